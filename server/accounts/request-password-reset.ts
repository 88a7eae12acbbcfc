import type { AccountContext } from './context.js';
import { mailResetLink } from './mail-reset-link.js';

/**
 * Mails a link to choose a new password to the activated account with this address. Nothing tells
 * the caller whether there is one: the request counts against the mail limits either way.
 */
export async function requestPasswordReset(
  ctx: Pick<AccountContext, 'db' | 'users' | 'keys' | 'mailer' | 'mailLimits' | 'resetKeyValidityHours'>,
  request: { email: string; address: string },
): Promise<void> {
  const email = request.email.trim();
  await ctx.db.transaction().execute(async (trx) => {
    await ctx.mailLimits.admit(trx, email, request.address);
    const owner = await ctx.users.credentials('email', email, trx);
    if (!owner?.activated || !owner.email) return;
    await mailResetLink(ctx, trx, { ...owner, email: owner.email }, {
      kind: 'reset',
      mailKey: 'password-reset',
      pathOf: (key) => `/account/reset/finish?key=${encodeURIComponent(key)}`,
    });
  });
  ctx.mailer.flush();
}
