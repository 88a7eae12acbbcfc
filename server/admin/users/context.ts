import type { AccountKeys } from '../../accounts/keys.js';
import type { Db } from '../../database.js';
import type { Mailer } from '../../mail/mailer.js';
import type { UserStore } from '../../users/store.js';

/** What the user administration operations work with; callable without a server. */
export interface AdminUserContext {
  db: Db;
  users: UserStore;
  keys: AccountKeys;
  mailer: Mailer;
  /** How long the mail that lets a new account choose its password stays valid. */
  creationKeyValidityHours: number;
}

/** What the client's alerts about users are about (the app-params header). */
export const ENTITY = 'userManagement';
