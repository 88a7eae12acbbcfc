import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Database } from '../../server/database.js';
import { migrate } from '../../server/migrations/migrate.js';
import { EmbeddedDocumentStore } from '../../server/docstore/embedded.js';
import { DatabaseFileStorage } from '../../server/docstore/file-storage.js';
import { loadDocumentModel } from '../../server/docstore/model-files.js';
import { parseQuery } from '../../server/docstore/query.js';

const model = loadDocumentModel([path.resolve(import.meta.dirname, '..', '..', 'schemas', 'families')]);
const invoices = model.families.find((f) => f.key === 'invoices')!;

/** SQLite in memory, and PostgreSQL too when PORTICO_TEST_DATABASE_URL names a server (a new database, dropped after). */
const ADMIN_URL = process.env.PORTICO_TEST_DATABASE_URL;
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  await client.query(statement).finally(() => client.end());
};
const dialects = ADMIN_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const);

/**
 * Buckets of 16 ids (tables.ts, BUCKET_BITS) walked from the first page, so that the invoices here fill
 * about ten and pages in id order are read both by the bucket walk (many matches) and through the
 * filter's index (few).
 */
const options = { bits: 4, walkDepth: 0 };

/**
 * A new database of the dialect (PostgreSQL: a database of its own, named `name`), migrated, and the
 * store on it with 23 invoices, their ids pushed on `ids`: amounts repeat (ties) and every fifth has
 * none (nulls).
 */
async function openInvoiceStore(dialect: 'sqlite' | 'postgres', name: string, ids: number[]): Promise<{ database: Database; store: EmbeddedDocumentStore }> {
  let database: Database;
  if (dialect === 'postgres') {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(ADMIN_URL!);
    url.pathname = `/${name}`;
    database = await connect(url.toString());
  } else {
    database = await connect('sqlite::memory:');
  }
  await migrate(database, []);
  const store = await EmbeddedDocumentStore.open(database, model, new DatabaseFileStorage(), options);
  for (let i = 1; i <= 23; i++)
    ids.push(await store.create({ familyId: 1, values: { 1: `${i % 2 ? 'Abc' : 'abd'}-${i}`, 2: i % 3 ? 'Émile' : 'emile', 5: i % 5 ? i % 4 : null } }, 'test'));
  return { database, store };
}

/** The ids of an invoice query's matches, read in batches (queryPages). */
async function batchesOf(store: EmbeddedDocumentStore, body: object, batchSize: number, maxRows = 1000): Promise<number[][]> {
  const { query } = parseQuery({ fam: 'invoices', ...body }, invoices, model.lists, {});
  const batches: number[][] = [];
  for await (const batch of store.queryPages(query, { batchSize, maxRows })) batches.push(batch.map((d) => d.id));
  return batches;
}

/** The ids of an invoice query's matches, up to 1000 in one page. */
async function allOf(store: EmbeddedDocumentStore, body: object): Promise<number[]> {
  const { query } = parseQuery({ fam: 'invoices', ...body }, invoices, model.lists, { size: 1000 });
  return (await store.query(query)).documents.map((d) => d.id);
}

/** The ids of page `n` (5 a page) of an invoice query. */
async function pageOf(store: EmbeddedDocumentStore, body: object, n: number): Promise<number[]> {
  const { query } = parseQuery({ fam: 'invoices', ...body }, invoices, model.lists, { page: n, size: 5 });
  return (await store.query(query)).documents.map((d) => d.id);
}

/** Range and prefix filters on the dates and suppliers of added invoices, and which of them each matches. */
const RANGE_CASES: [object, (a: { day: number; supplier: string }) => boolean][] = [
  [{ f: [3], o: ['between'], v1: [20250101], v2: [20250128] }, () => true],
  [{ f: [3], o: ['between'], v1: [20250103], v2: [20250104] }, (a) => a.day >= 20250103 && a.day <= 20250104],
  [{ f: [3], o: ['>='], v1: [20250110] }, (a) => a.day >= 20250110],
  [{ f: [2], o: ['like'], v1: ['north%'] }, (a) => a.supplier.startsWith('North')],
  [{ f: [2], o: ['like'], v1: ['south 5%'] }, () => false],
  [{ f: [2], o: ['like'], v1: ['south 0%'] }, (a) => a.supplier === 'South 0'],
  [{ f: [2], o: ['like'], v1: ['%th 2'] }, (a) => a.supplier.endsWith('th 2')],
  [{ f: [2, 3], o: ['like', '<='], v1: ['n%', 20250105] }, (a) => a.supplier.startsWith('North') && a.day <= 20250105],
];

describe.each(dialects)('embedded store: batched reads and prefix ranges (%s)', (dialect) => {
  let database: Database;
  let store: EmbeddedDocumentStore;
  const ids: number[] = [];
  const name = `portico_test_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    ({ database, store } = await openInvoiceStore(dialect, name, ids));
  });
  afterAll(async () => {
    await database.close();
    if (dialect === 'postgres') await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });


  it('reads every row once, in the order of query, whatever the batch size', async () => {
    for (const body of [{}, { order: 5, asc: true }, { order: 5, asc: false }, { order: 1, asc: true }, { f: [1], o: ['like'], v1: ['abc%'], order: 5 }]) {
      const expected = await allOf(store, body);
      for (const size of [1, 2, 5, 7, 100]) {
        const batches = await batchesOf(store, body, size);
        expect(batches.flat(), `${JSON.stringify(body)} in batches of ${size}`).toEqual(expected);
        expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(size);
      }
    }
    expect(await allOf(store, {})).toHaveLength(23);
  });

  it('stops at maxRows', async () => {
    expect((await batchesOf(store, { order: 5, asc: true }, 4, 10)).flat()).toEqual((await allOf(store, { order: 5, asc: true })).slice(0, 10));
  });

  it('matches a prefix like through the range without losing case-insensitivity', async () => {
    expect(await allOf(store, { f: [1], o: ['like'], v1: ['ABC%'] })).toHaveLength(12);
    const nth = (...ns: number[]) => ns.map((n) => ids[n - 1]).reverse();
    expect(await allOf(store, { f: [1], o: ['like'], v1: ['abc-1%'] })).toEqual(nth(1, 11, 13, 15, 17, 19));
    expect(await allOf(store, { f: [1], o: ['like'], v1: ['ab_-2%'] })).toEqual(nth(2, 20, 21, 22, 23));
    // Letters of every script fold (the lower-cased copy is made in JavaScript), accents stay.
    expect(await allOf(store, { f: [2], o: ['like'], v1: ['Émile%'] })).toHaveLength(16);
    expect(await allOf(store, { f: [2], o: ['like'], v1: ['émile%'] })).toHaveLength(16);
    expect(await allOf(store, { f: [2], o: ['like'], v1: ['ÉMI'] })).toHaveLength(16);
    expect(await allOf(store, { f: [2], o: ['like'], v1: ['E%'] })).toHaveLength(7);
  });

  it('fills the lower-cased copies of texts written before they were kept', async () => {
    // SQLite drops no column an index holds; PostgreSQL drops the index with the column.
    if (dialect === 'sqlite') for (const index of ['ds_family_1_f_2_lc_idx', 'ds_family_1_f_2_lc_by_bucket4_idx']) await sql`drop index ${sql.id(index)}`.execute(database.db);
    await sql`alter table ds_family_1 drop column f_2_lc`.execute(database.db);
    store = await EmbeddedDocumentStore.open(database, model, new DatabaseFileStorage(), options);
    expect(await allOf(store, { f: [2], o: ['like'], v1: ['émile%'] })).toHaveLength(16);
    expect(await allOf(store, { f: [2], o: ['like'], v1: ['EMILE'] })).toHaveLength(7);
  });

  it('reads the same pages whichever way a page is read', async () => {
    // More invoices, so that pages of range filters are read every way: in id order by the bucket walk
    // when many match; sorted on a field (SQLite) by walking the documents in order when many match;
    // through the filter's index and a sort when few do.
    const added: { id: number; day: number; supplier: string }[] = [];
    for (let i = 0; i < 120; i++) {
      const day = 20250101 + ((i * 7) % 28);
      const supplier = `${i % 4 ? 'North' : 'South'} ${i % 10}`;
      added.push({ id: await store.create({ familyId: 1, values: { 1: `R-${i}`, 2: supplier, 3: day, 5: (i * 13) % 50 } }, 'test'), day, supplier });
    }
    const byId = new Map(added.map((a) => [a.id, a]));
    for (const order of [{}, { order: 5, asc: true }, { order: 5, asc: false }]) {
      // The order as the database gives it without filters; the filters applied here.
      const ordered = (await allOf(store, order)).filter((id) => byId.has(id));
      for (const [body, holds] of RANGE_CASES) {
        const expected = ordered.filter((id) => holds(byId.get(id)!));
        const pages = Math.ceil(expected.length / 5) + 1;
        for (let n = 0; n < pages; n++)
          expect(await pageOf(store, { ...body, ...order }, n), `${JSON.stringify({ ...body, ...order })}, page ${n}`).toEqual(expected.slice(n * 5, n * 5 + 5));
      }
    }
  });

  it('keeps the total of an unfiltered list through creates, updates and deletes', async () => {
    const total = async (max?: number) => {
      const { query } = parseQuery({ fam: 'invoices', ...(max ? { max } : {}) }, invoices, model.lists, { size: 5 });
      return (await store.query(query)).total;
    };
    const before = await total(100_000);
    const id = await store.create({ familyId: 1, values: { 1: 'Counted' } }, 'test');
    expect(await total(100_000)).toBe(before + 1);
    const update = await store.update(id, { values: { 1: 'Counted again' } }, 'test');
    expect(update.status).toBe('updated');
    expect(await total(100_000)).toBe(before + 1);
    expect(await store.delete(id, 'test')).toBe(true);
    expect(await store.delete(id, 'test')).toBe(false);
    expect(await total(100_000)).toBe(before);
    expect(await total(10)).toBe(10);
    // The same as counting, which a filter that every invoice passes does.
    const { query } = parseQuery({ fam: 'invoices', max: 100_000, f: [3], o: ['<>'], v1: [19000101] }, invoices, model.lists, {});
    expect((await store.query(query)).total).toBe(before);
  });
});
