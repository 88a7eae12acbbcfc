import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../../server/db/connect.js';
import { migrate } from '../../server/db/migrate.js';
import { EmbeddedDocumentStore } from '../../server/docstore/embedded.js';
import { DatabaseFileStorage } from '../../server/docstore/file-storage.js';
import { loadDocumentModel } from '../../server/docstore/model-files.js';
import { parseQuery } from '../../server/docstore/query.js';

const model = loadDocumentModel(path.resolve(import.meta.dirname, '..', '..', 'schemas', 'families'));
const invoices = model.families.find((f) => f.key === 'invoices')!;

/** SQLite in memory, and PostgreSQL too when PORTICO_TEST_DATABASE_URL names a server (a new database, dropped after). */
const ADMIN_URL = process.env.PORTICO_TEST_DATABASE_URL;
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
};
const dialects = ADMIN_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

describe.each(dialects)('embedded store: batched reads and prefix ranges (%s)', (dialect) => {
  let database: Database;
  let store: EmbeddedDocumentStore;
  const ids: number[] = [];
  const name = `portico_test_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    if (dialect === 'postgres') {
      await admin(`CREATE DATABASE ${name}`);
      const url = new URL(ADMIN_URL!);
      url.pathname = `/${name}`;
      database = await connect(url.toString());
    } else {
      database = await connect('sqlite::memory:');
    }
    await migrate(database, []);
    store = await EmbeddedDocumentStore.open(database, model, new DatabaseFileStorage());
    // 23 invoices; amounts repeat (ties) and every fifth has none (nulls).
    for (let i = 1; i <= 23; i++)
      ids.push(await store.create({ familyId: 1, values: { 1: `${i % 2 ? 'Abc' : 'abd'}-${i}`, 2: i % 3 ? 'Émile' : 'emile', 5: i % 5 ? i % 4 : null } }, 'test'));
  });
  afterAll(async () => {
    await database.close();
    if (dialect === 'postgres') await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const pages = async (body: object, batchSize: number, maxRows = 1000) => {
    const { query } = parseQuery({ fam: 'invoices', ...body }, invoices, model.lists, {});
    const batches: number[][] = [];
    for await (const batch of store.queryPages(query, { batchSize, maxRows })) batches.push(batch.map((d) => d.id));
    return batches;
  };
  const all = async (body: object) => {
    const { query } = parseQuery({ fam: 'invoices', ...body }, invoices, model.lists, { size: 1000 });
    return (await store.query(query)).documents.map((d) => d.id);
  };

  it('reads every row once, in the order of query, whatever the batch size', async () => {
    for (const body of [{}, { order: 5, asc: true }, { order: 5, asc: false }, { order: 1, asc: true }, { f: [1], o: ['like'], v1: ['abc%'], order: 5 }]) {
      const expected = await all(body);
      for (const size of [1, 2, 5, 7, 100]) {
        const batches = await pages(body, size);
        expect(batches.flat(), `${JSON.stringify(body)} in batches of ${size}`).toEqual(expected);
        expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(size);
      }
    }
    expect(await all({})).toHaveLength(23);
  });

  it('stops at maxRows', async () => {
    expect((await pages({ order: 5, asc: true }, 4, 10)).flat()).toEqual((await all({ order: 5, asc: true })).slice(0, 10));
  });

  it('matches a prefix like through the range without losing case-insensitivity', async () => {
    expect(await all({ f: [1], o: ['like'], v1: ['ABC%'] })).toHaveLength(12);
    const nth = (...ns: number[]) => ns.map((n) => ids[n - 1]).reverse();
    expect(await all({ f: [1], o: ['like'], v1: ['abc-1%'] })).toEqual(nth(1, 11, 13, 15, 17, 19));
    expect(await all({ f: [1], o: ['like'], v1: ['ab_-2%'] })).toEqual(nth(2, 20, 21, 22, 23));
    // SQLite's like folds ASCII letters only, and so does the range: É is not é there; PostgreSQL folds both.
    expect(await all({ f: [2], o: ['like'], v1: ['Émile%'] })).toHaveLength(16);
    expect(await all({ f: [2], o: ['like'], v1: ['émile%'] })).toHaveLength(dialect === 'postgres' ? 16 : 0);
    expect(await all({ f: [2], o: ['like'], v1: ['E%'] })).toHaveLength(7);
  });
});
