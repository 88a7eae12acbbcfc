import { apiFetch } from '../providers/httpClient';

/** An account as `api/admin/users` answers it. */
export interface ManagedUser {
  id?: number;
  login: string;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  activated: boolean;
  langKey: string;
  authorities: string[];
  createdBy?: string;
  createdDate?: string;
  lastModifiedBy?: string | null;
  lastModifiedDate?: string | null;
}

export const USERS_PATH = '/admin/user-management';

export const fetchUser = (login: string) => apiFetch<ManagedUser>(`/api/admin/users/${encodeURIComponent(login)}`).then((r) => r.json);

export const saveUser = (user: ManagedUser) =>
  apiFetch<ManagedUser>('/api/admin/users', { method: user.id ? 'PUT' : 'POST', body: JSON.stringify(user) }).then((r) => r.json);

export const deleteUser = (login: string) => apiFetch(`/api/admin/users/${encodeURIComponent(login)}`, { method: 'DELETE' });
