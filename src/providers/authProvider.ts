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
  /** The account's identity in the document store. */
  adiutoUserData?: { adiutoId: number; login: string };
}

export interface Credentials {
  username: string;
  password: string;
  rememberMe?: boolean;
  captcha?: string;
  hiddenCaptcha?: string;
  /** Cancels the sign-in when aborted. */
  signal?: AbortSignal;
}

let account: Promise<Account> | undefined;

/** The signed-in account, fetched once per token. */
export function fetchAccount(): Promise<Account> {
  account ??= apiFetch<Account>('/api/account').then((r) => r.json);
  account.catch(() => (account = undefined));
  return account;
}

/** Forget the fetched account so the next read asks the server again (after settings change). */
export const forgetAccount = () => {
  account = undefined;
};

/** 401 and 403 on these calls are answers about the call, not about the session. */
const SESSION_NEUTRAL = [/^\/api\/account(\/|$)/, /^\/api\/authenticate/, /^\/api\/adiuto-gateway\/check-user/, /^\/api\/adiuto-gateway\/adiuto-admin\/(families|lists)/];

/** The account calls answer 401 only when the stored token is no longer accepted. */
const ACCOUNT_CALLS = /^\/api\/account(\/|$)/;

/** Addresses where a cleared session stays put instead of going to /login. */
const STAY_PUT = [/^\/$/, /^\/login/, /^\/account\/reset/, /^\/wguest\/composer/];

/** Sign-in by username and password; the Bearer token comes back in the Authorization header. */
export const authProvider: AuthProvider = {
  async login({ username, password, rememberMe, captcha, hiddenCaptcha, signal }: Credentials) {
    // The token of an earlier session must not ride along with a new sign-in.
    tokenStorage.clear();
    account = undefined;
    const { headers } = await apiFetch('/api/authenticate', {
      method: 'POST',
      body: JSON.stringify({ username, password, rememberMe: Boolean(rememberMe), captcha, hiddenCaptcha }),
      signal,
    });
    const bearer = headers.get('Authorization') ?? '';
    if (!bearer.startsWith('Bearer ')) throw new Error('portico.login.failed');
    tokenStorage.set(bearer.slice(7), Boolean(rememberMe));
  },

  async logout() {
    tokenStorage.clear();
    account = undefined;
    return STAY_PUT.some((p) => p.test(window.location.pathname)) ? false : '/login';
  },

  async checkAuth() {
    if (!tokenStorage.get()) throw { message: false, redirectTo: '/login' };
  },

  async checkError(error: { status?: number; body?: { url?: string } }) {
    const status = error?.status;
    if (status !== 401 && status !== 403) return;
    const url = error.body?.url ?? '';
    // A stored token that expired or was ended (by a password change elsewhere) ends the session, silently.
    const tokenRefused = status === 401 && ACCOUNT_CALLS.test(url) && tokenStorage.get() !== null;
    if (!tokenRefused && SESSION_NEUTRAL.some((p) => p.test(url))) return;
    // A 403 for a signed-in account is a refusal, not the end of the session.
    if (status === 403 && tokenStorage.get()) return;
    tokenStorage.clear();
    account = undefined;
    throw {
      message: tokenRefused ? false : 'portico.login.unauthorized',
      redirectTo: STAY_PUT.some((p) => p.test(window.location.pathname)) ? false : '/login',
    };
  },

  async getIdentity() {
    // Guests have no account to fetch; they are shown the generic label.
    if (!tokenStorage.get()) return { id: '' };
    const account = await fetchAccount();
    const { id, login, firstName, lastName, langKey } = account;
    // The whole account too: the composer's USER placeholders read it (and its adiutoUserData).
    return { id, fullName: [firstName, lastName].filter(Boolean).join(' ') || login, login, langKey, account };
  },

  async getPermissions() {
    if (!tokenStorage.get()) return [];
    return (await fetchAccount()).authorities;
  },
};
