import { passwordLevel } from '../password-strength.js';
import { SIGNATURE_PASSWORD_RESULT, type SignaturePasswordCode } from './codes.js';
import type { FromSchema } from 'json-schema-to-ts';
import type { RESET_PASSWORD_SCHEMA } from './wire.js';

/**
 * The rules of a new signature password that need no stored secret, for the server that enforces
 * them and the signature-password modal that checks them first. Strength is the spec's 5-level
 * meter (001 §5, password-strength.ts).
 */

/** The lowest level accepted: at least three classes of characters and more than 6 characters. */
export const SIGNATURE_PASSWORD_MIN_LEVEL = 4;
/** Longer passwords are refused as "too complex" (-995), as are control characters. */
export const SIGNATURE_PASSWORD_MAX_LENGTH = 64;

/** The body of `PUT update-auth/reset-password` (its schema in wire.ts; `signOldPassword` in RESET mode). */
export type SignaturePasswordInput = FromSchema<typeof RESET_PASSWORD_SCHEMA>;

/**
 * The first rule a new password breaks, in this order: old password missing (RESET), confirmation
 * differs, equals the user name, too complex, not complex enough, same as the old one; 0 when none.
 */
export function signaturePasswordProblem(input: SignaturePasswordInput, mode: 'SET' | 'RESET'): SignaturePasswordCode | 0 {
  const { signUserName, signPassword, signPasswordConfirm, signOldPassword } = input;
  if (mode === 'RESET' && !signOldPassword) return SIGNATURE_PASSWORD_RESULT.oldMissing;
  if (signPassword !== signPasswordConfirm) return SIGNATURE_PASSWORD_RESULT.notEqual;
  if (signPassword.toLowerCase() === signUserName.toLowerCase()) return SIGNATURE_PASSWORD_RESULT.usernameEqualsPassword;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if ([...signPassword].length > SIGNATURE_PASSWORD_MAX_LENGTH || /[\u0000-\u001f\u007f-\u009f]/.test(signPassword)) return SIGNATURE_PASSWORD_RESULT.tooComplex;
  if (passwordLevel(signPassword) < SIGNATURE_PASSWORD_MIN_LEVEL) return SIGNATURE_PASSWORD_RESULT.notComplexEnough;
  if (mode === 'RESET' && signPassword === signOldPassword) return SIGNATURE_PASSWORD_RESULT.sameAsOld;
  return 0;
}
