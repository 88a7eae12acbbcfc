import type { IdColumn } from '../db/column-values.js';

/** Failed sign-ins per login and per address (migration 0002); sign-in-limiter.ts owns it. */
export interface SignInFailureTable {
  id: IdColumn;
  subject: string;
  /** Epoch milliseconds. */
  failed_at: number;
}

export interface AuthTables {
  sign_in_failure: SignInFailureTable;
}
