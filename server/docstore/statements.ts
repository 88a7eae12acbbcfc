import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { FamilyDefinition } from './model.js';
import { unindexed, type Plan } from './plans.js';
import type { DocumentQuery, Filter } from './store.js';
import { STATE } from './store-tables.js';
import { familyTable, fieldColumn, lowerColumn, lowerText } from './tables.js';

/**
 * The store's reads as SQL templates (Kysely's `sql`), not query builders: a page is two or three
 * statements of a few milliseconds or less, and building and compiling them through the builders took
 * longer than running them (0.4 ms of a 0.75 ms page under a mixed load, against 0.05 ms as templates;
 * measured). The family table is always `v`.
 */

export type Condition = RawBuilder<SqlBool>;
type Column = (name: string) => RawBuilder<unknown>;

const plain: Column = (name) => sql.ref(name);

/** Conditions that must all hold (none: every row). */
export const allOf = (conditions: Condition[]): Condition => (conditions.length ? sql<SqlBool>`(${sql.join(conditions, sql` and `)})` : sql<SqlBool>`1 = 1`);

/**
 * The rows a query's filters select, among the current documents (or any version). For a walk (on
 * SQLite), the filters are kept off their indexes, and a walk by id keeps the state off its index too:
 * it reads the table itself in id order, a third of the cost of going through the state index (measured).
 */
export function matching(query: DocumentQuery, plan: Plan = 'database'): Condition {
  const walk = plan === 'walk';
  const column = walk ? unindexed : plain;
  const state = walk && !query.order ? unindexed('v.state') : sql.ref('v.state');
  // The states are literals, not parameters: SQLite plans with the values bound, and a bound state
  // made it walk every current document for some date ranges instead of reading the range (measured).
  const states = query.anyVersion
    ? sql<SqlBool>`${state} in (${sql.lit(STATE.current)}, ${sql.lit(STATE.older)})`
    : sql<SqlBool>`${state} = ${sql.lit(STATE.current)}`;
  return allOf([states, ...query.filters.map((f) => condition(f, column))]);
}

const COMPARISONS = new Set(['=', '>=', '<=', '>', '<']);

/** A filter's condition; `columnOf` names a column for it (plain, or kept off its index). */
function condition(filter: Filter, columnOf: Column): Condition {
  const column = columnOf(filter.field === 'id' ? 'v.document_id' : `v.${fieldColumn(filter.field)}`);
  if (filter.ids) return filter.ids.length ? sql<SqlBool>`${column} in (${sql.join(filter.ids)})` : sql<SqlBool>`1 = 0`;
  switch (filter.operator) {
    case 'like': {
      if (filter.field === 'id') return sql<SqlBool>`${column} like ${filter.value}`;
      // Case-insensitive: the pattern lower-cased against the lower-cased column (tables.ts). A pattern
      // with a literal start is also the range of texts starting with it, which the index reads; for a
      // plain prefix ('abc%') the range is the whole condition, so counts read the index only.
      const lower = columnOf(`v.${lowerColumn(filter.field)}`);
      const pattern = lowerText(String(filter.value));
      const prefix = likePrefix(pattern);
      const like = sql<SqlBool>`${lower} like ${pattern}`;
      if (!prefix) return like;
      const range = [sql<SqlBool>`${lower} >= ${prefix}`, sql<SqlBool>`${lower} < ${prefix + PAST_EVERY_CHARACTER}`];
      return allOf(pattern === `${prefix}%` ? range : [...range, like]);
    }
    case 'between':
      return allOf([sql<SqlBool>`${column} >= ${filter.value}`, sql<SqlBool>`${column} <= ${filter.value2}`]);
    case '<>':
      return sql<SqlBool>`(${column} <> ${filter.value} or ${column} is null)`;
    default:
      // The operator is spliced into the text, so only the comparisons are let through.
      if (!COMPARISONS.has(filter.operator)) throw new Error(`Unknown operator ${filter.operator}`);
      return sql<SqlBool>`${column} ${sql.raw(filter.operator)} ${filter.value}`;
  }
}

/** The highest code point: every text that starts with a prefix sorts before prefix + this. */
const PAST_EVERY_CHARACTER = '\u{10FFFF}';

/** The literal text before a like pattern's first wildcard (or escape character). */
export const likePrefix = (pattern: string) => /^[^%_\\]*/.exec(pattern)![0];

/**
 * A query's order: its sort field if any, then the id (newest first when descending or unsorted).
 * `column` may turn the columns into expressions (plans.ts).
 */
export function orderBy(query: DocumentQuery, column: Column = plain): RawBuilder<unknown> {
  const direction = sql.raw(query.order?.asc ? 'asc' : 'desc');
  const keys = query.order ? [`v.${fieldColumn(query.order.field)}`, 'v.document_id'] : ['v.document_id'];
  return sql`order by ${sql.join(keys.map((key) => sql`${column(key)} ${direction}`))}`;
}

/** The ids of the rows of a family's table that meet `where`, in the query's order, from `offset`. */
export function idsWhere(
  query: DocumentQuery,
  where: Condition,
  page: { limit: number; offset?: number },
  column?: Column,
): RawBuilder<{ document_id: number }> {
  const offset = page.offset ? sql` offset ${page.offset}` : sql``;
  return sql`select v.document_id from ${sql.table(familyTable(query.family.id))} as v where ${where} ${orderBy(query, column)} limit ${page.limit}${offset}`;
}

/** A family's rows joined to their document and file columns, as the store turns them into documents; a condition follows. */
export function familyRows(family: FamilyDefinition): RawBuilder<unknown> {
  const fields = family.fields.map((field) => sql.ref(`v.${fieldColumn(field)}`));
  return sql`select v.document_id, v.state, ${sql.join([...fields, sql`d.root_id`])}, d.version, d.file_id, d.file_name, d.created_by,
      d.created_at, f.content_type as file_content_type, f.size as file_size, f.sha256 as file_sha256
    from ${sql.table(familyTable(family.id))} as v join ds_document as d on d.id = v.document_id left join ds_file as f on f.id = d.file_id`;
}
