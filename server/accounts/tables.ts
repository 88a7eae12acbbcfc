import type { IdColumn } from '../db/column-values.js';

/** What a key is for; a key of one purpose never works for another. */
export type KeyPurpose = 'activation' | 'reset' | 'adiuto-reset';

/** Activation and reset keys, as hashes (migration 0002); keys.ts is their one reader and writer. */
export interface AccountKeyTable {
  id: IdColumn;
  user_id: number;
  purpose: KeyPurpose;
  key_hash: string;
  /** Epoch milliseconds. */
  expires_at: number;
}

export interface AccountTables {
  account_key: AccountKeyTable;
}
