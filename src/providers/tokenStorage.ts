/** The Bearer token, kept under one key: in localStorage when "remember me" was ticked, else sessionStorage. */
export const AUTH_TOKEN_KEY = 'jhi-authenticationToken';

export const tokenStorage = {
  get(): string | null {
    return localStorage.getItem(AUTH_TOKEN_KEY) ?? sessionStorage.getItem(AUTH_TOKEN_KEY);
  },
  set(token: string, rememberMe: boolean): void {
    this.clear();
    (rememberMe ? localStorage : sessionStorage).setItem(AUTH_TOKEN_KEY, token);
  },
  /** Replaces the token where it is kept: a session the server renewed keeps its "remember me". */
  replace(token: string): void {
    this.set(token, localStorage.getItem(AUTH_TOKEN_KEY) !== null);
  },
  clear(): void {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    sessionStorage.removeItem(AUTH_TOKEN_KEY);
  },
};
