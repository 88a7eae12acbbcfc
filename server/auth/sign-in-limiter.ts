import type { Db } from '../database.js';
import { tooMany, type AppError } from '../errors/app-error.js';

export interface SignInLimits {
  perLogin: number;
  perAddress: number;
  windowSeconds: number;
}

const PURGE_EVERY_MS = 60_000;

/**
 * Counts failed sign-ins (wrong passwords, unknown logins) per login and per client address over a
 * sliding window. Failures are rows in the database, so the counts hold however many servers share
 * it. Past the address's limit every attempt from it is refused with 429 before the password is even
 * checked, until the oldest failure leaves the window. Past the login's limit its attempts must
 * also answer a captcha: refusing them outright would lock the owner out along with the guesser.
 */
export class SignInLimiter {
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: SignInLimits,
  ) {}

  /**
   * Throws 429 with Retry-After when the address has failed too often; answers whether the login
   * has, so that its next attempt needs a captcha.
   */
  async check(login: string, address: string): Promise<{ captchaRequired: boolean }> {
    const since = Date.now() - this.limits.windowSeconds * 1000;
    const failures = async (subject: string) =>
      this.db
        .selectFrom('sign_in_failure')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number>('failed_at').as('oldest')])
        .where('subject', '=', subject)
        .where('failed_at', '>', since)
        .executeTakeFirstOrThrow();
    const [byAddress, byLogin] = await Promise.all([failures(addressSubject(address)), failures(loginSubject(login))]);
    if (Number(byAddress.n) >= this.limits.perAddress) throw tooManyAttempts(Math.max(1, Math.ceil((byAddress.oldest - since) / 1000)));
    return { captchaRequired: Number(byLogin.n) >= this.limits.perLogin };
  }

  async recordFailure(login: string, address: string): Promise<void> {
    const now = Date.now();
    await this.db
      .insertInto('sign_in_failure')
      .values([
        { subject: loginSubject(login), failed_at: now },
        { subject: addressSubject(address), failed_at: now },
      ])
      .execute();
    if (now - this.lastPurge >= PURGE_EVERY_MS) {
      this.lastPurge = now;
      await this.db.deleteFrom('sign_in_failure').where('failed_at', '<=', now - this.limits.windowSeconds * 1000).execute();
    }
  }

  /** A successful sign-in forgets the account's failures (not the address's). */
  async clear(login: string): Promise<void> {
    await this.db.deleteFrom('sign_in_failure').where('subject', '=', loginSubject(login)).execute();
  }
}

const loginSubject = (login: string) => `login:${login.toLowerCase().slice(0, 250)}`;
const addressSubject = (address: string) => `address:${address.slice(0, 250)}`;

function tooManyAttempts(seconds: number): AppError {
  const minutes = Math.ceil(seconds / 60);
  return tooMany('sign-in.too-many-attempts', `Too many failed sign-in attempts for this address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, seconds, 'error.signin.toomanyattempts');
}
