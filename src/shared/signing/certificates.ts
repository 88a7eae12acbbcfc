import type { FromSchema } from 'json-schema-to-ts';

/**
 * The signer certificates of the portal's authority and their revocation (docs/signing.md,
 * "Revocation"): the shapes of the console's list and of a revocation, declared once.
 */

/** Where the authority's revocation list is published (public, DER: application/pkix-crl). */
export const CRL_PATH = '/api/adiuto-gateway/sign/ca.crl';

/** Why a certificate is revoked (RFC 5280's CRLReason names, those that fit a signer's certificate). */
export const REVOCATION_REASONS = ['keyCompromise', 'affiliationChanged', 'superseded', 'cessationOfOperation', 'unspecified'] as const;
export type RevocationReason = (typeof REVOCATION_REASONS)[number];

/** The most a revocation's note holds. */
export const MAX_REVOCATION_NOTE = 500;

/** An account's signer certificate: in force (its signature password opens its key) or revoked. */
export const signerCertificateSchema = {
  type: 'object',
  required: ['serial', 'login', 'subject', 'issuer', 'notBefore', 'notAfter', 'state'],
  properties: {
    /** The serial number, hex. */
    serial: { type: 'string' },
    login: { type: 'string' },
    subject: { type: 'string' },
    issuer: { type: 'string' },
    notBefore: { type: 'string', format: 'date-time' },
    notAfter: { type: 'string', format: 'date-time' },
    state: { enum: ['in-force', 'revoked'] },
    revoked: {
      type: 'object',
      required: ['at', 'by', 'reason', 'note'],
      properties: {
        at: { type: 'string', format: 'date-time' },
        by: { type: 'string' },
        reason: { enum: [...REVOCATION_REASONS] },
        note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
      },
      additionalProperties: false,
    },
  },
  additionalProperties: false,
} as const;
export type SignerCertificate = FromSchema<typeof signerCertificateSchema>;

export const SIGNER_CERTIFICATES_ANSWER = { 200: { type: 'array', items: signerCertificateSchema } } as const;

/** `GET sign/certificates?login=`: one account's certificates, or every account's. */
export const SIGNER_CERTIFICATES_QUERY = {
  type: 'object',
  properties: { login: { type: 'string', minLength: 1, maxLength: 50 } },
  additionalProperties: false,
} as const;

/** The body of `POST sign/certificates/{serial}/revoke`. */
export const REVOKE_BODY = {
  type: 'object',
  required: ['reason'],
  properties: {
    reason: { enum: [...REVOCATION_REASONS] },
    note: { type: 'string', maxLength: MAX_REVOCATION_NOTE },
  },
  additionalProperties: false,
} as const;
export type RevokeBody = FromSchema<typeof REVOKE_BODY>;

export const REVOKE_ANSWER = { 200: signerCertificateSchema } as const;
