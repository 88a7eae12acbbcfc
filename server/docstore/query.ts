import { badRequest } from '../errors/app-error.js';
import { INT_MAX, INT_MIN } from '../validation/integer-bounds.js';
import { isDate, type FamilyDefinition, type FieldDefinition, type ValueListDefinition, type ValueListEntry } from './model.js';
import type { DocumentQuery, Filter, Operator } from './store.js';
import { gatewayQuerySchema, type GatewayQuery } from '../../src/shared/documents/gateway-query.js';

/** The spec's Query, as it arrives in a body (src/shared/documents/gateway-query.ts). */
export type QueryBody = GatewayQuery;

/** The Query's schema, and the title a download names its file by (export-xlsx). */
export const QUERY_BODY_SCHEMA = {
  ...gatewayQuerySchema,
  properties: { ...gatewayQuerySchema.properties, widgetTitle: { type: 'string', maxLength: 200 } },
} as const;

/** The single-document sentinel: field -1000 with '=' and max 1 reads one document by id. */
export const SINGLE_DOCUMENT_FIELD = -1000;
export const OPERATORS: Operator[] = ['=', '<>', 'like', 'between', '>=', '<=', '>', '<'];
/** The most rows one query answers when neither max nor size says otherwise, and the most a page may hold. */
export const DEFAULT_MAX = 1000;
export const MAX_PAGE_SIZE = 10_000;

export function findFamily(families: FamilyDefinition[], fam: string | number): FamilyDefinition {
  const family = families.find((f) => f.key === fam || f.id === Number(fam));
  if (!family) throw badRequest(`There is no family "${fam}"`);
  return family;
}

export function findList(lists: ValueListDefinition[], key: string | number): ValueListDefinition {
  const list = lists.find((l) => l.key === key || l.id === Number(key));
  if (!list) throw badRequest(`There is no value list "${key}"`);
  return list;
}

/** A Query's value list, or a 400 when it names none (a family query belongs to execute-query). */
export function listOf(lists: ValueListDefinition[], body: QueryBody): ValueListDefinition {
  if (body.list === undefined || body.fam !== undefined) throw badRequest('list-values takes a query naming a value list (list), not a family');
  return findList(lists, body.list);
}

/**
 * Turns a Query and the page asked for into a store query, refusing with a 400 what does not fit the
 * family: unknown fields or operators, values of the wrong type, arrays of different lengths.
 */
export function parseQuery(
  body: QueryBody,
  family: FamilyDefinition,
  lists: ValueListDefinition[],
  paging: { page?: number; size?: number },
): { query: DocumentQuery; max: number } {
  const f = body.f ?? [];
  const o = body.o ?? [];
  const v1 = body.v1 ?? [];
  const v2 = body.v2 ?? [];
  if (o.length !== f.length || v1.length !== f.length || (v2.length && v2.length !== f.length))
    throw badRequest('f, o, v1 (and v2 when given) must have one entry per filter');
  const max = Math.min(body.max ?? DEFAULT_MAX, MAX_PAGE_SIZE * 100);
  const filters: Filter[] = [];
  let single = false;
  f.forEach((fieldId, i) => {
    const operator = o[i] as Operator;
    if (!OPERATORS.includes(operator)) throw badRequest(`Unknown operator "${o[i]}" (use ${OPERATORS.join(' ')})`);
    if (fieldId === SINGLE_DOCUMENT_FIELD) {
      if (operator !== '=') throw badRequest(`The document id (field ${SINGLE_DOCUMENT_FIELD}) takes the operator "=" only`);
      const id = Number(v1[i]);
      // Ids are the database's integers: beyond them no document can exist, and PostgreSQL would refuse the statement.
      if (!Number.isSafeInteger(id) || id < INT_MIN || id > INT_MAX || String(v1[i]).trim() === '') throw badRequest(`"${String(v1[i])}" is not a document id`);
      filters.push({ field: 'id', operator: '=', value: id });
      single = true;
      return;
    }
    const field = family.fields.find((x) => x.id === fieldId);
    if (!field) throw badRequest(`Family ${family.key} has no field ${fieldId}`);
    const filter = toFilter(field, operator, v1[i], v2[i], lists);
    if (filter) filters.push(filter);
  });
  let order: DocumentQuery['order'];
  if (body.order !== undefined && body.order !== null) {
    const field = family.fields.find((x) => x.id === body.order);
    if (!field) throw badRequest(`Family ${family.key} has no field ${body.order} to order by`);
    order = { field, asc: body.asc ?? true };
  }
  const size = Math.min(paging.size ?? max, MAX_PAGE_SIZE);
  const offset = (paging.page ?? 0) * size;
  const limit = Math.max(0, Math.min(size, max - offset));
  return { query: { family, filters, order, offset, limit, anyVersion: single, countLimit: max }, max };
}

function toFilter(field: FieldDefinition, operator: Operator, raw1: unknown, raw2: unknown, lists: ValueListDefinition[]): Filter | undefined {
  if (operator === 'between' && (isBlank(raw2) || isBlank(raw1))) throw badRequest(`"between" on field ${field.id} needs both v1 and v2`);
  if (isBlank(raw1)) return undefined; // blank values are ignored, as the search form does
  if (field.kind === 'text' || (field.kind === 'list' && operator === 'like')) {
    const text = String(raw1);
    if (operator === 'like') {
      const pattern = /[%_]/.test(text) ? text : `%${text}%`;
      if (field.kind === 'list') {
        const list = lists.find((l) => l.key === field.list)!;
        const re = likeToRegExp(pattern);
        return { field, operator, value: pattern, ids: list.entries.filter((e) => re.test(e.label)).map((e) => e.id) };
      }
      return { field, operator, value: pattern };
    }
    return { field, operator, value: text, value2: raw2 === undefined || raw2 === null ? undefined : String(raw2) };
  }
  // Numbers, dates, booleans and list entries compare as numbers; 'like' on them means equality.
  const op: Operator = operator === 'like' ? '=' : operator;
  const value = typed(field, raw1);
  const value2 = op === 'between' ? typed(field, raw2) : undefined;
  if (field.kind === 'boolean' && !['=', '<>'].includes(op)) throw badRequest(`Field ${field.id} is yes/no: use "=" or "<>"`);
  return { field, operator: op, value, value2 };
}

/** A value sent for a field, as the number stored for it; a 400 when it is not one. */
export function typed(field: FieldDefinition, raw: unknown): number {
  const text = typeof raw === 'string' ? raw.trim() : raw;
  switch (field.kind) {
    case 'boolean':
      if (text === true || text === 'true' || text === 1 || text === '1') return 1;
      if (text === false || text === 'false' || text === 0 || text === '0') return 0;
      throw badRequest(`Field ${field.id} is yes/no: "${String(raw)}" is neither true nor false`);
    case 'date': {
      const digits = typeof text === 'string' ? text.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$1$2$3') : String(text);
      const n = Number(digits);
      if (!/^\d{8}$/.test(digits) || !isDate(n)) throw badRequest(`Field ${field.id} is a date: "${String(raw)}" is not YYYYMMDD`);
      return n;
    }
    default: {
      const n = typeof text === 'number' ? text : typeof text === 'string' && text !== '' ? Number(text) : NaN;
      if (!Number.isFinite(n) || (field.kind === 'list' && (!Number.isSafeInteger(n) || n < INT_MIN || n > INT_MAX)))
        throw badRequest(`Field ${field.id} takes ${field.kind === 'list' ? 'an entry id' : 'a number'}, not "${String(raw)}"`);
      return n;
    }
  }
}

/** The one field of a value list's rows (the label), as list queries and answers number it. */
export const LABEL_FIELD = 1;
const LIST_OPERATORS: Operator[] = ['=', 'like'];

/**
 * A Query naming a value list: its entries filtered on the label (`=` exact, `like` as on a text
 * field, ignoring case), sorted on the label when `order` names it (else in the list's order), at
 * most `max`, then the page asked for; and how many there are within max.
 */
export function selectEntries(body: QueryBody, list: ValueListDefinition, paging: { page?: number; size?: number }) {
  const f = body.f ?? [];
  const o = body.o ?? [];
  const v1 = body.v1 ?? [];
  if (o.length !== f.length || v1.length !== f.length) throw badRequest('f, o and v1 must have one entry per filter');
  let entries: ValueListEntry[] = list.entries;
  f.forEach((fieldId, i) => {
    if (fieldId !== LABEL_FIELD) throw badRequest(`A value list's rows have one field, the label (${LABEL_FIELD}), not ${fieldId}`);
    const operator = o[i] as Operator;
    if (!LIST_OPERATORS.includes(operator)) throw badRequest(`A value list's label takes the operators ${LIST_OPERATORS.join(' ')}, not "${o[i]}"`);
    if (isBlank(v1[i])) return;
    const text = String(v1[i]);
    const re = operator === 'like' ? likeToRegExp(/[%_]/.test(text) ? text : `%${text}%`) : undefined;
    entries = entries.filter((e) => (re ? re.test(e.label) : e.label === text));
  });
  if (body.order !== undefined && body.order !== null) {
    if (body.order !== LABEL_FIELD) throw badRequest(`A value list's rows sort on the label (${LABEL_FIELD}) only`);
    const sign = body.asc === false ? -1 : 1;
    entries = [...entries].sort((a, b) => sign * a.label.localeCompare(b.label));
  }
  const all = entries.slice(0, Math.min(body.max ?? DEFAULT_MAX, MAX_PAGE_SIZE * 100));
  const size = Math.min(paging.size ?? all.length, MAX_PAGE_SIZE);
  const start = (paging.page ?? 0) * size;
  return { total: all.length, rows: all.slice(start, start + size) };
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && (v.trim() === '' || v.trim() === '-'));

function likeToRegExp(pattern: string): RegExp {
  const source = pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*').replace(/_/g, '.');
  return new RegExp(`^${source}$`, 'is');
}
