import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../database.js';
import type { KeyPurpose } from './tables.js';

/** Key validities are configured in hours. */
export const HOUR_MS = 3_600_000;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Random keys mailed to account owners (activation, password resets). Only their SHA-256 is stored,
 * so a copy of the database holds no usable key. A key works once and expires. A new key leaves the
 * account's earlier ones of the same purpose working (a mail already on its way stays good), and using
 * one ends the others: the mail limits bound how many there are.
 */
export class AccountKeys {
  /** Issues a new key within the caller's transaction and answers it (URL-safe, 32 characters). */
  async issue(db: Db, userId: number, purpose: KeyPurpose, validityMs: number): Promise<string> {
    const key = randomBytes(24).toString('base64url');
    const now = Date.now();
    await db.deleteFrom('account_key').where('user_id', '=', userId).where('purpose', '=', purpose).where('expires_at', '<=', now).execute();
    await db
      .insertInto('account_key')
      .values({ user_id: userId, purpose, key_hash: hashOf(key), expires_at: now + validityMs })
      .execute();
    return key;
  }

  /**
   * Uses the key up, and the account's other keys of its purpose with it: the account it belongs to,
   * or undefined when it is unknown, used or expired.
   */
  async consume(db: Db, purpose: KeyPurpose, key: string): Promise<number | undefined> {
    const row = await db
      .deleteFrom('account_key')
      .where('key_hash', '=', hashOf(key))
      .where('purpose', '=', purpose)
      .returning(['user_id', 'expires_at'])
      .executeTakeFirst();
    if (!row || row.expires_at <= Date.now()) return undefined;
    await db.deleteFrom('account_key').where('user_id', '=', row.user_id).where('purpose', '=', purpose).execute();
    return row.user_id;
  }

  /** True while the account has an unexpired key of this purpose (a registration awaiting activation). */
  async hasLive(db: Db, userId: number, purpose: KeyPurpose): Promise<boolean> {
    const row = await db
      .selectFrom('account_key')
      .select('id')
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('expires_at', '>', Date.now())
      .executeTakeFirst();
    return row !== undefined;
  }
}
