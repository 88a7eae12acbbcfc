import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../database.js';
import type { DialectName } from '../../db/connect.js';
import { takeTurn } from '../../db/write-turns.js';
import type { Selectable } from 'kysely';
import type { SignOtpTable } from '../tables.js';

/** The subject has asked for as many codes as the window allows; `oldest` is when the first of them was asked for. */
export class TooManyOtps extends Error {
  constructor(readonly oldest: number) {
    super('too many one-time passwords asked for');
  }
}

export type OtpCheck = { ok: true; otpId: number } | { ok: false; why: 'wrong' | 'not-valid' | 'spent' };

/**
 * The owner of sign_otp. Codes are 6 digits, kept only as an HMAC under a key derived from the
 * server's secret (a bare hash of a 6-digit number is undone by trying all million); each expires,
 * takes a limited number of wrong tries, works once, and a new one supersedes the signer's previous.
 */
export class OtpStore {
  constructor(
    private readonly db: Db,
    private readonly dialect: DialectName,
    private readonly key: Buffer,
  ) {}

  static newCode(): string {
    return String(randomInt(0, 1_000_000)).padStart(6, '0');
  }

  private hash(signerId: number, code: string): string {
    return createHmac('sha256', this.key).update(`${signerId}:${code}`).digest('hex');
  }

  /**
   * Stores a new code for the signer (in the caller's transaction), superseding the one before,
   * unless the subject has asked for `limit.max` codes since `limit.since`: then TooManyOtps. The
   * count and the new code take turns per subject, so that requests sent at once cannot pass the
   * limit together.
   */
  async issue(db: Db, signerId: number, subject: string, code: string, validityMs: number, limit: { max: number; since: number }): Promise<void> {
    await takeTurn(db, this.dialect, `sign_otp:${subject}`);
    const recent = await db
      .selectFrom('sign_otp')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min<number>('created_at').as('oldest')])
      .where('subject', '=', subject)
      .where('created_at', '>', limit.since)
      .executeTakeFirstOrThrow();
    if (recent.n >= limit.max) throw new TooManyOtps(recent.oldest == null ? Date.now() : recent.oldest);
    const now = Date.now();
    await db.updateTable('sign_otp').set({ state: 'superseded' }).where('signer_id', '=', signerId).where('state', '=', 'active').execute();
    await db
      .insertInto('sign_otp')
      .values({ signer_id: signerId, subject, code_hash: this.hash(signerId, code), state: 'active', attempts: 0, expires_at: now + validityMs, created_at: now })
      .execute();
  }

  /**
   * Checks a code against the signer's latest one. Each check first claims one of the code's
   * `maxAttempts` tries, so that checks sent at once cannot compare more codes than that; a right
   * code gives its try back, and a wrong one on the last try spends the code. The code stays
   * active: `consume` spends it with the signature it allowed.
   */
  async check(signerId: number, code: string, maxAttempts: number): Promise<OtpCheck> {
    const latest = await this.db.selectFrom('sign_otp').selectAll().where('signer_id', '=', signerId).orderBy('id', 'desc').executeTakeFirst();
    if (!latest || latest.state === 'used' || latest.state === 'superseded') return { ok: false, why: 'not-valid' };
    if (latest.state === 'spent') return { ok: false, why: 'spent' };
    if (latest.expires_at <= Date.now()) return { ok: false, why: 'not-valid' };
    const claimed = await this.db
      .updateTable('sign_otp')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', latest.id)
      .where('state', '=', 'active')
      .where('attempts', '<', maxAttempts)
      .returning('attempts')
      .executeTakeFirst();
    if (!claimed) {
      // Other checks took the last tries, or the code was used or replaced meanwhile.
      const now = await this.db.selectFrom('sign_otp').select('state').where('id', '=', latest.id).executeTakeFirst();
      return now?.state === 'active' || now?.state === 'spent' ? { ok: false, why: 'spent' } : { ok: false, why: 'not-valid' };
    }
    if (this.matches(latest, signerId, code)) {
      await this.db
        .updateTable('sign_otp')
        .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
        .where('id', '=', latest.id)
        .execute();
      return { ok: true, otpId: latest.id };
    }
    if (claimed.attempts >= maxAttempts) await this.db.updateTable('sign_otp').set({ state: 'spent' }).where('id', '=', latest.id).where('state', '=', 'active').execute();
    return { ok: false, why: 'wrong' };
  }

  /** Spends the code with the signature it allowed (in that write's transaction); false when another call spent it first. */
  async consume(db: Db, otpId: number): Promise<boolean> {
    const done = await db.updateTable('sign_otp').set({ state: 'used' }).where('id', '=', otpId).where('state', '=', 'active').executeTakeFirst();
    return Number(done.numUpdatedRows) === 1;
  }

  private matches(row: Selectable<SignOtpTable>, signerId: number, code: string): boolean {
    const given = Buffer.from(this.hash(signerId, /^[0-9]{6}$/.test(code) ? code : 'x'), 'hex');
    return timingSafeEqual(given, Buffer.from(row.code_hash, 'hex'));
  }
}
