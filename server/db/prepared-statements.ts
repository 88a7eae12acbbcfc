import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/**
 * PostgreSQL plans every statement it is sent unnamed, and for a page of a list planning costs more
 * than running (about 0.5 ms of 0.8 here). A named statement is planned once per connection and then
 * only bound and run. So the pool Kysely gets names each distinct SQL text (Kysely's parameters are
 * always `$n` placeholders, so the texts are few: one per query shape).
 *
 * Bounds and escapes:
 * - only the first `limit` distinct texts get a name; each connection keeps what it prepared until
 *   it closes, so memory stays bounded whatever shapes the criteria produce;
 * - a statement whose result columns changed under it (another server added a column to a table it
 *   reads with `select *`) fails with "cached plan must not change result type": its text is then sent
 *   unnamed from there on, and the query is run again once when no transaction was open;
 * - `DATABASE_PREPARED_STATEMENTS=false` turns naming off, for a connection pooler that cannot keep
 *   prepared statements (PgBouncer before 1.21 in transaction mode).
 */
export function preparingPool(pool: pg.Pool, limit: number): PostgresPool {
  const names = new Map<string, string | null>(); // null: sent unnamed from now on
  let next = 0;
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && next < limit) names.set(text, (name = `portico_${next++}`));
    return name ?? null;
  };
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let inTransaction = false;
    const run = async <R>(text: string, values: unknown[]): Promise<PostgresQueryResult<R>> => {
      const name = nameOf(text);
      try {
        const result = (await client.query(name ? { name, text, values } : { text, values })) as unknown as PostgresQueryResult<R>;
        inTransaction = transactionAfter(text, inTransaction);
        return result;
      } catch (error) {
        if (!name || !stalePlan(error)) throw error;
        names.set(text, null);
        if (inTransaction) throw error;
        return (await client.query({ text, values })) as unknown as PostgresQueryResult<R>;
      }
    };
    function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
    function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
    function query<R>(sqlOrCursor: string | PostgresCursor<R>, parameters?: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never) as PostgresCursor<R>;
      return run<R>(sqlOrCursor, [...(parameters ?? [])]);
    }
    return {
      query,
      release: () => {
        inTransaction = false;
        client.release();
      },
    };
  };
  return {
    end: () => pool.end(),
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
  };
}

/** Whether a transaction is open after `text` ran (Kysely sends begin, commit and rollback as text). */
function transactionAfter(text: string, before: boolean): boolean {
  const keyword = /^\s*(\w+)/.exec(text)?.[1].toLowerCase();
  if (keyword === 'begin' || keyword === 'start') return true;
  if (keyword === 'commit' || keyword === 'rollback' || keyword === 'end') return false;
  return before;
}

/** PostgreSQL's answer when a prepared statement's result columns changed since it was planned. */
function stalePlan(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '0A000' && /cached plan must not change result type/.test(message ?? '');
}
