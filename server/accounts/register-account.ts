import { hashPassword } from '../auth/passwords.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import type { Db } from '../database.js';
import type { AccountContext } from './context.js';
import { HOUR_MS } from './keys.js';
import { loginInUse } from './problems.js';

export interface Registration {
  login: string;
  email: string;
  password: string;
  langKey?: string;
  firstName?: string | null;
  lastName?: string | null;
}

type RegistrationContext = Pick<AccountContext, 'db' | 'users' | 'keys' | 'mailer' | 'mailLimits' | 'activationKeyValidityHours'>;

/** A registration as sent, and the caller's address (counted against the mail limits). */
export type RegistrationRequest = Registration & { address: string };

/**
 * Registers a new account, not yet activated, and mails its activation key. A taken email gets the
 * same outcome as a new registration, and its owner a mail saying so; a taken login is refused.
 * Either mail counts against the mail limits. Everything is written in one transaction; the mail is
 * delivered after the commit.
 */
export async function registerAccount(ctx: RegistrationContext, registration: RegistrationRequest): Promise<void> {
  // Hashed whatever happens next, so a taken email answers in the same time as a new registration.
  const passwordHash = await hashPassword(registration.password);
  const attempt = () => ctx.db.transaction().execute((trx) => register(ctx, trx, registration, passwordHash));
  try {
    await attempt();
  } catch (error) {
    // Two registrations of one login or email at once: the second sees the first on a new try.
    if (!isUniqueViolation(error)) throw error;
    await attempt();
  }
  ctx.mailer.flush();
}

async function register(ctx: RegistrationContext, trx: Db, registration: RegistrationRequest, passwordHash: string): Promise<void> {
  const { users, keys, mailer } = ctx;
  const { login, email, password, firstName, lastName } = registration;
  await ctx.mailLimits.admit(trx, email, registration.address);
  const langKey = registration.langKey ?? 'en';
  const byLogin = await users.credentials('login', login, trx);
  if (byLogin) {
    // A registration that was never activated gives its login back once its key has expired.
    if (byLogin.activated || (await keys.hasLive(trx, byLogin.id, 'activation'))) throw loginInUse();
    await users.remove(trx, byLogin.id);
  }
  const byEmail = await users.credentials('email', email, trx);
  if (byEmail && !byEmail.activated && !(await keys.hasLive(trx, byEmail.id, 'activation'))) {
    await users.remove(trx, byEmail.id);
  } else if (byEmail) {
    // The same answer as a new registration; only the owner of the address learns of it.
    await mailer.send(trx, {
      to: byEmail.email!,
      langKey: byEmail.langKey,
      key: 'registration-duplicate',
      params: { login: byEmail.login },
      path: '/account/reset/request',
    });
    return;
  }
  const id = await users.create(
    { login, password, passwordHash, email, firstName: firstName ?? undefined, lastName: lastName ?? undefined, langKey, activated: false, authorities: ['ROLE_USER'], createdBy: 'anonymousUser' },
    trx,
  );
  const key = await keys.issue(trx, id, 'activation', ctx.activationKeyValidityHours * HOUR_MS);
  await mailer.send(trx, {
    to: email,
    langKey,
    key: 'activation',
    params: { login: login.toLowerCase(), days: ctx.activationKeyValidityHours / 24 },
    path: `/account/activate?key=${encodeURIComponent(key)}`,
  });
}
