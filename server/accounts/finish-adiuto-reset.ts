import { hashPassword } from '../auth/passwords.js';
import type { AccountContext } from './context.js';
import { invalidKey } from './problems.js';
import { temporaryPassword } from './temporary-password.js';

/**
 * Spends a mailed reset key on a temporary password, mailed to the account. It is expired at once:
 * the next sign-in is refused until the account chooses a new one.
 */
export async function finishAdiutoReset(ctx: Pick<AccountContext, 'db' | 'users' | 'keys' | 'mailer'>, key: string): Promise<void> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction().execute(async (trx) => {
    const userId = await ctx.keys.consume(trx, 'adiuto-reset', key);
    if (userId === undefined) throw invalidKey('reset');
    const owner = await ctx.users.credentials('id', userId, trx);
    if (!owner?.email) throw invalidKey('reset');
    await ctx.users.setPassword(trx, userId, passwordHash, true, 'anonymousUser');
    await ctx.mailer.send(trx, { to: owner.email, langKey: owner.langKey, key: 'adiuto-temporary-password', params: { login: owner.login, password }, path: '/login' });
  });
  ctx.mailer.flush();
}
