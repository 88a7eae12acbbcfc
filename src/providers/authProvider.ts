import type { AuthProvider } from 'react-admin';
import { apiFetch, tokenIn } from './httpClient';
import { sessionEndNotice, staysPut } from './session-end';
import { tokenStorage } from './tokenStorage';
import type { Account } from '../shared/user';


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

/** How long signing out waits for the server to end the token. */
const SIGN_OUT_WAIT_MS = 5_000;

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

/** Sign-in by username and password; the Bearer token comes back in the Authorization header. */
export const authProvider: AuthProvider = {
  async login({ username, password, rememberMe, captcha, hiddenCaptcha, signal }: Credentials) {
    // The token of an earlier session must not ride along with a new sign-in.
    tokenStorage.clear();
    sessionEndNotice.forget();
    account = undefined;
    const { headers } = await apiFetch('/api/authenticate', {
      method: 'POST',
      body: JSON.stringify({ username, password, rememberMe: Boolean(rememberMe), captcha, hiddenCaptcha }),
      signal,
    });
    const token = tokenIn(headers);
    if (!token) throw new Error('portico.login.failed');
    tokenStorage.set(token, Boolean(rememberMe));
  },

  async logout() {
    // The server ends the token first (every server refuses it from then on); the browser forgets it
    // whatever the answer, and does not wait long for one.
    if (tokenStorage.get()) await apiFetch('/api/logout', { method: 'POST', signal: AbortSignal.timeout(SIGN_OUT_WAIT_MS) }).catch(() => undefined);
    tokenStorage.clear();
    sessionEndNotice.forget();
    account = undefined;
    return staysPut(window.location.pathname) ? false : '/login';
  },

  async checkAuth() {
    if (!tokenStorage.get()) throw { message: false, redirectTo: '/login' };
  },

  /** A refusal that ends the session has ended it already, wherever the call came from (session-end.ts). */
  async checkError() {},

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
