import { tokenStorage } from './tokenStorage.js';

/*
 * The one rule of spec 000 §8 for a refused call, applied to every call the app makes (httpClient's
 * toHttpError, which every failure passes through): the react-admin screens' and the composer's alike.
 */

/**
 * A 401 on these calls is an answer about the call, not about the session (the account calls do end
 * it: they answer 401 only to a token the server no longer accepts).
 */
const SESSION_NEUTRAL = [/^\/api\/authenticate/, /^\/api\/adiuto-gateway\/check-user/, /^\/api\/adiuto-gateway\/adiuto-admin\/(families|lists)/];

/** Addresses where a cleared session stays put instead of going to /login. */
const STAY_PUT = [/^\/$/, /^\/login/, /^\/account\/reset/, /^\/wguest\/composer/, /^\/sign\//];

export const staysPut = (pathname: string) => STAY_PUT.some((p) => p.test(pathname));

/**
 * Whether a refused call ends the stored session. Only a session can end: a guest's refusal is about
 * the call (an external signer's expired link…). The server answers 401 to a token it no longer
 * accepts, on every call; a 403 for a signed-in account is a refusal of the call, not the end of the
 * session.
 */
export function endsSession(status: number, url: string): boolean {
  return status === 401 && tokenStorage.get() !== null && !SESSION_NEUTRAL.some((p) => p.test(url));
}

let listener: (() => void) | undefined;
let noticeDue = false;

/** The stored token is forgotten at once (the calls still under way go as a guest's), then the app is told. */
export function endSessionOn(status: number, url: string): void {
  if (!endsSession(status, url)) return;
  tokenStorage.clear();
  noticeDue = true;
  listener?.();
}

/** Where the app learns that the session ended (SessionGuard, which takes the visitor to sign in). */
export function onSessionEnd(next: () => void): () => void {
  listener = next;
  return () => {
    if (listener === next) listener = undefined;
  };
}

/**
 * That the session ended, for the sign-in screen to say (login.error.unauthorized) until the next
 * session starts or ends: kept here rather than in the navigation's state, which the private route's
 * own move to /login may replace, and which a sign-in screen mounted again would not see.
 */
export const sessionEndNotice = {
  due: () => noticeDue,
  forget: () => {
    noticeDue = false;
  },
};
