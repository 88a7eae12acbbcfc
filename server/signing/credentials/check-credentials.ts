import { verifyPassword } from '../../auth/passwords.js';
import type { ValueListDefinition } from '../../docstore/model.js';
import { badRequest } from '../../errors/app-error.js';
import { SIGN_RESULT } from '../../../src/shared/signing/codes.js';
import type { SignCredentials } from '../../../src/shared/signing/wire.js';
import type { Credential, CredentialStore } from './store.js';

export type CredentialOutcome =
  | { ok: true; credential: Credential; password: string; meaning?: string }
  | { ok: false; code: -3 | -4 | -7; listId?: number; why: string };

const DAY_MS = 86_400_000;

/** Whether a signature password set at `setAt` has outlived SIGNATURE_PASSWORD_MAX_AGE_DAYS (0: never). */
export const expired = (setAt: number, maxAgeDays: number, now = Date.now()) => maxAgeDays > 0 && setAt + maxAgeDays * DAY_MS <= now;

/**
 * An account's signature credentials in a sign or update call (spec 001 §4): -4 without a signature
 * password (set one), -7 when it has expired (change it), -3 when the call must carry signUsername,
 * signPassword and, with a meanings list, signMeaning, or carried wrong ones (the client asks again).
 * A meaning the list lacks is a 400; each try is counted before the comparison (CredentialStore: 429 past a limit).
 */
export async function checkCredentials(
  credentials: CredentialStore,
  maxAgeDays: number,
  account: { id: number; login: string },
  given: SignCredentials,
  meanings: ValueListDefinition | undefined,
): Promise<CredentialOutcome> {
  const credential = await credentials.get(account.id);
  if (!credential) return { ok: false, code: SIGN_RESULT.signaturePasswordMissing, why: 'no signature password set' };
  if (expired(credential.passwordSetAt, maxAgeDays)) return { ok: false, code: SIGN_RESULT.signaturePasswordExpired, why: 'the signature password has expired' };
  const ask = (why: string): CredentialOutcome => ({ ok: false, code: SIGN_RESULT.credentialsRequired, listId: meanings?.id, why });
  if (!given.signUsername || !given.signPassword) return ask('signature credentials required');
  if (given.signUsername.toLowerCase() !== account.login.toLowerCase()) return ask(`signature credentials of another account (${given.signUsername.slice(0, 50)})`);
  let meaning: string | undefined;
  if (meanings) {
    if (given.signMeaning === undefined || given.signMeaning === '') return ask('a meaning is required');
    const wanted = String(given.signMeaning).toLowerCase();
    const entry = meanings.entries.find((e) => String(e.id) === wanted || e.label.toLowerCase() === wanted);
    if (!entry) throw badRequest(`signMeaning must be an entry of the value list ${meanings.key}: "${String(given.signMeaning)}" is none of them`);
    meaning = entry.label;
  }
  await credentials.claimAttempt(account.id);
  if (!(await verifyPassword(credential.passwordHash, given.signPassword))) return ask('wrong signature password');
  await credentials.clearFailures(account.id);
  return { ok: true, credential, password: given.signPassword, meaning };
}
