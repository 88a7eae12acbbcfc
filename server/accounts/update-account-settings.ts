import { isUniqueViolation } from '../db/unique-violation.js';
import type { User } from '../users/types.js';
import type { AccountContext } from './context.js';
import { emailInUse } from './problems.js';

export interface SettingsChange {
  /** Left as they are when absent. */
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  langKey: string;
}

/** A signed-in account changes its names, email and language; another account's email is refused. */
export async function updateAccountSettings(ctx: Pick<AccountContext, 'db' | 'users'>, user: User, change: SettingsChange): Promise<void> {
  const { firstName = user.firstName, lastName = user.lastName, email, langKey } = change;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const owner = await ctx.users.credentials('email', email, trx);
      if (owner && owner.id !== user.id) throw emailInUse();
      await ctx.users.updateSettings(trx, user.id, { firstName, lastName, email, langKey }, user.login);
    });
  } catch (error) {
    // Another account took the email meanwhile.
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}
