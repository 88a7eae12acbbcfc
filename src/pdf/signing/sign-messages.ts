import { SIGN_RESULT, SIGNATURE_PASSWORD_RESULT } from '../../shared/signing/codes.js';

/** Every negative answer of a sign call in words (the error.sign.* keys); -3, -4 and -7 open their modals first. */
const SIGN_KEYS: Record<number, string> = {
  [SIGN_RESULT.credentialsRequired]: 'error.sign.credentialsrequired',
  [SIGN_RESULT.signaturePasswordMissing]: 'error.sign.passwordmissing',
  [SIGN_RESULT.signaturePasswordExpired]: 'error.sign.passwordexpired',
  [SIGN_RESULT.wrongOtp]: 'error.sign.wrongotp',
  [SIGN_RESULT.otpNotValid]: 'error.sign.otpnotvalid',
  [SIGN_RESULT.otpSpent]: 'error.sign.otpspent',
  [SIGN_RESULT.notYourTurn]: 'error.sign.notyourturn',
  [SIGN_RESULT.nothingToSign]: 'error.sign.nothingtosign',
  [SIGN_RESULT.unsignablePdf]: 'error.sign.unsignablepdf',
  [SIGN_RESULT.brokenSignature]: 'error.sign.brokensignature',
  [SIGN_RESULT.modifiedAfterSigning]: 'error.sign.modifiedaftersigning',
  [SIGN_RESULT.activeContent]: 'error.sign.activecontent',
};

const PASSWORD_KEYS: Record<number, string> = {
  [SIGNATURE_PASSWORD_RESULT.notEqual]: 'error.sign.password.notequal',
  [SIGNATURE_PASSWORD_RESULT.generic]: 'error.sign.password.generic',
  [SIGNATURE_PASSWORD_RESULT.usernameEqualsPassword]: 'error.sign.password.usernameequalspassword',
  [SIGNATURE_PASSWORD_RESULT.tooComplex]: 'error.sign.password.toocomplex',
  [SIGNATURE_PASSWORD_RESULT.notComplexEnough]: 'error.sign.password.notcomplexenough',
  [SIGNATURE_PASSWORD_RESULT.sameAsOld]: 'error.sign.password.sameasold',
  [SIGNATURE_PASSWORD_RESULT.oldMissing]: 'error.sign.password.oldmissing',
  [SIGNATURE_PASSWORD_RESULT.oldDoesNotMatch]: 'error.sign.password.olddoesnotmatch',
  [SIGNATURE_PASSWORD_RESULT.noSigningUser]: 'error.sign.password.nosigninguser',
};

/** A sign call's negative answer as a translation key and its arguments. */
export const signResultMessage = (code: number) => ({ key: SIGN_KEYS[code] ?? 'error.sign.unknown', args: { code } });

/** A signature-password call's negative answer as a translation key and its arguments. */
export const passwordResultMessage = (code: number) => ({ key: PASSWORD_KEYS[code] ?? 'error.sign.unknown', args: { code } });

/**
 * The words of a refused signing call: the server's error.sign.* key in the reader's language when it
 * names one (a 409 or 429 otherwise shows the server's English detail), else the failure's own text.
 */
export function refusalText(error: Error & { body?: { message?: string } }, translate: (key: string, args?: Record<string, unknown>) => string): string {
  const key = error.body?.message;
  return key?.startsWith('error.sign.') ? translate(key, { _: error.message }) : error.message;
}
