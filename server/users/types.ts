import type { User } from '../../src/shared/user.js';

/** An account as the API shows it: its shape is the wire's, declared in src/shared. */
export type { User };

/** The account behind a token, with what the guard checks: the password hash and when its tokens start to count (epoch ms, 0 for all). */
export type SignedInUser = User & { passwordHash: string; tokensValidAfter: number };

export interface NewUser {
  login: string;
  password: string;
  /** The password already hashed, when the caller needed the hash earlier. */
  passwordHash?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  activated: boolean;
  langKey?: string;
  authorities: string[];
  createdBy: string;
}

/** What sign-in and password calls need beyond the public account; never sent to a client. */
export interface Credentials {
  id: number;
  login: string;
  email: string | null;
  langKey: string;
  activated: boolean;
  passwordHash: string;
  /** Epoch milliseconds. */
  passwordSetAt: number;
  /** Set for temporary passwords: the next sign-in must change it. */
  passwordExpired: boolean;
}

/** What an account changes about itself. */
export interface AccountSettings {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  langKey: string;
}

/** What an administrator changes about an account. */
export interface UserChanges {
  firstName: string | null;
  lastName: string | null;
  email: string;
  activated: boolean;
  langKey: string;
  authorities: string[];
}

/** An administrator who hears of crashes by mail. */
export interface AdministratorAddress {
  login: string;
  email: string;
  langKey: string;
}

/** Members to sort a page of users by, each ascending or descending. */
export type UserSort = [field: string, direction: 'asc' | 'desc'][];
