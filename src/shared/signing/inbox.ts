import type { FromSchema } from 'json-schema-to-ts';
import { REQUEST_STATES } from './requests.js';

/**
 * The two signature inboxes (docs/signing.md, "Inboxes"): what waits for the signed-in person's
 * signature, and the requests they asked. Lists like every list: `page`, `size`, `sort`, and the
 * total in `x-total-count`.
 */

const dueDate = { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'YYYY-MM-DD, or null' } as const;
const document = {
  documentId: { type: 'integer', description: 'The current version, which the viewer opens' },
  family: { type: 'string' },
  familyName: { type: 'string' },
  document: { type: 'string', description: "The file's name" },
} as const;

export const awaitingSignatureSchema = {
  type: 'object',
  required: ['requestId', 'documentId', 'family', 'familyName', 'document', 'askedBy', 'askedAt', 'dueDate'],
  properties: {
    requestId: { type: 'integer' },
    ...document,
    askedBy: { type: 'string', description: "The asker's name" },
    askedAt: { type: 'string', format: 'date-time' },
    dueDate,
  },
  additionalProperties: false,
} as const;
export type AwaitingSignature = FromSchema<typeof awaitingSignatureSchema>;

export const sentForSignatureSchema = {
  type: 'object',
  required: ['requestId', 'documentId', 'family', 'familyName', 'document', 'state', 'createdAt', 'dueDate', 'signed', 'signers', 'waitingFor'],
  properties: {
    requestId: { type: 'integer' },
    ...document,
    state: { enum: [...REQUEST_STATES] },
    createdAt: { type: 'string', format: 'date-time' },
    dueDate,
    signed: { type: 'integer', description: 'Signers who have signed' },
    signers: { type: 'integer' },
    waitingFor: { type: 'array', items: { type: 'string' }, description: 'The names of the signers whose turn it is' },
  },
  additionalProperties: false,
} as const;
export type SentForSignature = FromSchema<typeof sentForSignatureSchema>;

/** What each inbox sorts by; the first is its default order; `id` is the request's, as every list sorts by id. */
export const AWAITING_SORTABLE = ['dueDate', 'askedAt', 'document', 'id'] as const;
export const SENT_SORTABLE = ['createdAt', 'dueDate', 'state', 'document', 'id'] as const;
