import type { FromSchema } from 'json-schema-to-ts';
import { emailSchema } from '../email.js';

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

/** A request's states: open until its last signer signs (completed), a signer declines, the asker voids it, or its due date ends it (expired). `cancelled`: requests of earlier releases. */
export const REQUEST_STATES = ['open', 'completed', 'declined', 'voided', 'expired', 'cancelled'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** A signer's state: waiting for an earlier step, invited (their turn), opened the document, signed, or declined. */
export const SIGNER_STATES = ['waiting', 'invited', 'opened', 'signed', 'declined'] as const;
export type SignerState = (typeof SIGNER_STATES)[number];

/** What a request's due date does: only remind, or also end the request unsigned (expired). */
export const ON_DUE = ['remind', 'expire'] as const;

/** The most a reason for voiding or declining holds. */
export const MAX_END_REASON = 1_000;

const when = { anyOf: [{ type: 'string', format: 'date-time' }, { type: 'null' }] } as const;

const signerViewSchema = {
  type: 'object',
  required: ['id', 'order', 'name', 'login', 'email', 'state', 'invitedAt', 'openedAt', 'signedAt', 'declinedAt', 'remindedAt', 'reminders'],
  properties: {
    id: { type: 'integer' },
    order: { type: 'integer' },
    name: { type: 'string' },
    login: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    /** An external signer's address; null for an account. */
    email: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    state: { enum: [...SIGNER_STATES] },
    invitedAt: when,
    openedAt: when,
    signedAt: when,
    declinedAt: when,
    remindedAt: when,
    reminders: { type: 'integer' },
  },
  additionalProperties: false,
} as const;

const historyEntrySchema = {
  type: 'object',
  required: ['action', 'userName', 'date', 'detail'],
  properties: { action: { type: 'string' }, userName: { type: 'string' }, date: { type: 'string', format: 'date-time' }, detail: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
  additionalProperties: false,
} as const;

/** `GET sign/requests/{id}`: a document's latest request as its asker follows it, with the signing history of the document. */
export const signRequestViewSchema = {
  type: 'object',
  required: ['id', 'documentId', 'state', 'imgManage', 'createdBy', 'createdAt', 'dueDate', 'onDue', 'reminders', 'message', 'ended', 'signers', 'history'],
  properties: {
    id: { type: 'integer' },
    /** The document's first version: the request follows it through the versions its signatures make. */
    documentId: { type: 'integer' },
    state: { enum: [...REQUEST_STATES] },
    imgManage: { type: 'integer' },
    createdBy: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    /** YYYY-MM-DD, or null. */
    dueDate: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    onDue: { enum: [...ON_DUE] },
    reminders: {
      type: 'object',
      required: ['everyDays', 'beforeDueDays'],
      properties: { everyDays: { anyOf: [{ type: 'integer' }, { type: 'null' }] }, beforeDueDays: { anyOf: [{ type: 'integer' }, { type: 'null' }] } },
      additionalProperties: false,
    },
    message: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    /** How it ended, when it did not complete: who (a login, or `external:{id}`), when and why. */
    ended: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['by', 'at', 'reason'],
          properties: { by: { type: 'string' }, at: { type: 'string', format: 'date-time' }, reason: { anyOf: [{ type: 'string' }, { type: 'null' }] } },
          additionalProperties: false,
        },
      ],
    },
    signers: { type: 'array', items: signerViewSchema },
    history: { type: 'array', items: historyEntrySchema },
  },
  additionalProperties: false,
} as const;

export type SignRequestView = FromSchema<typeof signRequestViewSchema>;
export type SignerView = FromSchema<typeof signerViewSchema>;

/** The body of `POST sign/requests/{id}/void` and `POST sign/decline/{id}`: why, in words the others read. */
export const END_REQUEST_BODY = {
  type: 'object',
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 1, maxLength: MAX_END_REASON } },
  additionalProperties: false,
} as const;

export type EndRequestBody = FromSchema<typeof END_REQUEST_BODY>;

/** The body of `POST sign/requests/{id}/remind`: one signer, or (without it) every signer whose turn it is. */
export const REMIND_BODY = {
  type: 'object',
  properties: { signerId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  additionalProperties: false,
} as const;

export type RemindBody = FromSchema<typeof REMIND_BODY>;

/** The answer of a reminder: the signers mailed now. */
export const REMIND_ANSWER = {
  200: { type: 'object', required: ['reminded'], properties: { reminded: { type: 'array', items: { type: 'integer' } } }, additionalProperties: false },
} as const;

/** The body of `PUT sign/requests/{id}/signers/{signerId}`: who signs instead, an account or an e-mail address. */
export const REPLACE_SIGNER_BODY = {
  type: 'object',
  properties: {
    login: { type: 'string', minLength: 1, maxLength: 50 },
    email: emailSchema,
    name: { type: 'string', minLength: 1, maxLength: 200 },
    langKey: { enum: ['en', 'it', 'fr', 'es', 'de'] },
  },
  additionalProperties: false,
} as const;

export type ReplaceSignerBody = FromSchema<typeof REPLACE_SIGNER_BODY>;
