import type { Db } from '../database.js';
import type { DialectName } from '../db/connect.js';
import { takeTurn } from '../db/write-turns.js';
import { tooMany } from '../errors/app-error.js';

export interface AccountMailLimits {
  /** Requests that may mail one address, within the window. */
  perRecipient: number;
  /** Requests that may mail anyone, from one client address, within the window. */
  perClientAddress: number;
  windowSeconds: number;
}

const PURGE_EVERY_MS = 60_000;

/**
 * Limits the requests that mail an address they name (registration, password resets), per recipient
 * and per client address over a sliding window, so that nobody can flood an inbox through the portal.
 * Every request is counted, whether or not an account has the address and so whether or not a mail
 * goes: the answers never tell which addresses are known. The counts are rows of mail_request, so
 * they hold across servers.
 */
export class MailLimits {
  private lastPurge = 0;

  constructor(
    private readonly dialect: DialectName,
    private readonly limits: AccountMailLimits,
  ) {}

  /**
   * Counts a request to mail `recipient` from the client `address`, in the caller's transaction
   * (with the mail it leads to); throws 429 with Retry-After, counting nothing, when either has
   * reached its limit. The count and the new rows take turns per subject, so that requests sent at
   * once cannot pass the limit together.
   */
  async admit(trx: Db, recipient: string, address: string): Promise<void> {
    const now = Date.now();
    const since = now - this.limits.windowSeconds * 1000;
    const subjects = [
      { subject: `to:${recipient.trim().toLowerCase()}`.slice(0, 300), limit: this.limits.perRecipient, what: 'for this e-mail address' },
      { subject: `from:${address}`.slice(0, 300), limit: this.limits.perClientAddress, what: 'from this network address' },
    ];
    for (const { subject, limit, what } of subjects) {
      await takeTurn(trx, this.dialect, `mail_request:${subject}`);
      const recent = await trx
        .selectFrom('mail_request')
        .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number>('requested_at').as('oldest')])
        .where('subject', '=', subject)
        .where('requested_at', '>', since)
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= limit) throw tooManyMails(what, Math.max(1, Math.ceil((Number(recent.oldest) - since) / 1000)));
    }
    await trx
      .insertInto('mail_request')
      .values(subjects.map(({ subject }) => ({ subject, requested_at: now })))
      .execute();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await trx.deleteFrom('mail_request').where('requested_at', '<=', since).execute();
  }
}

function tooManyMails(what: string, seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  return tooMany('mail.too-many', `Too many mails were asked ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, seconds, 'error.mail.toomany');
}
