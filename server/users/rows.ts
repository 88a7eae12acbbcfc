import type { Db } from '../database.js';
import { isoTimestamp, type BooleanColumn, type TimestampColumn } from '../db/column-values.js';
import type { AppUserTable } from './tables.js';
import type { User } from './types.js';

/** The columns of app_user that make a User, named as its members. */
export const USER_COLUMNS = [
  'id',
  'login',
  'first_name as firstName',
  'last_name as lastName',
  'email',
  'activated',
  'lang_key as langKey',
  'created_by as createdBy',
  'created_date as createdDate',
  'last_modified_by as lastModifiedBy',
  'last_modified_date as lastModifiedDate',
] as const;

/** The members of a user that the administrator lists and sorts by, with their columns. */
export const SORTABLE: Record<string, keyof AppUserTable> = {
  id: 'id',
  login: 'login',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  activated: 'activated',
  langKey: 'lang_key',
  createdBy: 'created_by',
  createdDate: 'created_date',
  lastModifiedBy: 'last_modified_by',
  lastModifiedDate: 'last_modified_date',
};

/** A row read with USER_COLUMNS. */
export interface UserRow {
  id: number;
  login: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  activated: BooleanColumn;
  langKey: string;
  createdBy: string;
  createdDate: TimestampColumn;
  lastModifiedBy: string | null;
  lastModifiedDate: TimestampColumn | null;
}

/** A row read with USER_COLUMNS, as a User with the authorities given. */
export function userOf(row: UserRow, authorities: string[] = []): User {
  // Member by member: the row may hold more (a password hash), which a User never carries.
  return {
    id: row.id,
    login: row.login,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    activated: Boolean(row.activated),
    langKey: row.langKey,
    authorities,
    createdBy: row.createdBy,
    createdDate: isoTimestamp(row.createdDate)!,
    lastModifiedBy: row.lastModifiedBy,
    lastModifiedDate: isoTimestamp(row.lastModifiedDate),
  };
}

/** Rows read with USER_COLUMNS as Users, with their authorities read in one statement. */
export async function usersWithAuthorities(db: Db, rows: UserRow[]): Promise<User[]> {
  const ids = rows.map((r) => r.id);
  const byUser = new Map<number, string[]>();
  if (ids.length) {
    const authorities = await db
      .selectFrom('app_user_authority')
      .select(['user_id', 'authority_name'])
      .where('user_id', 'in', ids)
      .orderBy('authority_name')
      .execute();
    for (const a of authorities) {
      const list = byUser.get(a.user_id) ?? [];
      list.push(a.authority_name);
      byUser.set(a.user_id, list);
    }
  }
  return rows.map((row) => userOf(row, byUser.get(row.id) ?? []));
}
