import { sql, type ColumnDataType } from 'kysely';
import type { Database, Db, DialectName } from '../db/connect.js';
import type { FamilyDefinition, FieldDefinition } from './model.js';
import { DEFAULT_TEXT_LENGTH } from './model.js';

/** The table holding one family's field values: one row per document version, one typed column per field. */
export const familyTable = (familyId: number) => `ds_family_${familyId}`;
export const fieldColumn = (field: FieldDefinition | number) => `f_${typeof field === 'number' ? field : field.id}`;

/** Document states, in ds_document and in every family table. */
export const STATE = { current: 1, older: 2, deleted: 3 } as const;

/**
 * A text field lower-cased, as its second index holds it. On PostgreSQL in byte order (collation "C"),
 * where a range of texts starting with a prefix is exact whatever the database's collation.
 */
export function lowerKey(field: FieldDefinition, dialect: DialectName, alias: string | null = 'v') {
  const lower = sql`lower(${sql.ref(alias ? `${alias}.${fieldColumn(field)}` : fieldColumn(field))})`;
  return dialect === 'postgres' ? sql`${lower} collate "C"` : lower;
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
export async function syncFamilyTables(database: Database, families: FamilyDefinition[]): Promise<void> {
  const { db, dialect } = database;
  if (dialect === 'postgres') {
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(7250602)`.execute(trx);
      await sync(trx, dialect, families);
    });
  } else {
    await sync(db, dialect, families);
  }
}

async function sync(db: Db, dialect: DialectName, families: FamilyDefinition[]) {
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
      // (state, value, id): filters, ranges, counts and sorts of current documents, and the ids of a page,
      // read the index only. SQLite's indexes end with the rowid, which is the document id, already.
      if (dialect === 'postgres') {
        await db.schema.createIndex(`${table}_${column}_by_id_idx`).ifNotExists().on(table).columns(['state', column, 'document_id']).execute();
        await db.schema.dropIndex(`${table}_${column}_idx`).ifExists().execute(); // (state, value), before the id was added
      } else {
        await db.schema.createIndex(`${table}_${column}_idx`).ifNotExists().on(table).columns(['state', column]).execute();
      }
      // Texts also lower-cased: a case-insensitive like with a literal start reads it as a range (embedded.ts).
      if (field.kind === 'text') {
        const id = dialect === 'postgres' ? sql`, document_id` : sql``;
        await sql`create index if not exists ${sql.id(`${table}_${column}_lower_idx`)} on ${sql.table(table)} (state, (${lowerKey(field, dialect, null)})${id})`.execute(db);
      }
    }
  }
}
