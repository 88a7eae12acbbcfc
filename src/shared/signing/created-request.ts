import type { FromSchema } from 'json-schema-to-ts';
import { CORNERS } from './sign-info.js';
import { ON_DUE, REQUEST_STATES } from './requests.js';

const nullableInteger = { type: ['integer', 'null'] } as const;
const nullableText = { type: ['string', 'null'] } as const;
/** Milliseconds since 1970, or null. */
const nullableTime = { type: ['number', 'null'] } as const;

const boxSchema = {
  type: 'object',
  description: 'Page from 1; position and size in PDF points, measured from `corner` of the page as shown',
  properties: { page: { type: 'integer' }, x: { type: 'number' }, y: { type: 'number' }, width: { type: 'number' }, height: { type: 'number' }, corner: { enum: [...CORNERS] } },
  required: ['page', 'x', 'y', 'width', 'height', 'corner'],
  additionalProperties: false,
} as const;

const signerSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    requestId: { type: 'integer' },
    order: { type: 'integer' },
    login: { ...nullableText, description: "A portal account's login, or null for an external signer" },
    email: { ...nullableText, description: "An external signer's address (accounts are mailed at their own)" },
    name: { type: 'string' },
    langKey: { type: 'string' },
    signedAt: nullableTime,
    signedDocumentId: nullableInteger,
    invitedAt: nullableTime,
    openedAt: nullableTime,
    declinedAt: nullableTime,
    remindedAt: nullableTime,
    reminders: { type: 'integer' },
    signedFrom: nullableText,
    signedWith: { enum: ['signature-password', 'one-time-password', null] },
    boxes: { type: 'array', items: boxSchema },
  },
  required: [
    'id', 'requestId', 'order', 'login', 'email', 'name', 'langKey', 'signedAt', 'signedDocumentId', 'invitedAt',
    'openedAt', 'declinedAt', 'remindedAt', 'reminders', 'signedFrom', 'signedWith', 'boxes',
  ],
  additionalProperties: false,
} as const;

/**
 * What `POST sign/requests/{id}` answers (201): the request as made, its signers in signing order
 * with their boxes. Its asker follows it afterwards by `GET sign/requests/{id}` (`signRequestViewSchema`).
 */
export const createdSignRequestSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    rootId: { type: 'integer', description: "The document's first version: the request follows it through the versions its signatures make" },
    familyId: { type: 'integer' },
    imgManage: { type: 'integer' },
    reason: {
      description: "The request's own reason settings, where they differ from the family's",
      anyOf: [
        {
          type: 'object',
          properties: { list: nullableText, default: { type: 'string' }, editable: { type: 'boolean' }, mandatory: { type: 'boolean' } },
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
    dueDate: { ...nullableInteger, description: 'YYYYMMDD' },
    state: { enum: [...REQUEST_STATES] },
    createdBy: { type: 'string' },
    createdAt: { type: 'number' },
    message: nullableText,
    reminders: {
      type: 'object',
      properties: { everyDays: nullableInteger, beforeDueDays: nullableInteger },
      required: ['everyDays', 'beforeDueDays'],
      additionalProperties: false,
    },
    onDue: { enum: [...ON_DUE] },
    ended: {
      anyOf: [
        { type: 'object', properties: { by: { type: 'string' }, at: { type: 'number' }, reason: nullableText }, required: ['by', 'at', 'reason'], additionalProperties: false },
        { type: 'null' },
      ],
    },
    nextRunAt: nullableTime,
    certificateId: nullableInteger,
    signers: { type: 'array', items: signerSchema },
  },
  required: ['id', 'rootId', 'familyId', 'imgManage', 'reason', 'dueDate', 'state', 'createdBy', 'createdAt', 'message', 'reminders', 'onDue', 'ended', 'nextRunAt', 'certificateId', 'signers'],
  additionalProperties: false,
} as const;

export type CreatedSignRequest = FromSchema<typeof createdSignRequestSchema>;
