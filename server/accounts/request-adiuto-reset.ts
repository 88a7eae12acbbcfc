import type { AccountContext } from './context.js';
import { mailResetLink } from './mail-reset-link.js';

export interface AdiutoResetRequest {
  username: string;
  email: string;
  captcha?: string | null;
  hiddenCaptcha?: string | null;
}

/**
 * Once the captcha is right, mails a reset link to the account when its login and email match.
 * Nothing tells the caller whether they did: the request counts against the mail limits either way.
 */
export async function requestAdiutoReset(
  ctx: Pick<AccountContext, 'db' | 'users' | 'keys' | 'mailer' | 'captchas' | 'mailLimits' | 'resetKeyValidityHours'>,
  request: AdiutoResetRequest & { address: string },
): Promise<void> {
  await ctx.captchas.requireCaptcha(request.captcha, request.hiddenCaptcha);
  const email = request.email.trim().toLowerCase();
  await ctx.db.transaction().execute(async (trx) => {
    await ctx.mailLimits.admit(trx, email, request.address);
    const owner = await ctx.users.credentials('login', request.username, trx);
    if (!owner?.activated || !owner.email || owner.email !== email) return;
    await mailResetLink(ctx, trx, { ...owner, email: owner.email }, {
      kind: 'adiuto-reset',
      mailKey: 'adiuto-password-reset',
      pathOf: (key) => `/account/reset/adiuto/finish/${encodeURIComponent(key)}`,
    });
  });
  ctx.mailer.flush();
}
