import type { AuthProvider } from 'react-admin';
import { apiFetch } from './httpClient';
import { tokenStorage } from './tokenStorage';

export interface Account {
  id: number;
  login: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  langKey: string;
  authorities: string[];
}

export interface Credentials {
  username: string;
  password: string;
  rememberMe?: boolean;
}

let account: Promise<Account> | undefined;

/** The signed-in account, fetched once per token. */
export function fetchAccount(): Promise<Account> {
  account ??= apiFetch<Account>('/api/account').then((r) => r.json);
  account.catch(() => (account = undefined));
  return account;
}

/** Sign-in by username and password; the Bearer token comes back in the Authorization header. */
export const authProvider: AuthProvider = {
  async login({ username, password, rememberMe }: Credentials) {
    const { headers } = await apiFetch('/api/authenticate', {
      method: 'POST',
      body: JSON.stringify({ username, password, rememberMe: Boolean(rememberMe) }),
    });
    const bearer = headers.get('Authorization') ?? '';
    if (!bearer.startsWith('Bearer ')) throw new Error('portico.login.failed');
    tokenStorage.set(bearer.slice(7), Boolean(rememberMe));
    account = undefined;
  },

  async logout() {
    tokenStorage.clear();
    account = undefined;
  },

  async checkAuth() {
    if (!tokenStorage.get()) throw new Error('portico.login.required');
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      tokenStorage.clear();
      account = undefined;
      throw new Error('portico.login.unauthorized');
    }
  },

  async getIdentity() {
    const { id, login, firstName, lastName } = await fetchAccount();
    return { id, fullName: [firstName, lastName].filter(Boolean).join(' ') || login, login };
  },

  async getPermissions() {
    if (!tokenStorage.get()) return [];
    return (await fetchAccount()).authorities;
  },
};
