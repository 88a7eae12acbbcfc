import { type CreateTableBuilder, type Kysely, type RawBuilder, sql } from 'kysely';
import type { DialectName } from './connect.js';

/** What table definitions write differently on SQLite and on PostgreSQL (the migrations, the entity tables). */
export interface TableBuilders {
  /** A new table whose first column is an `id` primary key the database numbers. */
  idColumn<T>(db: Kysely<T>, table: string): CreateTableBuilder<string, 'id'>;
  /** The current time, as a column default. */
  now: RawBuilder<unknown>;
  /** The column type of file contents. */
  bytes: 'bytea' | 'blob';
}

export function tableBuilders(dialect: DialectName): TableBuilders {
  return {
    idColumn: (db, table) =>
      dialect === 'postgres'
        ? db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
    now: dialect === 'postgres' ? sql`now()` : sql`CURRENT_TIMESTAMP`,
    bytes: dialect === 'postgres' ? 'bytea' : 'blob',
  };
}
