import { badRequest } from '../errors/app-error.js';

/**
 * The `Link` header of a paged list (first, prev, next, last), each link the request's own address
 * with another page number.
 */
export function paginationLink(url: string, page: number, size: number, total: number): string {
  const [path, search = ''] = url.split('?');
  const lastPage = Math.max(0, Math.ceil(total / size) - 1);
  const link = (p: number, rel: string) => {
    const params = new URLSearchParams(search);
    params.set('page', String(p));
    params.set('size', String(size));
    params.delete('cacheBuster');
    return `<${path}?${params.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page < lastPage) links.push(link(page + 1, 'next'));
  if (page > 0) links.push(link(Math.min(page - 1, lastPage), 'prev'));
  links.push(link(lastPage, 'last'), link(0, 'first'));
  return links.join(',');
}

export type SortDirection = 'asc' | 'desc';
/** A list's order: fields with their directions, the first one first. */
export type ListSort = [field: string, direction: SortDirection][];

/**
 * The query string of a list call (spec 000 §7.1): `page`, `size` up to maxSize, `sort` (repeatable,
 * `field,asc|desc`, read by parseListSort), a `cacheBuster`, and the list's own filters; anything else
 * is a 400. Schema-defined entities read theirs in server/entities, their filters being their fields.
 */
export function listQuerySchema(maxSize: number, filters: Record<string, object> = {}) {
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 0, maximum: 1_000_000 },
      size: { type: 'integer', minimum: 1, maximum: maxSize },
      sort: { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 10 },
      cacheBuster: { type: 'string', maxLength: 100 },
      ...filters,
    },
    additionalProperties: false,
  } as const;
}

/**
 * Reads `sort` values (`field,asc`, `field,desc`, or `field` for ascending) against the fields a list
 * sorts by (`what` names the list in messages). An unknown field is a 400 naming those it sorts by.
 */
export function parseListSort(raw: string | string[] | undefined, sortable: readonly string[], what: string): ListSort {
  const orders: ListSort = [];
  for (const item of raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]) {
    const [field, dir = 'asc', ...rest] = item.split(',');
    if (!sortable.includes(field)) throw badRequest(`Cannot sort ${what} by "${item}": the fields to sort by are ${sortable.join(', ')}`);
    const direction = dir.trim().toLowerCase();
    if (rest.length || (direction !== 'asc' && direction !== 'desc'))
      throw badRequest(`Cannot sort ${what} by "${item}": use sort=${field},asc or sort=${field},desc`);
    orders.push([field, direction]);
  }
  return orders;
}

/**
 * Rows held in memory in a list's order, ties by id in the direction of the last sort (as lists
 * sorted in SQL do); rows without an id that are equal on every field keep their order.
 */
export function sortRows<T extends object>(rows: T[], sort: ListSort): T[] {
  const order: ListSort = sort.length ? [...sort, ['id', sort[sort.length - 1][1]]] : [];
  const compare = (a: unknown, b: unknown) => {
    if (a === b) return 0;
    // Empty values last when ascending, as lists sorted in SQL have pages without an index last.
    if (a === null || a === undefined) return 1;
    if (b === null || b === undefined) return -1;
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
  };
  return [...rows].sort((a, b) => {
    for (const [field, direction] of order) {
      const order = compare((a as Record<string, unknown>)[field], (b as Record<string, unknown>)[field]);
      if (order) return direction === 'asc' ? order : -order;
    }
    return 0;
  });
}
