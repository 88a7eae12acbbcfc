import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { client } from './client.js';
import { withDatabase } from '../support/sql.js';
import type { Db } from '../../server/database.js';
import { familyTable, familyTables } from '../../server/docstore/tables.js';
import { createTestDatabase, startServer, type TestDatabase, type TestServer } from '../support/server.js';

/**
 * Faults: the server killed with SIGKILL while documents with files are being created, then started
 * again on the same database and file folder: every creation that was answered 2xx is there, whole,
 * its file's SHA-256 as sent, and nothing half-made is left (no document without its values or its
 * file, no file row or stored file that no document holds). On PostgreSQL, the server's connections
 * terminated under load: it answers again within 5 s.
 */
const dialect = process.env.PORTICO_TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
const GW = 'api/adiuto-gateway';
/** The contracts family (schemas/families). */
const CONTRACTS = 2;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function createContract(server: TestServer, token: string, file: Buffer, number: string) {
  return fetch(`${server.baseUrl}/${GW}/entities`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      fam: 'contracts',
      fieldParameters: [
        { fieldsId: 1, values: number },
        { fieldsId: 2, values: 'Written during a crash' },
      ],
      fileInfo: 'data:application/octet-stream;base64,',
      file: file.toString('base64'),
      fileName: `${number}.bin`,
    }),
  });
}

/** Files under the storage folder, relative to it. */
const storedFiles = (dir: string): string[] => (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(dir, f)).isFile()) : []);

const storages = dialect === 'postgres' ? (['database'] as const) : (['database', 'filesystem'] as const);

describe.each(storages)('kill -9 during concurrent document creations (%s storage)', (storage) => {
  it('keeps every acknowledged document whole, and no partial one', async () => {
    const database: TestDatabase = await createTestDatabase(dialect);
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-files-'));
    cleanups.push(async () => {
      await database.drop();
      fs.rmSync(filesDir, { recursive: true, force: true });
    });
    const env = { DOCUMENT_FILE_STORAGE: storage, DOCUMENT_FILES_DIR: filesDir, DOCUMENT_ORPHAN_GRACE_SECONDS: '0' };
    let server = await startServer({ database, env });
    const token = await server.token('admin', 'admin');
    const startedAt = Date.now();

    const { acknowledged, sent } = await createUntilKilled(server, token);
    expect(sent).toBeGreaterThan(acknowledged.size);

    server = await startServer({ database, env });
    cleanups.push(() => server.stop());
    const admin = client(server.baseUrl, await server.token('admin', 'admin'));
    for (const [id, hash] of acknowledged) {
      const res = await fetch(`${server.baseUrl}/${GW}/entities/${id}/getFile`, { headers: { authorization: `Bearer ${await server.token('admin', 'admin')}` } });
      expect(res.status, `document ${id}`).toBe(200);
      expect(sha256(Buffer.from(await res.arrayBuffer())), `document ${id}`).toBe(hash);
    }
    expect((await admin.post(`${GW}/execute-query`, { fam: 'contracts', max: 1, f: [-1000], o: ['='], v1: [String([...acknowledged.keys()][0])] })).body.list).toHaveLength(1);

    await withDatabase(server, (db) => expectNothingHalfMade(db, { storage, filesDir, startedAt, acknowledged: acknowledged.size }));
  }, 90_000);
});

/**
 * Eight writers create contracts with files of 150 to 300 kB until 25 creations are acknowledged;
 * then the server is killed with SIGKILL while requests are in flight. Answers the acknowledged
 * documents with their files' SHA-256, and how many creations were sent.
 */
async function createUntilKilled(server: TestServer, token: string): Promise<{ acknowledged: Map<number, string>; sent: number }> {
  const acknowledged = new Map<number, string>();
  let killed = false;
  let sent = 0;
  const writer = async (n: number) => {
    while (!killed) {
      const file = randomBytes(150_000 + Math.floor(Math.random() * 150_000));
      sent++;
      try {
        const res = await createContract(server, token, file, `CRASH-${n}-${sent}`);
        const body = await res.text();
        if (res.status === 201) acknowledged.set(Number(body), sha256(file));
        else if (!killed) throw new Error(`Creation answered ${res.status}: ${body}`);
      } catch (error) {
        if (!killed) throw error;
      }
    }
  };
  const writers = Array.from({ length: 8 }, (_, n) => writer(n));
  while (acknowledged.size < 25) await new Promise((r) => setTimeout(r, 20));
  // Set first: the requests in flight fail as the process dies, and that is expected.
  killed = true;
  await server.kill();
  await Promise.all(writers);
  return { acknowledged, sent };
}

/**
 * What a crash may not leave, read in the database after the restart: documents without their file
 * or values, files no document or attachment holds, stored files that differ from their rows, and
 * (with the filesystem storage) contents no row holds, once the restarted server has swept them.
 */
async function expectNothingHalfMade(db: Db, { storage, filesDir, startedAt, acknowledged }: { storage: string; filesDir: string; startedAt: number; acknowledged: number }): Promise<void> {
  const created = await db.selectFrom('ds_document').select(['id', 'file_id', 'root_id']).where('family_id', '=', CONTRACTS).where('created_at', '>=', startedAt).execute();
  // Committed but not answered (the answer was lost with the process) is whole too.
  expect(created.length).toBeGreaterThanOrEqual(acknowledged);
  for (const doc of created) {
    expect(doc.file_id, `document ${doc.id} without its file`).not.toBeNull();
    expect(Number(doc.root_id)).toBe(Number(doc.id));
  }
  const withoutValues = await familyTables(db)
    .selectFrom('ds_document as d')
    .leftJoin(`${familyTable(CONTRACTS)} as f`, 'f.document_id', 'd.id')
    .select('d.id')
    .where('d.family_id', '=', CONTRACTS)
    .where('f.document_id', 'is', null)
    .execute();
  expect(withoutValues).toEqual([]);
  const unheld = await db
    .selectFrom('ds_file as f')
    .select('f.id')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('ds_document as d').select('d.id').whereRef('d.file_id', '=', 'f.id'))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('ds_attachment as a').select('a.id').whereRef('a.file_id', '=', 'f.id'))))
    .execute();
  expect(unheld).toEqual([]);
  const files = await db.selectFrom('ds_file').select(['location', 'size', 'sha256']).where('created_at', '>=', startedAt).execute();
  for (const f of files) {
    if (storage === 'database') expect(f.location).toBeNull();
    else {
      const bytes = fs.readFileSync(path.join(filesDir, String(f.location)));
      expect([bytes.length, sha256(bytes)]).toEqual([Number(f.size), f.sha256]);
    }
  }
  if (storage === 'filesystem') {
    // The restarted server sweeps what the killed one left: temporary files and contents no row holds.
    const held = new Set((await db.selectFrom('ds_file').select('location').where('location', 'is not', null).execute()).map((f) => String(f.location)));
    const deadline = Date.now() + 5_000;
    let left = storedFiles(filesDir).filter((f) => !held.has(f));
    while (left.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      left = storedFiles(filesDir).filter((f) => !held.has(f));
    }
    expect(left).toEqual([]);
  }
}

describe.runIf(dialect === 'postgres')('PostgreSQL connections terminated under load', () => {
  it('answers again within 5 s, with clean 503s meanwhile, and keeps answering', async () => {
    const database = await createTestDatabase('postgres');
    cleanups.push(() => database.drop());
    const server = await startServer({ database });
    cleanups.push(() => server.stop());
    const admin = client(server.baseUrl, await server.token('admin', 'admin'));
    const read = () => admin.post(`${GW}/execute-query`, { fam: 'invoices', max: 20 });
    expect((await read()).status).toBe(200);

    let running = true;
    const statuses: number[] = [];
    const load = Array.from({ length: 6 }, async () => {
      while (running) {
        const res = await read();
        statuses.push(res.status);
        if (res.status !== 200) expect([res.status, res.body.status]).toEqual([503, 503]);
      }
    });
    await new Promise((r) => setTimeout(r, 300));
    const name = new URL(database.url).pathname.slice(1);
    const killer = new pg.Client({ connectionString: process.env.PORTICO_TEST_DATABASE_URL });
    await killer.connect();
    const ended = (await killer.query('select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name])).rows.length;
    await killer.end();
    expect(ended).toBeGreaterThan(0);
    const terminatedAt = Date.now();
    let answeredAt: number | undefined;
    while (Date.now() - terminatedAt < 5_000 && !answeredAt) {
      const res = await read();
      if (res.status === 200) answeredAt = Date.now();
      else await new Promise((r) => setTimeout(r, 50));
    }
    running = false;
    await Promise.all(load);
    expect(answeredAt, 'answering again within 5 s').toBeDefined();
    expect(answeredAt! - terminatedAt).toBeLessThan(5_000);
    for (let i = 0; i < 20; i++) expect((await read()).status).toBe(200);
    expect(statuses.length).toBeGreaterThan(10);
  }, 60_000);
});
