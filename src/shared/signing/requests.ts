import type { FromSchema } from 'json-schema-to-ts';

/**
 * Following a signature request (docs/signing.md, "Asking for signatures"): who may be asked, and
 * the shapes the asking panel reads. Declared once, as the routes' schemas and the client's types.
 */

/** The most accounts one search for signers answers. */
export const MAX_SIGNER_CANDIDATES = 20;

/** `GET sign/candidates/{id}?q=`: the text an account's login or name holds. */
export const SIGNER_CANDIDATES_QUERY = {
  type: 'object',
  properties: { q: { type: 'string', maxLength: 100 } },
  additionalProperties: false,
} as const;

/** An account that may be asked to sign a document: an activated account that may read its family. */
export const signerCandidateSchema = {
  type: 'object',
  required: ['login', 'name'],
  properties: { login: { type: 'string' }, name: { type: 'string' } },
  additionalProperties: false,
} as const;

export type SignerCandidate = FromSchema<typeof signerCandidateSchema>;

export const SIGNER_CANDIDATES_ANSWER = { 200: { type: 'array', maxItems: MAX_SIGNER_CANDIDATES, items: signerCandidateSchema } } as const;
