import type { Db } from '../database.js';
import type { DataVersion } from '../db/connect.js';
import { ReadCache } from '../db/read-cache.js';
import type { VerifiedToken } from './tokens.js';

const PURGE_EVERY_MS = 60_000;
/** Tokens whose state is kept in memory: a boolean each, under its 43-character id. */
const REMEMBERED = 10_000;

/**
 * Session tokens ended by a sign-out, refused by the guard on every server of the database. A token
 * is kept by its SHA-256 until it would have expired anyway. The table is one the data version
 * watches, so each server answers from memory while nothing was written, and asks the database
 * again (one lookup by primary key) once anything was, a sign-out on another server included.
 */
export class RevokedTokens {
  private readonly states: ReadCache<boolean>;
  private lastPurge = 0;

  constructor(
    private readonly db: Db,
    dataVersion?: DataVersion,
  ) {
    this.states = new ReadCache<boolean>(dataVersion, REMEMBERED);
  }

  /** Whether the token was ended; `version`: the data version the caller has read. */
  isRevoked(token: VerifiedToken, version?: string): Promise<boolean> {
    return this.states.get(token.id, async () => (await this.db.selectFrom('revoked_token').select('token_hash').where('token_hash', '=', token.id).executeTakeFirst()) !== undefined, version);
  }

  /** Ends the token (again: nothing changes). */
  async revoke(token: VerifiedToken): Promise<void> {
    await this.db
      .insertInto('revoked_token')
      .values({ token_hash: token.id, expires_at: token.expiresAt })
      .onConflict((oc) => oc.column('token_hash').doNothing())
      .execute();
    const now = Date.now();
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await this.db.deleteFrom('revoked_token').where('expires_at', '<=', now).execute();
  }
}
