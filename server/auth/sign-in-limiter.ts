import type { Db } from '../database.js';
import { tooMany, type AppError } from '../errors/app-error.js';

export interface SignInLimits {
  perLogin: number;
  perAddress: number;
  windowSeconds: number;
}

const PURGE_EVERY_MS = 60_000;

/**
 * Limits failed sign-ins (wrong passwords, unknown logins) per login and per client address over a
 * sliding window. Failures are rows in the database, so the limit holds however many servers share
 * it. Once a limit is reached every attempt is refused with 429 before the password is even
 * checked, until the oldest failure leaves the window.
 */
export class SignInLimiter {
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    private readonly limits: SignInLimits,
  ) {}

  /** Throws 429 with Retry-After when the login or the address has failed too often. */
  async check(login: string, address: string): Promise<void> {
    const since = Date.now() - this.limits.windowSeconds * 1000;
    for (const [subject, limit, what] of [
      [loginSubject(login), this.limits.perLogin, 'this account'],
      [addressSubject(address), this.limits.perAddress, 'this address'],
    ] as const) {
      const row = await this.db
        .selectFrom('sign_in_failure')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number>('failed_at').as('oldest')])
        .where('subject', '=', subject)
        .where('failed_at', '>', since)
        .executeTakeFirstOrThrow();
      if (row.n >= limit) {
        const seconds = Math.max(1, Math.ceil((row.oldest - since) / 1000));
        throw tooManyAttempts(what, seconds);
      }
    }
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

function tooManyAttempts(what: string, seconds: number): AppError {
  const minutes = Math.ceil(seconds / 60);
  return tooMany(`Too many failed sign-in attempts for ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, seconds, 'error.signin.toomanyattempts');
}
