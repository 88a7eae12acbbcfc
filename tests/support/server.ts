import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BUNDLE_ENV, buildServerBundle, removeBundle } from './server-bundle.js';
import { templateFits, templateOf } from './template-database.js';

/**
 * Starts a real Portico server process on a free port and a fresh database, for API and browser
 * tests and benchmarks. The database is chosen by PORTICO_TEST_DB:
 *  - `sqlite` (default): a file in a new temporary folder, removed on stop;
 *  - `postgres`: a new database `portico_test_<random>` on the server of PORTICO_TEST_DATABASE_URL,
 *    dropped on stop.
 * The demonstration profile is on, so admin/admin, wadmin/wadmin and user/user exist. The database is
 * a copy of the run's seeded template when there is one and no setting shapes the first start
 * (`template-database.ts`).
 * The process runs the server compiled into one file (`server-bundle.ts`): the one the vitest global
 * setup compiled for this run, or else (benchmarks) one this process compiles on its first start.
 */

export const ROOT_DIR = path.resolve(import.meta.dirname, '..', '..');

export interface TestServer {
  /** `http://127.0.0.1:<port>`, without a trailing slash. */
  baseUrl: string;
  dialect: 'sqlite' | 'postgres';
  databaseUrl: string;
  /** A Bearer token for the account (cached per login). */
  token(login: string, password: string): Promise<string>;
  /** Stops the process and removes its database (unless it was given one: `StartOptions.database`). */
  stop(): Promise<void>;
  /** Ends the process at once with SIGKILL, as a crash would, and keeps the database. */
  kill(): Promise<void>;
  /** What the process printed so far, for diagnosing failures. */
  output(): string;
}

export interface StartOptions {
  /** Extra environment for the server, such as PORTICO_SCHEMA_DIRS. */
  env?: Record<string, string>;
  /** Overrides PORTICO_TEST_DB. */
  db?: 'sqlite' | 'postgres';
  /** How long to wait for the server to answer its liveness probe. */
  startTimeoutMs?: number;
  /**
   * An existing database (from `createTestDatabase`) instead of a fresh one: for several servers on
   * one database, or a restart after a crash. The caller drops it; `stop()` leaves it.
   */
  database?: TestDatabase;
}

export async function startServer(options: StartOptions = {}): Promise<TestServer> {
  const given = options.database;
  const database = given ?? (await createTestDatabase(options.db, { copyOfTemplate: templateFits(options.env) }));
  const dialect = database.dialect;

  let output = '';
  // The server takes a free port itself (PORT=0) and says which: a port probed free beforehand could be
  // taken, before the server binds it, by any connection's local end (they come from the same range).
  let listening: string | undefined;
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle()], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ...options.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      PORTICO_DEMO: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
    listening ??= /Portico is running at (http:\/\/[^\s]+) /.exec(output)?.[1];
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const stop = async () => {
    await terminate(child, exited);
    if (!given) await database.drop();
  };
  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await exited;
  };

  let baseUrl: string;
  try {
    baseUrl = await waitUntilLive(() => listening, child, options.startTimeoutMs ?? 45_000, () => output);
  } catch (error) {
    await stop();
    throw error;
  }

  const tokens = new Map<string, Promise<string>>();
  const token = (login: string, password: string) => {
    let t = tokens.get(login);
    if (!t) {
      t = authenticate(baseUrl, login, password);
      tokens.set(login, t);
      t.catch(() => tokens.delete(login));
    }
    return t;
  };

  return { baseUrl, dialect, databaseUrl: database.url, token, stop, kill, output: () => output };
}

let ownBundle: string | undefined;

/** The compiled server to run: the run's, or this process's own, compiled once and removed on exit. */
function serverBundle(): string {
  const compiled = process.env[BUNDLE_ENV];
  if (compiled && fs.existsSync(compiled)) return compiled;
  if (!ownBundle) {
    const file = buildServerBundle();
    process.once('exit', () => removeBundle(file));
    ownBundle = file;
  }
  return ownBundle;
}

async function authenticate(baseUrl: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const header = res.headers.get('authorization');
  if (res.status !== 200 || !header?.startsWith('Bearer ')) throw new Error(`Sign-in of ${username} failed: ${res.status}`);
  return header.slice('Bearer '.length);
}

export interface TestDatabase {
  dialect: 'sqlite' | 'postgres';
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database: PORTICO_TEST_DB's kind unless `dialect` is given. With `copyOfTemplate`, a
 * copy of the run's migrated and seeded template instead, where the run made one.
 */
export async function createTestDatabase(
  dialect: TestDatabase['dialect'] = process.env.PORTICO_TEST_DB === 'postgres' ? 'postgres' : 'sqlite',
  { copyOfTemplate = false } = {},
): Promise<TestDatabase> {
  const template = copyOfTemplate ? templateOf(dialect) : undefined;
  return dialect === 'postgres' ? createPostgresDatabase(template) : createSqliteDatabase(template);
}

function createSqliteDatabase(template?: string): TestDatabase {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-test-'));
  if (template) fs.copyFileSync(template, path.join(dir, 'portico.db'));
  return {
    dialect: 'sqlite',
    url: `sqlite:${path.join(dir, 'portico.db')}`,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function createPostgresDatabase(template?: string): Promise<TestDatabase> {
  const adminUrl = process.env.PORTICO_TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('PORTICO_TEST_DB=postgres needs PORTICO_TEST_DATABASE_URL (postgres://user@host:port/db)');
  const name = `portico_test_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dialect: 'postgres',
    url: url.toString(),
    // FORCE (PostgreSQL 13+) ends connections a killed server may have left behind.
    drop: () => onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Runs one statement on the PostgreSQL server of PORTICO_TEST_DATABASE_URL, outside any test database. */
export async function onPostgresServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.PORTICO_TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A TCP port on the loopback address that nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits for the server to say where it listens and to answer its liveness probe there; answers that address. */
async function waitUntilLive(address: () => string | undefined, child: ChildProcess, timeoutMs: number, output: () => string): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${output()}`);
    const baseUrl = address();
    try {
      if (baseUrl && (await fetch(`${baseUrl}/management/health/liveness`, { signal: AbortSignal.timeout(1_000) })).ok) return baseUrl;
    } catch {
      // not answering yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`The server did not become live within ${timeoutMs} ms:\n${output()}`);
}

async function terminate(child: ChildProcess, exited: Promise<number | null>) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}
