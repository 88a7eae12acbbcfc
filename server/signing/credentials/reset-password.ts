import type { Log } from '../../logging/log.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { User } from '../../users/types.js';
import { SIGNATURE_PASSWORD_RESULT } from '../../../src/shared/signing/codes.js';
import { signaturePasswordProblem, type SignaturePasswordInput } from '../../../src/shared/signing/signature-password.js';
import type { SigningEngine } from '../engine.js';
import type { CredentialStore } from './store.js';

/** An account's name as its signer certificate and its signatures show it. */
export const displayName = (user: Pick<User, 'login' | 'firstName' | 'lastName'>) => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.login;

/**
 * Sets (SET mode, no signature password yet) or changes (RESET mode) the signed-in account's
 * signature password, and issues it a new signer key and certificate encrypted under the new
 * password. Answers 0, or the first code of 001 §8 that applies (docs/signing.md lists the order).
 */
export async function resetSignaturePassword(
  deps: { credentials: CredentialStore; engine: SigningEngine; log: Log },
  user: User,
  input: SignaturePasswordInput,
): Promise<number> {
  if (input.signUserName.toLowerCase() !== user.login.toLowerCase()) return SIGNATURE_PASSWORD_RESULT.noSigningUser;
  const existing = await deps.credentials.get(user.id);
  // An old password where none was ever set: the client is in the wrong mode.
  if (!existing && input.signOldPassword) return SIGNATURE_PASSWORD_RESULT.generic;
  const problem = signaturePasswordProblem(input, existing ? 'RESET' : 'SET');
  if (problem) return problem;
  if (existing) {
    await deps.credentials.claimAttempt(user.id);
    if (!(await verifyPassword(existing.passwordHash, input.signOldPassword!))) return SIGNATURE_PASSWORD_RESULT.oldDoesNotMatch;
    await deps.credentials.clearFailures(user.id);
  }
  let key: { certificatePem: string; encryptedPrivateKey: string };
  try {
    key = await deps.engine.issueSignerKey({ login: user.login, name: displayName(user), ...(user.email ? { email: user.email } : {}) }, input.signPassword);
  } catch (error) {
    deps.log.error({ err: error }, 'a signer key could not be issued');
    return SIGNATURE_PASSWORD_RESULT.generic;
  }
  await deps.credentials.save({ userId: user.id, passwordHash: await hashPassword(input.signPassword), passwordSetAt: Date.now(), ...key });
  return 0;
}
