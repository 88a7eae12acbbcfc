import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../providers/httpClient';
import type { User } from '../shared/user';
import { ADMIN_PAGE_SIZE } from '../console/AdminTable';
import { adminKeys, fetchPaged } from './queries';

/**
 * An account in user management: as `api/admin/users` answers it (src/shared/user.ts), or as its form
 * holds a new one, without the members the server fills in.
 */
export type ManagedUser = Pick<User, 'login' | 'activated' | 'langKey' | 'authorities'> &
  Partial<Pick<User, 'id' | 'firstName' | 'lastName' | 'createdBy' | 'createdDate' | 'lastModifiedBy' | 'lastModifiedDate'>> & { email: string };

export const USERS_PATH = '/admin/user-management';

const userPath = (login: string) => `/api/admin/users/${encodeURIComponent(login)}`;

/** A page of accounts, sorted as `field,asc|desc`; the page on show stays while the next one loads. */
export const usersQuery = (page: number, sort: string) =>
  queryOptions({
    queryKey: [...adminKeys.users, 'page', page, sort],
    queryFn: ({ signal }) => fetchPaged<ManagedUser>(`/api/admin/users?page=${page}&size=${ADMIN_PAGE_SIZE}&sort=${sort}`, signal),
    placeholderData: keepPreviousData,
  });

export const userQuery = (login: string) =>
  queryOptions({
    queryKey: [...adminKeys.users, 'one', login],
    queryFn: async ({ signal }) => (await apiFetch<ManagedUser>(userPath(login), { signal })).json,
  });

/** The roles an account may be given. */
export const authoritiesQuery = () =>
  queryOptions({
    queryKey: adminKeys.authorities,
    queryFn: async ({ signal }) => (await apiFetch<string[]>('/api/authorities', { signal })).json,
  });

export const saveUser = (user: ManagedUser) =>
  apiFetch<ManagedUser>('/api/admin/users', { method: user.id ? 'PUT' : 'POST', body: JSON.stringify(user) }).then((r) => r.json);

export const deleteUser = (login: string) => apiFetch(userPath(login), { method: 'DELETE' });
