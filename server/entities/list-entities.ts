import type { EntityModel } from '../../src/shared/entities/model.js';
import { parseCriteria, type Criterion } from './criteria.js';
import { parseSort, type EntityRepository } from './repository.js';
import type { Entity } from './entity-rows.js';

/** A list's query string: the page, the sort and the criteria (`name.equals=…`) side by side. */
export type ListQueryString = Record<string, string | string[] | undefined>;
type Page = { page: number; size: number };

/**
 * One page of an entity's list as JSON text, with the count of all that match, for those who hold the
 * entity's roles; `eager=true` brings related rows whole. `dataVersion` is read once the query is
 * understood: the rows' JSON may be answered from what was read under it (repository.listJson).
 */
export async function listEntities(
  repository: EntityRepository,
  model: EntityModel,
  query: ListQueryString,
  { page, size }: Page,
  dataVersion: () => Promise<string | undefined>,
): Promise<{ json: string; total: number }> {
  return repository.listJson(
    model,
    { criteria: parseCriteria(model, query), sort: parseSort(model, query.sort), page, size, eager: query.eager === 'true' },
    await dataVersion(),
  );
}

/**
 * One page of an entity's list for a caller: the whole rows (as JSON text) for those who hold the
 * entity's roles, the guest list's fields for the others when the entity has a guest list.
 */
export async function listPageFor(
  repository: EntityRepository,
  model: EntityModel,
  caller: { holdsRoles: boolean },
  query: ListQueryString,
  page: Page,
  dataVersion: () => Promise<string | undefined>,
): Promise<{ json: string; total: number }> {
  const guestList = guestListOf(model);
  if (caller.holdsRoles || !guestList) return listEntities(repository, model, query, page, dataVersion);
  const { items, total } = await listForGuests(repository, model, guestList, query, page);
  return { json: JSON.stringify(items), total };
}

/** What the list shows those without the entity's roles (guestListOf). */
export type GuestListView = NonNullable<ReturnType<typeof guestListOf>>;

/**
 * What the list shows those without the entity's roles: a view of the model with only the guest
 * fields (so filters and sorts on other fields are refused), and the fixed conditions.
 */
export function guestListOf(model: EntityModel) {
  if (!model.guestList) return undefined;
  const { fields, where } = model.guestList;
  const view: EntityModel = { ...model, fields: model.fields.filter((f) => f.kind === 'id' || fields.includes(f.name)) };
  const conditions: Criterion[] = Object.entries(where).map(([name, value]) => ({
    field: model.fields.find((f) => f.name === name)!,
    operator: 'equals',
    values: [value],
  }));
  return { fields, view, where: conditions };
}

/** One page of the guest list: only the guest fields of the rows that meet its conditions and the criteria asked. */
export async function listForGuests(
  repository: EntityRepository,
  model: EntityModel,
  guestList: GuestListView,
  query: ListQueryString,
  { page, size }: Page,
): Promise<{ items: Partial<Entity>[]; total: number }> {
  const result = await repository.list(model, {
    criteria: [...parseCriteria(guestList.view, query), ...guestList.where],
    sort: parseSort(guestList.view, query.sort),
    page,
    size,
    eager: false,
  });
  const items = result.items.map((row) => Object.fromEntries(guestList.fields.map((f) => [f, row[f]])));
  return { items, total: result.total };
}
