import { sql, type RawBuilder } from 'kysely';
import type { DialectName } from '../db/connect.js';
import type { DocumentQuery, Filter } from './store.js';
import { rangeColumn } from './tables.js';

/**
 * How the ids of a page are read (docs/document-store.md#how-a-page-is-read).
 * - `database`: as the database plans it. Equality filters read their index in the page's order.
 * - `filter-index`: the matches are read from a filter's index, then sorted; costs about the number
 *   of matches.
 * - `walk`: the documents are read in the page's order (by id, or the sort field's index) and the
 *   filters checked on each until the page is full; costs about depth × documents / matches.
 * - `buckets`: for pages in id order, the matches are counted bucket by bucket from the newest
 *   (tables.ts, BUCKET_BITS) through a range filter's bucket index until the page's depth, then only
 *   the page's buckets are read and sorted; costs about the depth plus a look-up per bucket passed.
 */
export type Plan = 'database' | 'filter-index' | 'walk' | 'buckets';

/**
 * Which plans a query leaves open. Only range filters (between, <, >, a like with a literal start)
 * make the choice hard. In id order, the bucket walk is right for deep pages unless the matches turn
 * out to be few (`fewMatches`). Sorted on a field, PostgreSQL chooses by itself (its statistics of ranges chose
 * right in every case measured, and holding it to a plan with expressions made it misjudge them);
 * SQLite estimates how many documents a range holds without statistics of its values, and a wrong
 * guess cost a hundred milliseconds where the other plan took ten, so the store chooses
 * (`walkThreshold`). Filters no index can range (a "contains" like, `<>`) leave only the walk.
 */
export function openPlans(query: DocumentQuery, dialect: DialectName, bucketWalkDepth = BUCKET_WALK_DEPTH): 'database' | 'choose' | 'walk' | 'buckets' {
  if (query.anyVersion || !query.filters.length || query.filters.some(exact)) return 'database';
  if (!query.order && query.offset + query.limit >= bucketWalkDepth && query.filters.some(bucketed)) return 'buckets';
  if (dialect === 'postgres') return 'database';
  return query.filters.some(rangeable) ? 'choose' : 'walk';
}

/**
 * The depth (offset + page size) from which pages in id order walk buckets. Above it the other plans
 * read at most √(depth × documents) index entries (see walkThreshold), a few milliseconds for a million
 * documents, and the walk's two more statements (the family's id span, the walk) would cost as much.
 */
export const BUCKET_WALK_DEPTH = 500;

const exact = (f: Filter) => f.field === 'id' || !!f.ids || f.operator === '=';
const rangeable = (f: Filter) => f.operator !== '<>' && (f.operator !== 'like' || !/^[%_]/.test(String(f.value)));
/** A range filter that reads a column with a bucket index: likes read the lower-cased copy; other operators on texts read the text itself, which has none. */
const bucketed = (f: Filter) =>
  f.field !== 'id' && rangeable(f) && !!rangeColumn(f.field) && (f.field.kind !== 'text' || f.operator === 'like');

/**
 * Whether a bucket walk would pass more buckets than it finds matches (on average fewer than 8 a
 * bucket), where reading the few matches and sorting them is cheaper. Only an exact count says so: a
 * count that stopped at its limit leaves the walk, which never costs more than a look-up per bucket.
 */
export const fewMatches = (matches: number, exactCount: boolean, buckets: number) => exactCount && matches < 8 * buckets;

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
