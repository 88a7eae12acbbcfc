import { hashPassword } from '../auth/passwords.js';
import type { AccountContext } from './context.js';
import { invalidKey } from './problems.js';

/** Sets the password chosen with a mailed reset key; the key works once. */
export async function finishPasswordReset(ctx: Pick<AccountContext, 'db' | 'users' | 'keys'>, reset: { key: string; newPassword: string }): Promise<void> {
  const passwordHash = await hashPassword(reset.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    const userId = await ctx.keys.consume(trx, 'reset', reset.key);
    if (userId === undefined) throw invalidKey('reset');
    await ctx.users.setPassword(trx, userId, passwordHash, false, 'anonymousUser');
  });
}
