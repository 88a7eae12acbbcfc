import type { Db } from '../../database.js';
import { validationProblem } from '../../errors/app-error.js';
import type { UserStore } from '../../users/store.js';

/** Refuses authorities the portal does not know. */
export async function checkAuthorities(users: UserStore, trx: Db, wanted: string[]): Promise<void> {
  const known = await users.knownAuthorities(trx);
  const unknown = wanted.filter((a) => !known.has(a));
  if (unknown.length)
    throw validationProblem('user', [{ objectName: 'user', field: 'authorities', message: 'NotFound' }], `Unknown authorities: ${unknown.join(', ')}`);
}
