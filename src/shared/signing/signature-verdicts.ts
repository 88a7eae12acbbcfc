import type { FromSchema } from 'json-schema-to-ts';
import { pdfChangeSchema } from './pdf-findings.js';

/**
 * What the portal says of each signature and document timestamp a PDF carries (docs/signing.md,
 * "The signature panel"): the facts read from the file, what the portal knows of the signer, and one
 * verdict. The same shape for the sign info's `verdicts` and the viewer's signature panel.
 */

/** Why a signature is valid with a warning: message keys under `portico.signatures.reasons`. */
export const WARNING_REASONS = ['signerUnknown', 'chainIncomplete', 'notChecked', 'revokedLater', 'noRevocationData', 'listOutdated', 'noTimestamp'] as const;
/** Why a signature is broken: message keys under `portico.signatures.reasons`. */
export const BROKEN_REASONS = ['bytesChanged', 'revokedAtSigning', 'notValidAtSigning', 'changedAfterSigning', 'chainBroken'] as const;
export type VerdictReason = (typeof WARNING_REASONS)[number] | (typeof BROKEN_REASONS)[number];

const time = { type: ['string', 'null'], maxLength: 40 } as const;
const text = { type: 'string', maxLength: 2_000 } as const;

export const CERTIFICATE_SUMMARY_SCHEMA = {
  type: 'object',
  required: ['subject', 'issuer', 'serial', 'notBefore', 'notAfter'],
  properties: {
    /** The distinguished name, its parts in the certificate's order: `UID=anna, CN=Anna`. */
    subject: text,
    issuer: text,
    /** Lower-case hex, every byte written. */
    serial: text,
    notBefore: time,
    notAfter: time,
  },
  additionalProperties: false,
} as const;
export type CertificateSummary = FromSchema<typeof CERTIFICATE_SUMMARY_SCHEMA>;

export const SIGNATURE_VERDICT_SCHEMA = {
  type: 'object',
  required: ['kind', 'signer', 'signingTime', 'timestamp', 'certificate', 'chain', 'chainComplete', 'trusted', 'revocation', 'level', 'seals', 'coversWholeDocument', 'changes', 'page', 'rect', 'verdict', 'reasons'],
  properties: {
    kind: { enum: ['signature', 'document-timestamp'] },
    /** The certificate's common name (a document timestamp: its authority's), else the signature's /Name. */
    signer: { type: ['string', 'null'], maxLength: 2_000 },
    /** ISO 8601: the time the signer's computer stated (signing-time attribute, else /M); a document timestamp's own time. */
    signingTime: time,
    /** The RFC 3161 timestamp in the signature (B-T and above): its time and the authority that stated it. */
    timestamp: {
      anyOf: [{ type: 'null' }, { type: 'object', required: ['time', 'authority'], properties: { time, authority: { type: ['string', 'null'], maxLength: 2_000 } }, additionalProperties: false }],
    },
    certificate: { anyOf: [{ type: 'null' }, CERTIFICATE_SUMMARY_SCHEMA] },
    /** The certificates above it, its issuer first, up to a root when the file carries them. */
    chain: { type: 'array', maxItems: 20, items: CERTIFICATE_SUMMARY_SCHEMA },
    /** Whether the chain ends at a self-signed root and every certificate checks with its issuer's key. */
    chainComplete: { type: 'boolean' },
    /** Whether the chain's root is this portal's authority: otherwise "signer unknown to this portal". */
    trusted: { type: 'boolean' },
    revocation: {
      type: 'object',
      required: ['atSigning', 'list', 'revokedAt'],
      properties: {
        /** From the revocation list in the file (its /DSS), checked with the issuer's key: not revoked, revoked, or unknown (no list for it). */
        atSigning: { enum: ['not-revoked', 'revoked', 'unknown'] },
        /** That list: when it was issued and until when it holds. */
        list: {
          anyOf: [{ type: 'null' }, { type: 'object', required: ['thisUpdate', 'nextUpdate'], properties: { thisUpdate: time, nextUpdate: time }, additionalProperties: false }],
        },
        /** ISO 8601: when the portal revoked the certificate (what it knows now); null when it did not. */
        revokedAt: time,
      },
      additionalProperties: false,
    },
    /**
     * The PAdES level the file gives a signature. Null for a document timestamp: it is no signature
     * and has no level of its own; what it does to the signatures' levels is in `seals`.
     */
    level: { anyOf: [{ type: 'null' }, { enum: ['B-B', 'B-T', 'B-LT', 'B-LTA'] }] },
    /**
     * A document timestamp's part in the levels: the signatures before it (their places in this list,
     * from 1) whose validation data is in the file, which it makes B-LTA (an archive timestamp). Empty
     * for a signature, and for a document timestamp that is broken or has no such signature before it.
     */
    seals: { type: 'array', maxItems: 100, items: { type: 'integer', minimum: 1 } },
    coversWholeDocument: { type: 'boolean' },
    /** What later revisions changed beyond what a signed document may take (pdf-findings.ts). */
    changes: { type: 'array', maxItems: 100, items: pdfChangeSchema },
    /** Its field's page (from 1) and rectangle in the page's user space (PDF points, as the file writes it); rect null for an invisible field. */
    page: { type: ['integer', 'null'], minimum: 1 },
    rect: {
      anyOf: [{ type: 'null' }, { type: 'object', required: ['x1', 'y1', 'x2', 'y2'], properties: { x1: { type: 'number' }, y1: { type: 'number' }, x2: { type: 'number' }, y2: { type: 'number' } }, additionalProperties: false }],
    },
    verdict: { enum: ['valid', 'warning', 'broken'] },
    /** Why it is valid with a warning or broken, most serious first. */
    reasons: { type: 'array', maxItems: 20, items: { enum: [...WARNING_REASONS, ...BROKEN_REASONS] } },
    /** The technical detail of a broken or unchecked signature, in English. */
    why: text,
  },
  additionalProperties: false,
} as const;
export type SignatureVerdict = FromSchema<typeof SIGNATURE_VERDICT_SCHEMA>;
