import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { ROOT_DIR } from '../config.js';

export type DialectName = 'sqlite' | 'postgres';

// Entity tables are made from schemas at run time, so rows are typed by the entity model, not by Kysely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = Kysely<any>;

export interface Database {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
}

/** Opens the database named by a DATABASE_URL: `sqlite:<file>` or `postgres://...`. */
export async function connect(url: string): Promise<Database> {
  if (url.startsWith('sqlite:')) return connectSqlite(url.slice('sqlite:'.length));
  if (/^postgres(ql)?:\/\//.test(url)) return connectPostgres(url);
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, not "${url}"`);
}

async function connectSqlite(file: string): Promise<Database> {
  const { default: SQLite } = await import('better-sqlite3');
  const filename = file === ':memory:' ? file : path.resolve(ROOT_DIR, file);
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  const sqlite = new SQLite(filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db: Db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

async function connectPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  // count(*) and other bigint results come back as strings by default; our ids and counts fit a double.
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DATABASE_POOL_SIZE ?? 10) });
  const db: Db = new Kysely({ dialect: new PostgresDialect({ pool }) });
  await sql`select 1`.execute(db);
  return { db, dialect: 'postgres', close: () => db.destroy() };
}
