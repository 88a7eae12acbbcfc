import type { Generated } from 'kysely';
import type { BooleanColumn, IdColumn, TimestampColumn } from '../db/column-values.js';

/** The accounts (migrations 0001, 0002 and 0009). Times of the password and the tokens are epoch milliseconds. */
export interface AppUserTable {
  id: IdColumn;
  login: string;
  password_hash: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  activated: Generated<BooleanColumn>;
  lang_key: Generated<string>;
  created_by: string;
  created_date: Generated<TimestampColumn>;
  last_modified_by: string | null;
  last_modified_date: TimestampColumn | null;
  password_set_at: number | null;
  password_expired: Generated<BooleanColumn>;
  /** Tokens issued before this instant are refused; null until the first password change. */
  tokens_valid_after: number | null;
}

export interface AuthorityTable {
  name: string;
}

export interface AppUserAuthorityTable {
  user_id: number;
  authority_name: string;
}

/** The tables server/users owns, and no other module reads or writes. */
export interface UserTables {
  app_user: AppUserTable;
  authority: AuthorityTable;
  app_user_authority: AppUserAuthorityTable;
}
