import type { DocumentListConf, FixedFilters } from '../../../../shared/generated/widget-confs.js';
import type { FieldDescription } from '../../../../shared/documents/gateway-wire.js';
import { combineFilters, type QueryFilters, type SearchEntry } from '../../../../shared/documents/search-filters.js';

/**
 * The pure parts of the document list: the Query it sends (spec 001 §3) from its configuration, the
 * visitor's search and sort; its columns; its page sizes. (Node-style import suffixes: unit tests
 * import this file.)
 */

/** The field sorted on (none: the store's order, newest first) and the direction. */
export interface ListSort {
  order?: number;
  asc: boolean;
}

export const initialSort = (conf: Pick<DocumentListConf, 'order' | 'asc'>): ListSort => ({ order: conf.order, asc: conf.asc ?? true });

/** A click on a column's header: the same column again reverses the order, another sorts on it ascending. */
export const nextSort = (sort: ListSort, field: number): ListSort => (sort.order === field ? { order: field, asc: !sort.asc } : { order: field, asc: true });

/** The configuration's fixed filters as parallel arrays of one length (v2 may be left out there). */
export function fixedFilters(filter: FixedFilters | undefined): QueryFilters | undefined {
  if (!filter?.f.length) return undefined;
  return {
    f: [...filter.f],
    o: filter.f.map((_, i) => filter.o[i] ?? '='),
    v1: filter.f.map((_, i) => filter.v1[i] ?? null),
    v2: filter.f.map((_, i) => filter.v2?.[i] ?? null),
  };
}

export interface ListSource {
  fam?: string | number;
  list?: string | number;
}

/** The Query of a list: its family or value list, the fixed filters and the search together, the sort and max. */
export function listQuery(source: ListSource, fixed: FixedFilters | undefined, search: QueryFilters | undefined, sort: ListSort, max?: number) {
  const filters = combineFilters(fixedFilters(fixed), search);
  return {
    ...(source.list !== undefined ? { list: source.list } : { fam: source.fam }),
    ...(max !== undefined ? { max } : {}),
    ...filters,
    // Without a field to sort on, the store lists the newest first.
    ...(sort.order !== undefined ? { order: sort.order, asc: sort.asc } : {}),
  };
}

/** What the visitor typed in the search form, by input: `3` for a plain field, `3.from` and `3.to` for a range. */
export type SearchValues = Record<string, string>;

export const searchKey = (field: number, end?: 'from' | 'to') => (end ? `${field}.${end}` : String(field));

/** The search form's values as the entries searchFilters reads; dates are marked so that they are sent as YYYYMMDD. */
export function searchEntries(search: DocumentListConf['search'], values: SearchValues, fields: Pick<FieldDescription, 'id' | 'kind'>[]): SearchEntry[] {
  return (search ?? []).map(({ field, range }) => ({
    field,
    range: !!range,
    value: values[searchKey(field)],
    from: values[searchKey(field, 'from')],
    to: values[searchKey(field, 'to')],
    date: fields.find((f) => f.id === field)?.kind === 'date',
  }));
}

/** The columns shown: the configured field ids in their order (unknown ones left out), or every field. */
export function visibleColumns<F extends { id: number }>(fields: F[], columns: number[] | undefined): F[] {
  if (!columns?.length) return fields;
  return columns.flatMap((id) => fields.filter((f) => f.id === id));
}

/**
 * The field ids of the columns a phone shows: the configured ones among the columns shown, or the
 * first two of those when none is configured (or none of them is shown).
 */
export function phoneColumnIds(columns: { id: number }[], phoneColumns: number[] | undefined): ReadonlySet<number> {
  const configured = columns.filter((c) => phoneColumns?.includes(c.id));
  return new Set((configured.length ? configured : columns.slice(0, 2)).map((c) => c.id));
}

/** The page sizes offered: the configured one among the usual ones, in order. */
export const pageSizeChoices = (pageSize: number): number[] => [...new Set([pageSize, 10, 20, 50, 100])].sort((a, b) => a - b);

/** The last page that has rows (0 when there are none). */
export const lastPage = (total: number, size: number) => Math.max(0, Math.ceil(total / size) - 1);
