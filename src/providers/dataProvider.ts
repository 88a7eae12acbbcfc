import type { DataProvider, GetListParams, Identifier } from 'react-admin';
import type { PublishedEntityModel } from '../shared/entities/model';
import { apiFetch } from './httpClient';

type Models = (resource: string) => PublishedEntityModel;
type Row = Record<string, unknown>;
// Records take the shape of a model known only at run time; react-admin's generics cannot see it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type RuntimeRecord = any;

/**
 * A resource's writes, the body as the API takes it and the row as it answers: the generic ones by
 * default, or those of the module that owns the resource's writes (a widget's: widget-data).
 */
export interface EntityWrites {
  create(body: Row): Promise<unknown>;
  update(id: number, body: Row): Promise<unknown>;
  patch(id: number, body: Row): Promise<unknown>;
  delete(id: number): Promise<void>;
}

/**
 * Speaks the API contract: `page` (zero-based) and `size`, `sort=field,asc`, a cacheBuster, criteria
 * filters (`name.contains=`), the total in `x-total-count`. Relations travel as `{id}` objects on the
 * wire and as plain ids inside react-admin, where reference inputs and fields expect them.
 */
export function createDataProvider(modelOf: Models, owners: Record<string, EntityWrites> = {}): DataProvider {
  const base = (resource: string) => `/api/${modelOf(resource).api}`;
  const generic = (resource: string): EntityWrites => ({
    create: async (body) => (await apiFetch<Row>(base(resource), { method: 'POST', body: JSON.stringify(body) })).json,
    update: async (id, body) => (await apiFetch<Row>(`${base(resource)}/${id}`, { method: 'PUT', body: JSON.stringify(body) })).json,
    patch: async (id, body) => (await apiFetch(`${base(resource)}/${id}`, { method: 'PATCH', body: JSON.stringify(body) })).json,
    delete: async (id) => {
      await apiFetch(`${base(resource)}/${id}`, { method: 'DELETE' });
    },
  });
  const writes = (resource: string) => owners[resource] ?? generic(resource);

  const fromApi = (resource: string, row: Row): RuntimeRecord => {
    const record: Row = { ...row };
    for (const f of modelOf(resource).fields) {
      const v = row[f.name] as { id: Identifier } | { id: Identifier }[] | null | undefined;
      if (f.kind === 'reference') record[f.name] = v && !Array.isArray(v) ? v.id : null;
      if (f.kind === 'references') record[f.name] = Array.isArray(v) ? v.map((r) => r.id) : [];
    }
    return record;
  };

  /** The cleaned entity the API accepts: known fields only, relations as `{id}`, blanks as null. */
  const toApi = (resource: string, record: Row): Row => {
    const body: Row = {};
    for (const f of modelOf(resource).fields) {
      if (!(f.name in record)) continue;
      const v = record[f.name];
      if (f.kind === 'reference') body[f.name] = v === null || v === undefined || v === '' ? null : { id: Number(v) };
      else if (f.kind === 'references') body[f.name] = ((v as Identifier[] | null) ?? []).map((id) => ({ id: Number(id) }));
      else body[f.name] = v === '' || v === undefined ? null : v;
    }
    return body;
  };

  const listQuery = (params: Partial<GetListParams>) => {
    const query = new URLSearchParams();
    if (params.pagination) {
      query.set('page', String(params.pagination.page - 1));
      query.set('size', String(params.pagination.perPage));
    }
    if (params.sort?.field) query.append('sort', `${params.sort.field},${params.sort.order.toLowerCase()}`);
    for (const [key, value] of Object.entries(params.filter ?? {})) {
      if (value === undefined || value === '') continue;
      query.set(key.includes('.') ? key : `${key}.equals`, Array.isArray(value) ? value.join(',') : String(value));
    }
    query.set('cacheBuster', String(Date.now()));
    return query;
  };

  const list = async (resource: string, params: Partial<GetListParams>) => {
    const { json, headers } = await apiFetch<Row[]>(`${base(resource)}?${listQuery(params)}`);
    return { data: json.map((r): RuntimeRecord => fromApi(resource, r)) as RuntimeRecord[], total: Number(headers.get('x-total-count') ?? json.length) };
  };

  return {
    getList: (resource, params) => list(resource, params),

    getOne: async (resource, { id }) => {
      const { json } = await apiFetch<Row>(`${base(resource)}/${id}`);
      return { data: fromApi(resource, json) };
    },

    getMany: async (resource, { ids }) => {
      if (!ids.length) return { data: [] };
      const { data } = await list(resource, { pagination: { page: 1, perPage: ids.length }, filter: { 'id.in': ids } });
      return { data };
    },

    getManyReference: (resource, { target, id, ...params }) =>
      list(resource, { ...params, filter: { ...params.filter, [`${target}.equals`]: id } }),

    create: async (resource, { data }) => ({ data: fromApi(resource, (await writes(resource).create(toApi(resource, data))) as Row) }),

    update: async (resource, { id, data }) => ({ data: fromApi(resource, (await writes(resource).update(Number(id), { ...toApi(resource, data), id: Number(id) })) as Row) }),

    updateMany: async (resource, { ids, data }) => {
      for (const id of ids) await writes(resource).patch(id as number, { ...toApi(resource, data), id });
      return { data: ids };
    },

    delete: async (resource, { id, previousData }) => {
      await writes(resource).delete(id as number);
      return { data: (previousData ?? { id }) as never };
    },

    deleteMany: async (resource, { ids }) => {
      for (const id of ids) await writes(resource).delete(id as number);
      return { data: ids };
    },
  };
}
