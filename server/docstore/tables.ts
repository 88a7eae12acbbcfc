import { sql, type ColumnDataType } from 'kysely';
import type { DialectName } from '../db/connect.js';
import type { Database, Db } from '../database.js';
import { STATE, type FamilyRow } from './store-tables.js';
import type { FamilyDefinition, FieldDefinition } from './model.js';
import { DEFAULT_TEXT_LENGTH } from './model.js';

/** The database seen with the families' value tables too, whose names are known at run time only. */
export const familyTables = (db: Db) => db.withTables<Record<FamilyTable, FamilyRow>>();

/** The table holding one family's field values: one row per document version, one typed column per field. */
export const familyTable = (familyId: number) => `ds_family_${familyId}` as const;
export type FamilyTable = ReturnType<typeof familyTable>;
export const fieldColumn = (field: FieldDefinition | number) => `f_${typeof field === 'number' ? field : field.id}`;

/**
 * A text field's lower-cased copy, which the store writes beside it and indexes: case-insensitive likes
 * read it as a range (embedded.ts). A stored column rather than an index on lower(): PostgreSQL cannot
 * answer from an expression index alone (every count and page read the table rows too), and JavaScript
 * lower-cases every script where SQLite's lower() knows only ASCII.
 */
export const lowerColumn = (field: FieldDefinition) => `${fieldColumn(field)}_lc`;
export const lowerText = (text: string) => text.toLowerCase();

/**
 * Documents are grouped by id into buckets of 2^12 = 4,096 consecutive ids. A range filter's column
 * has a second index, by state, bucket and value (`_by_bucket12`): the matches of one bucket are a
 * range of it, so a deep page ordered by id counts its way down from the newest bucket and reads only
 * about as many index entries as the page's depth, where one index alone must read every match, or
 * walk every document, above the page (docs/document-store.md#how-a-page-is-read).
 */
export const BUCKET_BITS = 12;
/**
 * A document's bucket, in queries and in the bucket indexes alike, so that the databases match the
 * two. The width is a literal: SQLite matches an index on an expression only to the same expression.
 */
export const bucketOf = (bits: number, documentId = 'v.document_id') => sql<number>`(${sql.ref(documentId)} >> ${sql.lit(bits)})`;
/** The column a field's range filters read, which has a bucket index; none for yes/no and list fields (equality only). */
export function rangeColumn(field: FieldDefinition): string | undefined {
  if (field.kind === 'text') return lowerColumn(field);
  return field.kind === 'number' || field.kind === 'date' ? fieldColumn(field) : undefined;
}

function columnType(field: FieldDefinition, dialect: DialectName): ColumnDataType {
  switch (field.kind) {
    case 'text':
      return dialect === 'postgres' ? `varchar(${field.maxLength ?? DEFAULT_TEXT_LENGTH})` : 'text';
    case 'number':
      return 'double precision';
    default:
      // date (YYYYMMDD), boolean (0/1) and list (entry id) are integers on both databases.
      return 'integer';
  }
}

/**
 * Creates each family's value table, adds the columns of new fields and an index per field, so that
 * adding a family file or a field needs no migration. A field's type is not changed here: change a
 * field's type by giving it a new number.
 */
export async function syncFamilyTables(database: Database, families: FamilyDefinition[], bucketBits = BUCKET_BITS): Promise<void> {
  await database.oneAtATime('familyTables', (db) => sync(db, database.dialect, families, bucketBits));
}

async function sync(db: Db, dialect: DialectName, families: FamilyDefinition[], bucketBits: number) {
  const tables = new Map((await db.introspection.getTables()).map((t) => [t.name, new Set(t.columns.map((c) => c.name))]));
  for (const family of families) {
    const table = familyTable(family.id);
    let columns = tables.get(table);
    if (!columns) {
      await db.schema
        .createTable(table)
        .addColumn('document_id', 'integer', (c) => c.primaryKey().references('ds_document.id'))
        .addColumn('state', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex(`${table}_state_idx`).on(table).columns(['state', 'document_id']).execute();
      columns = new Set(['document_id', 'state']);
    }
    for (const field of family.fields) {
      const column = fieldColumn(field);
      if (!columns.has(column)) await db.schema.alterTable(table).addColumn(column, columnType(field, dialect)).execute();
      await indexColumn(db, dialect, table, column);
      if (dialect === 'postgres') await db.schema.dropIndex(`${table}_${column}_idx`).ifExists().execute(); // (state, value), before the id was added
      if (field.kind === 'text') await syncLowerColumn(db, dialect, table, field, columns);
      const range = rangeColumn(field);
      if (range) await indexBuckets(db, dialect, table, range, bucketBits);
    }
    // The count of current documents starts from the table; the store's writes keep it after.
    const counted = await db.selectFrom('ds_family_count').select('family_id').where('family_id', '=', family.id).executeTakeFirst();
    if (!counted) {
      const { count } = await familyTables(db).selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).where('state', '=', STATE.current).executeTakeFirstOrThrow();
      await db.insertInto('ds_family_count').values({ family_id: family.id, current: Number(count) }).execute();
    }
  }
}

/**
 * A text field's lower-cased column (lowerColumn) and its index, filled for the rows written before it
 * existed. On PostgreSQL in byte order (collation "C"), where the texts starting with a prefix are
 * exactly a range whatever the database's collation.
 */
async function syncLowerColumn(db: Db, dialect: DialectName, table: FamilyTable, field: FieldDefinition, columns: Set<string>) {
  const column = fieldColumn(field);
  const lower = lowerColumn(field);
  if (!columns.has(lower)) {
    await db.schema.alterTable(table).addColumn(lower, dialect === 'postgres' ? sql`text collate "C"` : 'text').execute();
    await fillLowerColumn(db, table, column, lower);
  }
  await indexColumn(db, dialect, table, lower);
  await db.schema.dropIndex(`${table}_${column}_lower_idx`).ifExists().execute(); // the index on lower(), before this column
}

/**
 * A column's index, (state, value, id): filters, ranges, counts and sorts of current documents, and the
 * ids of a page, read the index only. SQLite's indexes end with the rowid, which is the document id,
 * already; on PostgreSQL the id is a column of the index (named `_by_id`).
 */
async function indexColumn(db: Db, dialect: DialectName, table: string, column: string) {
  const [name, columns] = dialect === 'postgres' ? [`${table}_${column}_by_id_idx`, ['state', column, 'document_id']] : [`${table}_${column}_idx`, ['state', column]];
  await db.schema.createIndex(name).ifNotExists().on(table).columns(columns).execute();
}

/** A range column's bucket index (BUCKET_BITS): (state, bucket, value), and the id on PostgreSQL, where pages read it alone. */
async function indexBuckets(db: Db, dialect: DialectName, table: string, column: string, bits: number) {
  const name = `${table}_${column}_by_bucket${bits}_idx`;
  const id = dialect === 'postgres' ? sql`, document_id` : sql``;
  await sql`create index if not exists ${sql.id(name)} on ${sql.table(table)} (state, ${bucketOf(bits, 'document_id')}, ${sql.ref(column)}${id})`.execute(db);
}

async function fillLowerColumn(db: Db, table: FamilyTable, column: string, lower: string) {
  const batch = 1000;
  for (let after = 0; ; ) {
    const rows = await familyTables(db)
      .selectFrom(table)
      .select(['document_id', column])
      .$castTo<FamilyRow>()
      .where('document_id', '>', after)
      .where(column, 'is not', null)
      .orderBy('document_id')
      .limit(batch)
      .execute();
    // One transaction per batch (on PostgreSQL the whole sync is one already).
    const write = (fill: (trx: Db) => Promise<void>) => (db.isTransaction ? fill(db) : db.transaction().execute(fill));
    await write(async (trx) => {
      for (const row of rows)
        await familyTables(trx).updateTable(table).set({ [lower]: lowerText(String(row[column])) }).where('document_id', '=', row.document_id).execute();
    });
    if (rows.length < batch) return;
    after = rows[rows.length - 1].document_id;
  }
}
