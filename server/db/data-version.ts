import { CompiledQuery, sql, type Kysely } from 'kysely';

/**
 * PostgreSQL's data version: a number that every committed write of a watched table moves, so that
 * each server may keep what it read (ReadCache, the list orders and row texts) for as long as no
 * server wrote. SQLite has one server per file and counts its writes itself (connect.ts).
 *
 * A deferred trigger on each watched table moves the version once per transaction, when it commits:
 * the data and the version become visible together, and the version's row is the last lock a
 * transaction takes, so waiting for it cannot close a cycle of locks. Writes run at PostgreSQL's
 * default isolation, READ COMMITTED: under REPEATABLE READ one of two commits moving the version at
 * once would fail.
 *
 * The watched tables are those the caches read: the entity tables and their join tables, the
 * accounts and their authorities, the tokens ended by a sign-out, and the settings (the licence). A
 * cache that reads another table adds it to WATCHED_CORE_TABLES. The document store's tables are not
 * watched: nothing caches them, and their writes are many.
 */
export const WATCHED_CORE_TABLES = ['app_user', 'authority', 'app_user_authority', 'app_setting', 'revoked_token'];

const TRIGGER = 'portico_data_changed';

/** Makes the version and its trigger function, and puts the trigger on every watched table that lacks it. */
export async function watchWrites<T>(db: Kysely<T>, tables: string[]): Promise<void> {
  await sql`create table if not exists data_version (id integer primary key check (id = 1), version bigint not null)`.execute(db);
  await sql`insert into data_version (id, version) values (1, 0) on conflict (id) do nothing`.execute(db);
  // The setting, local to the transaction, lets the first changed row move the version and the others pass.
  await sql`
    create or replace function portico_data_changed() returns trigger language plpgsql as $$
    begin
      if current_setting('portico.data_changed', true) is distinct from 'yes' then
        perform set_config('portico.data_changed', 'yes', true);
        update data_version set version = version + 1 where id = 1;
      end if;
      return null;
    end $$`.execute(db);
  const watched = await sql<{ table: string }>`select c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname = ${TRIGGER}`.execute(db);
  const has = new Set(watched.rows.map((row) => row.table));
  for (const table of tables.filter((t) => !has.has(t)))
    await sql`create constraint trigger ${sql.id(TRIGGER)} after insert or update or delete on ${sql.table(table)} deferrable initially deferred for each row execute function portico_data_changed()`.execute(db);
}

const READ_VERSION = CompiledQuery.raw('select version from data_version where id = 1', []) as CompiledQuery<{ version: number }>;

/** Reads the data version (one small statement, compiled once). */
export const readDataVersion = async <T>(db: Kysely<T>): Promise<string> => String((await db.executeQuery(READ_VERSION)).rows[0].version);

/**
 * The data version as a function that every request may call: the questions of one turn of the
 * event loop share one read of it, sent once the turn ends. A read is sent after every question it
 * answers, so a write committed before a question is always seen, and under load one small
 * statement serves the requests that arrived together.
 */
export function sharedDataVersion(read: () => Promise<string>): () => Promise<string> {
  let next: Promise<string> | undefined;
  return () =>
    (next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      next = undefined;
      return read();
    }));
}
