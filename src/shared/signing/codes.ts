/**
 * The numbers the signing calls answer (spec 001 §4 and §8). A sign call, and an update of a family
 * that requires signature credentials, answer the new document id (> 0) or one of SIGN_RESULT; the
 * signature-password call answers 0 or more on success, or one of SIGNATURE_PASSWORD_RESULT.
 * docs/signing.md lists when each is answered.
 */
export const SIGN_RESULT = {
  /** The call must be repeated with signUsername, signPassword (and signMeaning when x-list-id names a list). */
  credentialsRequired: -3,
  /** The signer has no signature password yet: set one (reset-password in SET mode). */
  signaturePasswordMissing: -4,
  /** The signature password has expired: change it (reset-password in RESET mode). */
  signaturePasswordExpired: -7,
  /** The one-time password is not the one sent. */
  wrongOtp: -10,
  /** There is no valid one-time password: none was asked for, it expired, was used, or a newer one was sent. */
  otpNotValid: -11,
  /** Too many wrong one-time passwords: ask for a new one. */
  otpSpent: -12,
  /** Signers before this one have not signed yet. */
  notYourTurn: -20,
  /** Nothing awaits this caller's signature on this document (not a signer, already signed, no open request). */
  nothingToSign: -21,
  /** The document's file is not a PDF that can be signed (not a PDF, damaged, encrypted, altered). */
  unsignablePdf: -30,
  /** A signature the document's PDF already carries is broken (the PDF was changed within what it signed). */
  brokenSignature: -31,
  /** The PDF was changed after a signature it carries, beyond what a signed document may take (pages, content, annotations), and its family does not allow it. */
  modifiedAfterSigning: -32,
  /** The PDF holds active content (JavaScript, program launches…), and its family does not allow it. */
  activeContent: -33,
} as const;
export type SignResultCode = (typeof SIGN_RESULT)[keyof typeof SIGN_RESULT];

export const SIGNATURE_PASSWORD_RESULT = {
  /** The new password and its confirmation differ. */
  notEqual: -998,
  /** Anything else: a RESET with no signature password to reset, a signer key that could not be issued. */
  generic: -997,
  usernameEqualsPassword: -996,
  /** Longer than SIGNATURE_PASSWORD_MAX_LENGTH, or holding control characters. */
  tooComplex: -995,
  /** Below SIGNATURE_PASSWORD_MIN_LEVEL on the strength meter. */
  notComplexEnough: -994,
  sameAsOld: -993,
  oldMissing: -992,
  oldDoesNotMatch: -991,
  /** signUserName is not the signed-in account. */
  noSigningUser: -990,
} as const;
export type SignaturePasswordCode = (typeof SIGNATURE_PASSWORD_RESULT)[keyof typeof SIGNATURE_PASSWORD_RESULT];

/** The header of a -3 answer naming the value list of meanings (its id). */
export const LIST_ID_HEADER = 'x-list-id';
