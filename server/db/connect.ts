import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, SqliteDialect, sql, type LogEvent, type SqliteDatabase } from 'kysely';
import type SQLite from 'better-sqlite3';
import { ROOT_DIR } from '../config.js';
import { newTimer, record, summary, type Timer } from '../ops/timer.js';
import { preparingPool } from './prepared-statements.js';
import { readDataVersion, sharedDataVersion } from './data-version.js';

export type DialectName = 'sqlite' | 'postgres';

/** A version of the data that changes whenever the data may have changed (see Database.dataVersion). */
export type DataVersion = () => string | Promise<string>;

/**
 * A connection to the database, seen through the tables `T` (server/database.ts names the portal's).
 * db/ itself knows no table: it keeps the connection, and runs what the features hand it.
 */
export interface Database<T = unknown> {
  db: Kysely<T>;
  dialect: DialectName;
  /**
   * Changes whenever the data may have changed, for ReadCache. SQLite: every write of this server
   * and every commit of another connection changes it. PostgreSQL: every committed write of the
   * tables the caches read, by any server (data-version.ts).
   */
  dataVersion?: DataVersion;
  /** Query timings by kind of statement since start, and the connection pool (PostgreSQL), for the metrics. */
  statistics(): DatabaseStatistics;
  /** Where lost connections are reported (standard error until the server's logger is given). */
  reportTo(log: ConnectionLog): void;
  /**
   * Runs start-up work that servers starting together on one database must do one after the other
   * (making the entity and document family tables, seeding): on PostgreSQL under an advisory lock, held by a transaction
   * that `work` receives; SQLite has one server per file, so `work` runs as it is.
   */
  oneAtATime<R>(lock: StartLock, work: (db: Kysely<T>) => Promise<R>): Promise<R>;
  close(): Promise<void>;
}

/** The start-up steps that take turns between servers (their PostgreSQL advisory lock keys). */
export const START_LOCKS = { entityTables: 7250601, seed: 7250602, familyTables: 7250603 } as const;
export type StartLock = keyof typeof START_LOCKS;

/** The part of a logger that hears about connections PostgreSQL ended. */
export interface ConnectionLog {
  warn(details: { err: Error }, message: string): void;
}

const STDERR_LOG: ConnectionLog = {
  warn: ({ err }, message) => process.stderr.write(`${message}: ${err.message}\n`),
};

export interface DatabaseStatistics {
  queries: Record<string, ReturnType<typeof summary>>;
  pool?: { max: number; total: number; idle: number; waiting: number };
}

/** Times every query Kysely runs, by its first keyword (select, insert, update, delete, other). */
function queryTimings() {
  const timers = new Map<string, Timer>();
  const log = (event: LogEvent) => {
    const kind = /^\s*(select|insert|update|delete|with)\b/i.exec(event.query.sql)?.[1].toLowerCase() ?? 'other';
    let timer = timers.get(kind);
    if (!timer) timers.set(kind, (timer = newTimer()));
    record(timer, event.queryDurationMillis);
  };
  const summaries = () => Object.fromEntries([...timers].map(([kind, timer]) => [kind, summary(timer)]));
  return { log, summaries };
}

/** Opens the database named by a DATABASE_URL: `sqlite:<file>` or `postgres://...`. */
export async function connect<T>(url: string): Promise<Database<T>> {
  if (url.startsWith('sqlite:')) return connectSqlite<T>(url.slice('sqlite:'.length));
  if (/^postgres(ql)?:\/\//.test(url)) return connectPostgres<T>(url);
  throw new Error(`DATABASE_URL must start with sqlite: or postgres://, not "${url}"`);
}

async function connectSqlite<T>(file: string): Promise<Database<T>> {
  const { default: SQLite } = await import('better-sqlite3');
  const filename = file === ':memory:' ? file : path.resolve(ROOT_DIR, file);
  if (filename !== ':memory:') fs.mkdirSync(path.dirname(filename), { recursive: true });
  const sqlite = new SQLite(filename);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.function(SQLITE_BASE64, { deterministic: true }, (value) => (value == null ? null : Buffer.from(value as Uint8Array).toString('base64')));
  let writes = 0;
  const timings = queryTimings();
  const db = new Kysely<T>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, () => writes++) }), log: timings.log });
  // data_version moves when another connection commits; our own writes are counted as they are run.
  // It is read once per turn of the event loop (a request asks several caches): what arrives in one
  // turn was sent before the turn began, so before the read.
  const otherCommits = sqlite.prepare('PRAGMA data_version').pluck();
  let otherCommitsSeen: string | undefined;
  const dataVersion = () => {
    if (otherCommitsSeen === undefined) {
      otherCommitsSeen = String(otherCommits.get());
      setImmediate(() => (otherCommitsSeen = undefined));
    }
    return `${writes}:${otherCommitsSeen}`;
  };
  return {
    db,
    dialect: 'sqlite',
    dataVersion,
    statistics: () => ({ queries: timings.summaries() }),
    reportTo: () => {},
    oneAtATime: (_lock, work) => work(db),
    close: () => db.destroy(),
  };
}

/** The SQL function by which SQLite, which has no base64 of its own, encodes binary values (entities/row-json.ts). */
export const SQLITE_BASE64 = 'portico_base64';

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs more than running a small query. Reusing
 * prepared statements by their SQL text is safe here: Kysely runs one query at a time on the
 * connection, and SQLite re-prepares a statement by itself when the schema changes.
 */
function withStatementCache(sqlite: SQLite.Database, onWrite: () => void): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (!statement) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = sqlite.prepare(text);
        statements.set(text, statement);
      }
      // Kysely runs what it prepares at once. `readonly` is SQLite's own answer (INSERT ... RETURNING is a reader that writes).
      if (!statement.readonly) onWrite();
      return statement;
    },
  };
}

/** How many distinct statements each PostgreSQL connection keeps prepared (see prepared-statements.ts). */
const PREPARED_STATEMENT_LIMIT = 500;

async function connectPostgres<T>(url: string): Promise<Database<T>> {
  const { default: pg } = await import('pg');
  // count(*) and other bigint results come back as strings by default; our ids and counts fit a double.
  pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
  const max = Number(process.env.DATABASE_POOL_SIZE ?? 10);
  const pool = new pg.Pool({ connectionString: url, max });
  // PostgreSQL may end any connection (restart, failover, pg_terminate_backend). Its client then emits
  // 'error', which would end the process without a listener. The pool drops an idle connection that
  // failed (and emits 'error' for it too, reported here already); on a busy one the query fails (the
  // request answers 503) and the pool drops the connection when it is released.
  let log = STDERR_LOG;
  pool.on('connect', (client) => {
    client.once('error', (error) => log.warn({ err: error }, 'PostgreSQL ended a connection; the pool opens a new one when needed'));
    client.on('error', () => {}); // the same connection's later errors (the socket closing after the message)
  });
  pool.on('error', () => {});
  const timings = queryTimings();
  const db = new Kysely<T>({ dialect: new PostgresDialect({ pool: process.env.DATABASE_PREPARED_STATEMENTS === 'false' ? pool : preparingPool(pool, PREPARED_STATEMENT_LIMIT) }), log: timings.log });
  await sql`select 1`.execute(db);
  const statistics = () => ({ queries: timings.summaries(), pool: { max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } });
  const reportTo = (to: ConnectionLog) => {
    log = to;
  };
  const oneAtATime = <R>(lock: StartLock, work: (trx: Kysely<T>) => Promise<R>) =>
    db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${START_LOCKS[lock]})`.execute(trx);
      return work(trx);
    });
  return { db, dialect: 'postgres', dataVersion: sharedDataVersion(() => readDataVersion(db)), statistics, reportTo, oneAtATime, close: () => db.destroy() };
}
