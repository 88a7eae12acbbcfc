import { sql } from 'kysely';
import type { Db } from '../database.js';

/** How long the database takes to answer `select 1`, in milliseconds. */
export async function timedPing(db: Db): Promise<number> {
  const started = performance.now();
  await sql`select 1`.execute(db);
  return performance.now() - started;
}
