import type { Db } from '../../database.js';
import { AppError } from '../../errors/app-error.js';
import type { UserStore } from '../../users/store.js';
import type { User } from '../../users/types.js';
import { ENTITY } from './context.js';

/** A change that would leave no activated ROLE_ADMIN account. */
export const lastAdministrator = (detail: string) =>
  new AppError('bad-request', detail, { title: 'Last administrator', message: 'error.lastadmin', errorKey: 'error.lastadmin', params: ENTITY, extra: { errorKey: 'lastadmin' } });

/**
 * Refuses the change when `user` is the last activated administrator and would stop being one: the
 * portal must never be left without one. Call it inside the transaction that makes the change.
 */
export async function keepAnAdministrator(users: UserStore, trx: Db, user: User, staysAdministrator: boolean, what: string): Promise<void> {
  if (staysAdministrator) return;
  const administrators = await users.activatedAdministrators(trx);
  if (administrators.includes(user.id) && administrators.length === 1)
    throw lastAdministrator(`${what} would leave no activated administrator: ${user.login} is the last account with ROLE_ADMIN`);
}
