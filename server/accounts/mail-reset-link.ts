import type { Db } from '../database.js';
import type { AccountContext } from './context.js';
import { HOUR_MS } from './keys.js';

export interface ResetLink {
  kind: 'reset' | 'adiuto-reset';
  mailKey: 'password-reset' | 'adiuto-password-reset';
  pathOf: (key: string) => string;
}

/**
 * Issues a reset key and writes the mail with its link, in the caller's transaction (the caller
 * starts the delivery once it commits). Keys mailed earlier keep working until they expire or one of
 * them is used: a new request never voids a link already on its way.
 */
export async function mailResetLink(
  ctx: Pick<AccountContext, 'keys' | 'mailer' | 'resetKeyValidityHours'>,
  trx: Db,
  owner: { id: number; login: string; email: string; langKey: string },
  link: ResetLink,
): Promise<void> {
  const key = await ctx.keys.issue(trx, owner.id, link.kind, ctx.resetKeyValidityHours * HOUR_MS);
  await ctx.mailer.send(trx, {
    to: owner.email,
    langKey: owner.langKey,
    key: link.mailKey,
    params: { login: owner.login, hours: ctx.resetKeyValidityHours },
    path: link.pathOf(key),
  });
}
