import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../database.js';

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * One-time proofs that a browser has just completed an external sign-in as a login. The browser
 * holds the random code (in an httpOnly cookie); the database holds only its hash, the login and
 * the expiry, so any server can redeem it, and only once.
 */
export class SignInProofs {
  constructor(
    private readonly db: Db,
    private readonly validityMs: number,
  ) {}

  async issue(login: string): Promise<string> {
    const now = Date.now();
    // Proofs nobody redeemed are dropped as new ones are made.
    await this.db.deleteFrom('oauth2_sign_in_proof').where('expires_at', '<', now).execute();
    const code = randomBytes(32).toString('base64url');
    await this.db.insertInto('oauth2_sign_in_proof').values({ code_hash: hashOf(code), login, expires_at: now + this.validityMs }).execute();
    return code;
  }

  /** The login the proof was issued for, or undefined when it is unknown, already used or expired. */
  async redeem(code: string | undefined): Promise<string | undefined> {
    if (!code) return undefined;
    // Deleting is redeeming: of two servers given the same code at once, only one deletes the row.
    const row = await this.db
      .deleteFrom('oauth2_sign_in_proof')
      .where('code_hash', '=', hashOf(code))
      .returning(['login', 'expires_at'])
      .executeTakeFirst();
    if (!row || row.expires_at < Date.now()) return undefined;
    return row.login;
  }
}
