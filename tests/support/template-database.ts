import fs from 'node:fs';
import Database from 'better-sqlite3';

/**
 * A database migrated and seeded once per test run, copied for each test server that needs nothing
 * else: a copy starts in about two thirds of the CPU of a first start (no tables to make, no demonstration
 * data, keys and password hashes to make). A server given a setting that shapes what the first start writes
 * still starts on an empty database, and so does every test that asks for one (`createTestDatabase`).
 *
 * The API projects' global setup makes the template of its dialect (`global-setup.ts`) and names it in
 * the environment for the test workers.
 */

export const TEMPLATE_ENV = { sqlite: 'PORTICO_TEST_TEMPLATE_SQLITE', postgres: 'PORTICO_TEST_TEMPLATE_POSTGRES' } as const;

/** Settings read when a database is first filled: the demonstration, the first administrator, the keys' seal, where files go, extra entities. */
const FIRST_START_SETTINGS = [
  'PORTICO_DEMO',
  'PORTICO_ADMIN_LOGIN',
  'PORTICO_ADMIN_PASSWORD',
  'SIGNING_MASTER_KEY',
  'DOCUMENT_FILE_STORAGE',
  'DOCUMENT_FILES_DIR',
  'PORTICO_SCHEMA_DIRS',
];

/** Whether a server started with `env` may start on a copy of the template. */
export const templateFits = (env: Record<string, string> = {}) => !FIRST_START_SETTINGS.some((name) => name in env);

/** The template of `dialect` this run made: a SQLite file, or a PostgreSQL database's name. */
export const templateOf = (dialect: 'sqlite' | 'postgres') => process.env[TEMPLATE_ENV[dialect]] || undefined;

/**
 * Leaves the SQLite file whole on its own: its write-ahead log folded into it, so that a copy of the one
 * file holds everything.
 */
export function settleSqliteFile(file: string): void {
  const db = new Database(file);
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
}
