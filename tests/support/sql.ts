import { connect, type Db } from '../../server/database.js';
import type { TestServer } from './server.js';

/** Runs `fn` on a connection of its own to the test server's database (to age a password or a key). */
export async function withDatabase<T>(server: TestServer, fn: (db: Db) => Promise<T>): Promise<T> {
  const database = await connect(server.databaseUrl);
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}
