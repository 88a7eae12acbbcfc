import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { connect, type Database } from '../../server/database.js';

/**
 * A fingerprint of every table's content, to show that a refused write changed nothing.
 * PostgreSQL computes it in one statement: per table, the MD5 of its rows' sorted MD5s (row order is
 * not content), and only when the write-ahead log moved since the last fingerprint. On SQLite the rows are read and hashed here, binary columns by their length (files
 * are written once and never changed in place), and only when `PRAGMA data_version` says another
 * connection (the server) committed since the last fingerprint. Tables in `ignore` are left out.
 */
export interface TableHasher {
  /** Table name → hash of its rows. */
  hash(): Promise<Map<string, string>>;
  close(): Promise<void>;
}

export async function tableHasher(databaseUrl: string, ignore: Set<string>): Promise<TableHasher> {
  const database: Database = await connect(databaseUrl);
  const hash = database.dialect === 'postgres' ? postgresFingerprint(database, ignore) : sqliteFingerprint(database, ignore);
  return { hash, close: () => database.close() };
}

/** The tables whose hash differs between two fingerprints (added, removed or changed). */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name)).sort();
}

function postgresFingerprint({ db }: Database, ignore: Set<string>) {
  let last: { lsn: string; hashes: Map<string, string> } | undefined;
  return async () => {
    // Every commit writes to the log: while its position stands still, nothing can have changed.
    const { lsn } = (await sql<{ lsn: string }>`select pg_current_wal_insert_lsn()::text as lsn`.execute(db)).rows[0];
    if (last?.lsn === lsn) return last.hashes;
    const { rows: tables } = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`.execute(db);
    const perTable = tables
      .filter((t) => !ignore.has(t.name))
      .map((t) => sql`select ${t.name} as name, md5(coalesce(string_agg(md5(x::text), '' order by md5(x::text)), '')) as hash from ${sql.table(t.name)} x`);
    const { rows } = await sql<{ name: string; hash: string }>`${sql.join(perTable, sql` union all `)}`.execute(db);
    last = { lsn, hashes: new Map(rows.map((r) => [r.name, r.hash])) };
    return last.hashes;
  };
}

function sqliteFingerprint({ db }: Database, ignore: Set<string>) {
  let last: { version: number; hashes: Map<string, string> } | undefined;
  return async () => {
    const version = Number((await sql<{ data_version: number }>`pragma data_version`.execute(db)).rows[0].data_version);
    if (last?.version === version) return last.hashes;
    const { rows: tables } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(db);
    const hashes = new Map<string, string>();
    for (const { name } of tables.filter((t) => !ignore.has(t.name))) {
      const columns = (await sql<{ name: string; type: string }>`select name, type from pragma_table_info(${name})`.execute(db)).rows;
      const selected = columns.map((c) => (/blob/i.test(c.type) ? sql`length(${sql.ref(c.name)})` : sql.ref(c.name)));
      const { rows } = await sql<Record<string, unknown>>`select ${sql.join(selected)} from ${sql.table(name)}`.execute(db);
      const rowHashes = rows.map((row) => createHash('sha1').update(JSON.stringify(Object.values(row))).digest('hex'));
      hashes.set(name, createHash('sha1').update(rowHashes.sort().join()).digest('hex'));
    }
    last = { version, hashes };
    return hashes;
  };
}
