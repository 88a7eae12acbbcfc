import { sql, type RawBuilder } from 'kysely';
import type { DocumentQuery, Filter } from './store.js';

/**
 * How SQLite reads the ids of a page (docs/document-store.md#how-a-page-is-read). PostgreSQL plans by
 * itself: its statistics of ranges (kept by autovacuum) chose right in every case measured, and
 * holding it to a plan with expressions made it misjudge them.
 * - `database`: as the database plans it. Equality filters read their index in the page's order.
 * - `filter-index`: the matches are read from a filter's index, then sorted; costs about the number
 *   of matches.
 * - `walk`: the documents are read in the page's order (by id, or the sort field's index) and the
 *   filters checked on each until the page is full; costs about depth × documents / matches.
 */
export type Plan = 'database' | 'filter-index' | 'walk';

/**
 * Which plans a query leaves open on SQLite. Only range filters (between, <, >, a like with a literal
 * start) make the choice hard: SQLite estimates how many documents a range holds without statistics of
 * its values (or with a few samples after ANALYZE), and a wrong guess cost a hundred milliseconds where
 * the other plan took ten: it walked every current document for some date ranges of a million. Filters
 * no index can range (a "contains" like, `<>`) leave only the walk.
 */
export function openPlans(query: DocumentQuery): 'database' | 'choose' | 'walk' {
  if (query.anyVersion || !query.filters.length || query.filters.some(exact)) return 'database';
  return query.filters.some(rangeable) ? 'choose' : 'walk';
}

const exact = (f: Filter) => f.field === 'id' || !!f.ids || f.operator === '=';
const rangeable = (f: Filter) => f.operator !== '<>' && (f.operator !== 'like' || !/^[%_]/.test(String(f.value)));

/**
 * The number of matches from which walking beats sorting the matches. Sorting costs about the matches
 * n, walking about depth × documents / n; the two meet at √(depth × documents). So counting the matches
 * up to this threshold (the count a page needs anyway, carried a little further) settles the plan, and
 * neither plan then costs more than the threshold: a few milliseconds for page 1 of a million
 * documents, about 100,000 index entries for page 500.
 */
export const walkThreshold = (depth: number, documents: number) => Math.ceil(Math.sqrt(Math.max(1, depth) * Math.max(1, documents)));

/** A column SQLite may not read through an index (`+column`, its documented way), to hold it to a plan. */
export const unindexed = (column: string): RawBuilder<unknown> => sql`+${sql.ref(column)}`;
