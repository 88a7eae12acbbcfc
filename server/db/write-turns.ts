import { sql, type Kysely } from 'kysely';
import type { DialectName } from './connect.js';

/** The first key of the PostgreSQL advisory locks that writes take turns with (the second is what they write: an entity's name, `sign_otp:<person>`). */
const WRITE_TURNS = 7250610;

/**
 * Makes the transaction `trx` wait until no other transaction writing `name` (an entity, or one
 * person's one-time passwords) is running, and keeps the others waiting until it ends. For writes that
 * read more than the row they write and decide by it (a page's siblings and ancestors, a tag's twin,
 * the codes a person was sent within the limit's window): two servers doing that at once would each
 * miss what the other writes (two moves closing a loop together, two pages numbered alike, a tag kept
 * twice, a code mailed past the limit). PostgreSQL only: SQLite's one connection already runs one transaction at a time.
 */
export async function takeTurn<T>(trx: Kysely<T>, dialect: DialectName, name: string): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${WRITE_TURNS}, hashtext(${name}))`.execute(trx);
}
