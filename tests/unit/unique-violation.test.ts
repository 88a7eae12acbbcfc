import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../../server/db/unique-violation.js';

/** The error a statement throws, or undefined when it runs. */
const failureOf = async (run: () => unknown) => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  return undefined;
};

describe('isUniqueViolation', () => {
  it('tells a unique index broken on SQLite from other refusals', async () => {
    const db = new Database(':memory:');
    db.exec('create table t (id integer primary key, login text not null unique)');
    db.prepare("insert into t (id, login) values (1, 'a')").run();
    expect(isUniqueViolation(await failureOf(() => db.prepare("insert into t (id, login) values (2, 'a')").run()))).toBe(true);
    expect(isUniqueViolation(await failureOf(() => db.prepare('insert into t (id, login) values (3, null)').run()))).toBe(false);
    expect(isUniqueViolation(await failureOf(() => db.prepare('select * from nowhere').all()))).toBe(false);
    db.close();
  });

  it.runIf(process.env.PORTICO_TEST_DATABASE_URL)('tells a unique index broken on PostgreSQL from other refusals', async () => {
    const client = new pg.Client({ connectionString: process.env.PORTICO_TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query('create temporary table t (id integer primary key, login text not null unique)');
      await client.query("insert into t values (1, 'a')");
      expect(isUniqueViolation(await failureOf(() => client.query("insert into t values (2, 'a')")))).toBe(true);
      expect(isUniqueViolation(await failureOf(() => client.query('insert into t values (3, null)')))).toBe(false);
    } finally {
      await client.end();
    }
  });

  it('says no to what is not a database error', () => {
    for (const value of [undefined, null, 'UNIQUE constraint failed', new Error('UNIQUE constraint failed'), { code: 23505 }]) expect(isUniqueViolation(value)).toBe(false);
  });
});
