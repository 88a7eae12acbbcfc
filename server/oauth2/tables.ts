import type { IdColumn } from '../db/column-values.js';

/** Which provider's subject is which account (migration 0003); accounts.ts owns it. */
export interface Oauth2IdentityTable {
  id: IdColumn;
  user_id: number;
  registration_id: string;
  subject: string;
  /** Epoch milliseconds. */
  created_at: number;
}

/** One-time proofs of completed external sign-ins, as hashes (migration 0003); proofs.ts owns it. */
export interface Oauth2SignInProofTable {
  code_hash: string;
  login: string;
  /** Epoch milliseconds. */
  expires_at: number;
}

export interface Oauth2Tables {
  oauth2_identity: Oauth2IdentityTable;
  oauth2_sign_in_proof: Oauth2SignInProofTable;
}
