import type { IdColumn } from '../db/column-values.js';

/** Failed sign-ins per login and per address (migration 0002); sign-in-limiter.ts owns it. */
export interface SignInFailureTable {
  id: IdColumn;
  subject: string;
  /** Epoch milliseconds. */
  failed_at: number;
}

/** Session tokens ended by a sign-out (migration 0013); revoked-tokens.ts owns it. */
export interface RevokedTokenTable {
  /** The token's SHA-256, base64url (`VerifiedToken.id`): the table holds no token that works. */
  token_hash: string;
  /** When the token expires anyway, epoch milliseconds: the row is useless after it. */
  expires_at: number;
}

export interface AuthTables {
  sign_in_failure: SignInFailureTable;
  revoked_token: RevokedTokenTable;
}
