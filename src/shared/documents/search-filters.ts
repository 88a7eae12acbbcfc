import { wireDate } from './dates.js';
import { filterValue, type FilterValue } from './gateway-query.js';

/** One search field of a list widget as the visitor filled it in. */
export interface SearchEntry {
  field: number;
  /** A search from one value to another (two inputs), or a plain one. */
  range: boolean;
  value?: unknown;
  from?: unknown;
  to?: unknown;
  /** Dates are sent as YYYYMMDD whatever form they were typed in. */
  date?: boolean;
}

export interface QueryFilters {
  f: number[];
  o: string[];
  v1: FilterValue[];
  v2: FilterValue[];
}

/** Blank values and '-' mean "not filled in" (spec 001 §5). */
export const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '' || String(value).trim() === '-';

/**
 * The filters of a search (spec 001 §5): both ends of a range → `between`; only from → `>=`; only to
 * → `<=`; a plain value → `like`; blank values are ignored. Undefined when no filter remains, so that
 * no query is made for an empty search.
 */
export function searchFilters(entries: SearchEntry[]): QueryFilters | undefined {
  const filters: QueryFilters = { f: [], o: [], v1: [], v2: [] };
  const add = (field: number, operator: string, v1: FilterValue, v2: FilterValue = null) => {
    filters.f.push(field);
    filters.o.push(operator);
    filters.v1.push(v1);
    filters.v2.push(v2);
  };
  for (const entry of entries) {
    const sent = (v: unknown) => filterValue(entry.date ? (wireDate(v) ?? String(v).trim()) : typeof v === 'string' ? v.trim() : v);
    if (!entry.range) {
      if (!isBlank(entry.value)) add(entry.field, 'like', sent(entry.value));
      continue;
    }
    const from = !isBlank(entry.from);
    const to = !isBlank(entry.to);
    if (from && to) add(entry.field, 'between', sent(entry.from), sent(entry.to));
    else if (from) add(entry.field, '>=', sent(entry.from));
    else if (to) add(entry.field, '<=', sent(entry.to));
  }
  return filters.f.length ? filters : undefined;
}

/** Two sets of filters that must all hold, as one. */
export function combineFilters(...sets: (QueryFilters | undefined)[]): QueryFilters | undefined {
  const present = sets.filter((s): s is QueryFilters => !!s && s.f.length > 0);
  if (!present.length) return undefined;
  return {
    f: present.flatMap((s) => s.f),
    o: present.flatMap((s) => s.o),
    v1: present.flatMap((s) => s.v1),
    v2: present.flatMap((s) => (s.v2.length ? s.v2 : s.f.map(() => null))),
  };
}
