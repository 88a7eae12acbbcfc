import { hkdfSync, randomBytes } from 'node:crypto';
import { settingMadeOnce } from '../../settings/app-settings.js';
import type { Db } from '../../database.js';

const SETTING = 'signing.master-key';
/** The shortest SIGNING_MASTER_KEY accepted: 32 characters (a random base64 string of 24 bytes or more). */
export const MIN_MASTER_KEY_LENGTH = 32;

/**
 * The key that seals the signing authorities' private keys: derived from SIGNING_MASTER_KEY, or from
 * a random secret generated once and kept in the database (app_setting, like the token secret) so
 * that every server on one database opens the same keys. Kept outside the database (the variable),
 * a copy of the database alone does not give the authority's key.
 */
export async function masterKey(db: Db, configured: string | undefined): Promise<Buffer> {
  let secret = configured;
  if (secret !== undefined) {
    if (secret.length < MIN_MASTER_KEY_LENGTH) throw new Error(`SIGNING_MASTER_KEY must be at least ${MIN_MASTER_KEY_LENGTH} characters long`);
  } else {
    secret = await settingMadeOnce(db, SETTING, () => randomBytes(32).toString('base64'));
  }
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), 'portico signing master key', 32));
}
