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

/** Requests that may mail an account's address, per recipient and per client address (migration 0013); mail-limits.ts owns it. */
export interface MailRequestTable {
  id: IdColumn;
  /** `to:<address>` or `from:<client address>`. */
  subject: string;
  /** Epoch milliseconds. */
  requested_at: number;
}

export interface AccountTables {
  account_key: AccountKeyTable;
  mail_request: MailRequestTable;
}
