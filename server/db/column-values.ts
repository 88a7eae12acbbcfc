import type { ColumnType, Generated } from 'kysely';
import type { DialectName } from './connect.js';

/** A boolean column's value: SQLite has no boolean type and keeps 0 or 1. */
export const booleanValue = (dialect: DialectName, value: boolean): boolean | number => (dialect === 'sqlite' ? Number(value) : value);

/** Now, as a timestamp column's value: a Date for PostgreSQL, UTC text in SQLite's CURRENT_TIMESTAMP form. */
export function timestampNow(dialect: DialectName): Date | string {
  const date = new Date();
  return dialect === 'postgres' ? date : date.toISOString().slice(0, 19).replace('T', ' ');
}

/** A timestamp column as read, in ISO 8601: PostgreSQL answers a Date, SQLite UTC text without a zone. */
export const isoTimestamp = (value: unknown): string | null =>
  value == null ? null : value instanceof Date ? value.toISOString() : new Date(`${String(value).replace(' ', 'T')}Z`).toISOString();

/** A boolean column as read and written: PostgreSQL has true and false, SQLite 0 and 1 (booleanValue). */
export type BooleanColumn = boolean | number;
/** A timestamp column: a Date on PostgreSQL, UTC text on SQLite (isoTimestamp reads both, timestampNow writes). */
export type TimestampColumn = Date | string;
/** File contents: read as a Buffer on both databases. */
export type BytesColumn = ColumnType<Buffer, Buffer | Uint8Array, Buffer | Uint8Array>;
/** A primary key the database numbers. */
export type IdColumn = Generated<number>;
