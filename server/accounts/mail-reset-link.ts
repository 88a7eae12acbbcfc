import type { AccountContext } from './context.js';
import { HOUR_MS } from './keys.js';

export interface ResetLink {
  kind: 'reset' | 'adiuto-reset';
  mailKey: 'password-reset' | 'adiuto-password-reset';
  pathOf: (key: string) => string;
}

/** Issues a reset key and mails its link, in one transaction, then starts the delivery. */
export async function mailResetLink(
  ctx: Pick<AccountContext, 'db' | 'keys' | 'mailer' | 'resetKeyValidityHours'>,
  owner: { id: number; login: string; email: string; langKey: string },
  link: ResetLink,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const key = await ctx.keys.issue(trx, owner.id, link.kind, ctx.resetKeyValidityHours * HOUR_MS);
    await ctx.mailer.send(trx, {
      to: owner.email,
      langKey: owner.langKey,
      key: link.mailKey,
      params: { login: owner.login, hours: ctx.resetKeyValidityHours },
      path: link.pathOf(key),
    });
  });
  ctx.mailer.flush();
}
