import type { AccountContext } from './context.js';
import { mailResetLink } from './mail-reset-link.js';

/**
 * Mails a link to choose a new password to the activated account with this address. Nothing tells
 * the caller whether there is one.
 */
export async function requestPasswordReset(ctx: Pick<AccountContext, 'db' | 'users' | 'keys' | 'mailer' | 'resetKeyValidityHours'>, email: string): Promise<void> {
  const owner = await ctx.users.credentials('email', email.trim());
  if (!owner?.activated || !owner.email) return;
  await mailResetLink(ctx, { ...owner, email: owner.email }, {
    kind: 'reset',
    mailKey: 'password-reset',
    pathOf: (key) => `/account/reset/finish?key=${encodeURIComponent(key)}`,
  });
}
