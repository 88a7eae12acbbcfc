import { sql } from 'kysely';
import type { Db, DialectName } from './connect.js';

/** The first key of the PostgreSQL advisory locks that entity writes take turns with (the second is the entity's name). */
const ENTITY_WRITES = 7250610;

/**
 * Makes the transaction `trx` wait until no other transaction writing the entity `name` is running,
 * and keeps the others waiting until it ends. For writes that read more than the row they write and
 * decide by it (a page's siblings and ancestors, a tag's twin): two servers doing that at once would
 * each miss what the other writes (two moves closing a loop together, two pages numbered alike, a tag
 * kept twice). PostgreSQL only: SQLite's one connection already runs one transaction at a time.
 */
export async function takeTurn(trx: Db, dialect: DialectName, name: string): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${ENTITY_WRITES}, hashtext(${name}))`.execute(trx);
}
