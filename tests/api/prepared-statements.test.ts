import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { connect, type Database } from '../../server/db/connect.js';
import { createTestDatabase, type TestDatabase } from '../support/server.js';

/**
 * On PostgreSQL each connection keeps the statements Kysely sends as named prepared statements
 * (server/db/prepared-statements.ts): planned once, then only bound and run. A statement whose result
 * columns change under it (another server adds a column) must not break the server.
 */
describe.skipIf(process.env.PORTICO_TEST_DB !== 'postgres')('prepared statements on PostgreSQL', () => {
  let database: TestDatabase;
  /** The table the tests make; its columns grow under the prepared statements. */
  type NoteTables = { note: { id: number; body: string; title?: string; tags?: string } };
  let connected: Database<NoteTables>;
  const pool = process.env.DATABASE_POOL_SIZE;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    process.env.DATABASE_POOL_SIZE = '1'; // one connection, so every statement below meets the same one
    connected = await connect<NoteTables>(database.url);
    await sql`create table note (id integer primary key, body text)`.execute(connected.db);
    await sql`insert into note values (1, 'first')`.execute(connected.db);
  });
  afterAll(async () => {
    if (pool === undefined) delete process.env.DATABASE_POOL_SIZE;
    else process.env.DATABASE_POOL_SIZE = pool;
    await connected?.close();
    await database?.drop();
  });

  /** Runs DDL on a connection of its own, as another server would. */
  const fromAnotherServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };

  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(connected.db)).rows.map((r) => r.statement);

  test('a query shape is prepared once and run again with other values', async () => {
    const byId = (id: number) => connected.db.selectFrom('note').select('body').where('id', '=', id).execute();
    expect(await byId(1)).toEqual([{ body: 'first' }]);
    expect(await byId(2)).toEqual([]);
    const statements = await prepared();
    expect(statements.filter((s) => s.includes('from "note" where "id" = $1'))).toHaveLength(1);
  });

  test('a statement whose columns changed under it is run again unprepared, outside a transaction', async () => {
    const all = () => connected.db.selectFrom('note').selectAll().orderBy('id').execute();
    expect(await all()).toEqual([{ id: 1, body: 'first' }]);
    await fromAnotherServer(`alter table note add column title text default 'untitled'`);
    expect(await all()).toEqual([{ id: 1, body: 'first', title: 'untitled' }]);
    expect(await all()).toEqual([{ id: 1, body: 'first', title: 'untitled' }]);
  });

  test('inside a transaction the failure ends the transaction, and the next one succeeds', async () => {
    const all = (db = connected.db) => db.selectFrom('note').selectAll().where('id', '>', 0).execute();
    expect(await all()).toHaveLength(1);
    await fromAnotherServer(`alter table note add column tags text`);
    await expect(connected.db.transaction().execute(async (trx) => all(trx))).rejects.toThrow(/cached plan must not change result type/);
    expect(await connected.db.transaction().execute(async (trx) => all(trx))).toHaveLength(1);
  });

  test('DATABASE_PREPARED_STATEMENTS=false sends every statement unnamed', async () => {
    process.env.DATABASE_PREPARED_STATEMENTS = 'false';
    const unnamed = await connect<NoteTables>(database.url).finally(() => delete process.env.DATABASE_PREPARED_STATEMENTS);
    try {
      expect(await unnamed.db.selectFrom('note').select('body').where('id', '<', 5).execute()).toEqual([{ body: 'first' }]);
      const { rows } = await sql<{ count: number }>`select count(*)::int as count from pg_prepared_statements`.execute(unnamed.db);
      expect(rows[0].count).toBe(0);
    } finally {
      await unnamed.close();
    }
  });
});
