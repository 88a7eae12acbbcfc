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
 * Nothing tells the caller whether they did.
 */
export async function requestAdiutoReset(
  ctx: Pick<AccountContext, 'db' | 'users' | 'keys' | 'mailer' | 'captchas' | 'resetKeyValidityHours'>,
  request: AdiutoResetRequest,
): Promise<void> {
  await ctx.captchas.requireCaptcha(request.captcha, request.hiddenCaptcha);
  const owner = await ctx.users.credentials('login', request.username);
  if (!owner?.activated || !owner.email || owner.email !== request.email.trim().toLowerCase()) return;
  await mailResetLink(ctx, { ...owner, email: owner.email }, {
    kind: 'adiuto-reset',
    mailKey: 'adiuto-password-reset',
    pathOf: (key) => `/account/reset/adiuto/finish/${encodeURIComponent(key)}`,
  });
}
