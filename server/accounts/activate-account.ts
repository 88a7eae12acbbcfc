import type { AccountContext } from './context.js';
import { invalidKey } from './problems.js';

/** Activates the account the mailed key belongs to; the key works once. */
export async function activateAccount(ctx: Pick<AccountContext, 'db' | 'users' | 'keys'>, key: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const userId = await ctx.keys.consume(trx, 'activation', key);
    if (userId === undefined) throw invalidKey('activation');
    await ctx.users.activate(trx, userId);
  });
}
