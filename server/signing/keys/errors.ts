/** The signature password does not open the signer's key. */
export class WrongSignaturePassword extends Error {
  readonly code = 'sign.wrong-signature-password';
  constructor() {
    super('The signature password is wrong');
    this.name = 'WrongSignaturePassword';
  }
}

/**
 * The signing authority's key cannot be opened with the configured master key (SIGNING_MASTER_KEY
 * changed after the authority was made): a configuration fault, reported at start.
 */
export class MasterKeyMismatch extends Error {
  constructor() {
    super(
      'The signing authority kept in the database cannot be opened with this SIGNING_MASTER_KEY: it was sealed with another one. ' +
        'Give the key it was made with (docs/signing.md, Certificates and keys).',
    );
    this.name = 'MasterKeyMismatch';
  }
}

/** The timestamp authority (SIGN_TSA_URL) did not answer or refused: the signature is not made. */
export class TimestampUnavailable extends Error {
  readonly code = 'sign.timestamp-unavailable';
  constructor(cause: unknown) {
    super(`The timestamp authority did not give a timestamp: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'TimestampUnavailable';
  }
}
