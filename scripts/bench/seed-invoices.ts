/**
 * A million invoices fast, for the benchmarks (scripts/bench/docstore.ts, scripts/bench/composer/):
 * rows written straight into the document store's tables by set-based inserts.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import type { Database } from '../../server/database.js';

const ADMIN_URL = process.env.PORTICO_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The invoices family's id and the table holding its fields. */
export const INVOICES_FAMILY = 1;
export const INVOICES_TABLE = `ds_family_${INVOICES_FAMILY}`;
const FAMILY = INVOICES_FAMILY;
const TABLE = INVOICES_TABLE;

/**
 * A new, empty database for a benchmark: SQLite in a temporary file; PostgreSQL a new database on the
 * server of PORTICO_BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). `drop` removes it.
 */
export async function benchDatabase(dialect: 'sqlite' | 'postgres'): Promise<{ url: string; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-bench-'));
    return { url: `sqlite:${path.join(dir, 'bench.db')}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `portico_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const COLUMNS = sql.raw('document_id, state, f_1, f_2, f_3, f_4, f_5, f_6, f_7, f_8, f_1_lc, f_2_lc, f_8_lc');
/** The lower-cased copies the store keeps of text fields (the seed's texts are ASCII, as lower() handles). */
const LOWER_COPIES = sql.raw('lower(f_1), lower(f_2), lower(f_8)');

/**
 * Writes `count` invoices (the demonstration family) straight into ds_document and the family table,
 * in set-based inserts of 100,000, on a database the server has migrated and that holds no documents
 * yet; the field indexes are dropped first and left for the store's next opening to build. Answers the
 * time taken, in milliseconds.
 */
export async function seedInvoices(database: Database, count: number): Promise<number> {
  const started = performance.now();
  const { db, dialect } = database;
  const indexes = await (dialect === 'sqlite'
    ? sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = ${TABLE} and sql is not null`.execute(db)
    : sql<{ name: string }>`select indexname as name from pg_indexes where tablename = ${TABLE} and indexname <> ${`${TABLE}_pkey`}`.execute(db));
  // Building the field indexes once at the end is several times faster than keeping them up to date.
  for (const { name } of indexes.rows) if (name !== `${TABLE}_state_idx`) await sql`drop index ${sql.id(name)}`.execute(db);
  const chunk = 100_000;
  for (let from = 1; from <= count; from += chunk) {
    const to = Math.min(count, from + chunk - 1);
    await db.transaction().execute(async (trx) => {
      if (dialect === 'sqlite') {
        const g = sql`with recursive g(n) as (select ${from} union all select n + 1 from g where n < ${to})`;
        await sql`${g} insert into ds_document (id, family_id, root_id, version, state, created_by, created_at)
          select n, ${FAMILY}, n, 1, 1, 'bench', 1700000000000 + n * 1000 from g`.execute(trx);
        await sql`${g} insert into ${sql.table(TABLE)} (${COLUMNS}) select *, ${LOWER_COPIES} from (
          select n, 1, 'INV-' || substr('0000000' || n, -7) as f_1, 'Supplier ' || ((n * 7919) % 100000) as f_2,
            cast(strftime('%Y%m%d', '2015-01-01', '+' || ((n * 31) % 3650) || ' days') as integer),
            cast(strftime('%Y%m%d', '2015-01-01', '+' || ((n * 31) % 3650 + 30) || ' days') as integer),
            ((n * 104729) % 1000000) / 100.0, n % 5 + 1, n % 2, case when n % 10 = 0 then 'Note ' || n end as f_8
          from g)`.execute(trx);
      } else {
        const g = sql`generate_series(${from}::int, ${to}::int) as n`;
        await sql`insert into ds_document (id, family_id, root_id, version, state, created_by, created_at)
          select n, ${FAMILY}, n, 1, 1, 'bench', 1700000000000 + n::bigint * 1000 from ${g}`.execute(trx);
        await sql`insert into ${sql.table(TABLE)} (${COLUMNS}) select *, ${LOWER_COPIES} from (
          select n, 1, 'INV-' || lpad(n::text, 7, '0') as f_1, 'Supplier ' || ((n::bigint * 7919) % 100000) as f_2,
            to_char(date '2015-01-01' + (n * 31) % 3650, 'YYYYMMDD')::int,
            to_char(date '2015-01-01' + (n * 31) % 3650 + 30, 'YYYYMMDD')::int,
            ((n::bigint * 104729) % 1000000) / 100.0, n % 5 + 1, n % 2, case when n % 10 = 0 then 'Note ' || n end as f_8
          from ${g}) s`.execute(trx);
      }
    });
    process.stdout.write(`\r  seeded ${to.toLocaleString('en')} documents`);
  }
  if (dialect === 'postgres') await sql`select setval(pg_get_serial_sequence('ds_document', 'id'), ${count})`.execute(db);
  await db.updateTable('ds_family_count').set({ current: count }).where('family_id', '=', FAMILY).execute(); // the store's own writes keep it
  process.stdout.write('\n');
  return performance.now() - started;
}

