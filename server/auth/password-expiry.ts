import { AppError } from '../errors/app-error.js';
import type { Credentials } from '../users/types.js';

const DAY_MS = 86_400_000;

/** Expired when marked so (a temporary password) or older than PASSWORD_MAX_AGE_DAYS (0 = never). */
export function isPasswordExpired(credentials: Pick<Credentials, 'passwordExpired' | 'passwordSetAt'>, maxAgeDays: number, now = Date.now()): boolean {
  if (credentials.passwordExpired) return true;
  return maxAgeDays > 0 && now - credentials.passwordSetAt > maxAgeDays * DAY_MS;
}

/** The 403 of a sign-in with the right, but expired, password: the client then asks for a new one. */
export const passwordExpired = () =>
  new AppError('forbidden', 'The password has expired and must be changed', { title: 'Password expired', message: 'error.password.expired' });
