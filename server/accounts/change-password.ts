import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { User } from '../users/types.js';
import type { AccountContext } from './context.js';
import { incorrectPassword } from './problems.js';

/** A signed-in account changes its password, giving the current one; its other sessions end. */
export async function changePassword(
  ctx: Pick<AccountContext, 'db' | 'users'>,
  user: User,
  change: { currentPassword: string; newPassword: string },
): Promise<void> {
  const credentials = (await ctx.users.credentials('login', user.login))!;
  if (!(await verifyPassword(credentials.passwordHash, change.currentPassword))) throw incorrectPassword();
  await ctx.users.setPassword(ctx.db, user.id, await hashPassword(change.newPassword), false, user.login);
}
