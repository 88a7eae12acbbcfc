import type { Db } from '../database.js';
import { isoTimestamp } from '../db/column-values.js';
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

/** A row read with USER_COLUMNS, as a User with the authorities given. */
export function userOf(row: Record<string, unknown>, authorities: string[] = []): User {
  return {
    id: Number(row.id),
    login: row.login as string,
    firstName: (row.firstName as string | null) ?? null,
    lastName: (row.lastName as string | null) ?? null,
    email: (row.email as string | null) ?? null,
    activated: Boolean(row.activated),
    langKey: row.langKey as string,
    authorities,
    createdBy: row.createdBy as string,
    createdDate: isoTimestamp(row.createdDate)!,
    lastModifiedBy: (row.lastModifiedBy as string | null) ?? null,
    lastModifiedDate: isoTimestamp(row.lastModifiedDate),
  };
}

/** Rows read with USER_COLUMNS as Users, with their authorities read in one statement. */
export async function usersWithAuthorities(db: Db, rows: Record<string, unknown>[]): Promise<User[]> {
  const ids = rows.map((r) => Number(r.id));
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
      list.push(a.authority_name as string);
      byUser.set(a.user_id, list);
    }
  }
  return rows.map((row) => userOf(row, byUser.get(Number(row.id)) ?? []));
}
