import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.js';
import type { AccountContext } from './context.js';
import { incorrectPassword, samePassword } from './problems.js';

export interface AdiutoPasswordChange {
  username: string;
  currentPassword: string;
  newPassword: string;
  captcha?: string | null;
  hiddenCaptcha?: string | null;
  /** The caller's address, counted against sign-in's limits. */
  address: string;
}

/**
 * Changes an account's password given its login and current password, signed in or not (an expired
 * temporary password is changed this way). It checks a password like sign-in does, so it shares
 * sign-in's limits. Answers the account's login.
 */
export async function changeAdiutoPassword(ctx: Pick<AccountContext, 'db' | 'users' | 'captchas' | 'limiter'>, change: AdiutoPasswordChange): Promise<string> {
  const { username, currentPassword, newPassword, address } = change;
  await ctx.limiter.check(username, address);
  await ctx.captchas.requireCaptcha(change.captcha, change.hiddenCaptcha);
  const credentials = await ctx.users.credentials('login', username);
  const valid = await verifyPassword(credentials?.passwordHash ?? (await decoyHash()), currentPassword);
  if (!credentials || !valid || !credentials.activated) {
    await ctx.limiter.recordFailure(username, address);
    throw incorrectPassword('Bad credentials');
  }
  await ctx.limiter.clear(username);
  if (newPassword === currentPassword) throw samePassword();
  await ctx.users.setPassword(ctx.db, credentials.id, await hashPassword(newPassword), false, credentials.login);
  return credentials.login;
}
