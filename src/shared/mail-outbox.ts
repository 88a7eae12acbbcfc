import type { FromSchema } from 'json-schema-to-ts';

/**
 * The mail outbox as `api/admin/mail-outbox` answers it: JSON Schemas the server answers and
 * documents by, and types derived from them for the server and the client.
 */

const summaryProperties = {
  id: { type: 'integer' },
  recipient: { type: 'string' },
  mailKey: { type: 'string' },
  langKey: { type: 'string' },
  subject: { type: 'string' },
  status: { type: 'string', enum: ['pending', 'sent', 'failed'] },
  /** `smtp` or `outbox` once delivered. */
  transport: { type: ['string', 'null'] },
  attempts: { type: 'integer' },
  lastError: { type: ['string', 'null'] },
  createdDate: { type: 'string', format: 'date-time' },
  sentDate: { type: ['string', 'null'], format: 'date-time' },
} as const;
const summaryRequired = ['id', 'recipient', 'mailKey', 'langKey', 'subject', 'status', 'transport', 'attempts', 'lastError', 'createdDate', 'sentDate'] as const;

/** A message in the list: everything but its bodies. */
export const outboxSummarySchema = {
  type: 'object',
  properties: summaryProperties,
  required: summaryRequired,
  additionalProperties: false,
} as const;

/** One message (`api/admin/mail-outbox/{id}`), with its bodies. */
export const outboxMessageSchema = {
  type: 'object',
  properties: { ...summaryProperties, text: { type: 'string' }, html: { type: 'string' } },
  required: [...summaryRequired, 'text', 'html'],
  additionalProperties: false,
} as const;

export type OutboxSummary = FromSchema<typeof outboxSummarySchema>;
export type OutboxMessage = FromSchema<typeof outboxMessageSchema>;
export type OutboxStatus = OutboxSummary['status'];
