import { badRequest } from '../errors/app-error.js';

export type SortDirection = 'asc' | 'desc';
/** A list's order: fields with their directions, the first one first. */
export type ListSort = [field: string, direction: SortDirection][];

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
