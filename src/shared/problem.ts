import type { FromSchema } from 'json-schema-to-ts';

/**
 * The RFC 7807 problem body every refusal and failure answers with, in the shape the client reads
 * (the translation key of its message, the field errors, the params): its JSON Schema, which the
 * OpenAPI document gives every route's error answers, and its type, which the server writes
 * (server/http/problem.ts) and the client reads (src/errors/describe.ts).
 */
export const problemSchema = {
  type: 'object',
  description: 'An RFC 7807 problem, with the translation key of the message the client shows.',
  properties: {
    type: { type: 'string', description: '`about:blank`, or the constraint-violation type when fieldErrors are present' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    path: { type: 'string' },
    message: { type: 'string', description: 'A translation key such as `error.validation` or `error.http.403`' },
    fieldErrors: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          objectName: { type: 'string' },
          field: { type: 'string' },
          message: { type: 'string', description: 'The constraint the value breaks (src/shared/constraint-names.ts)' },
          detail: { type: 'string', description: "Words the constraint's name cannot give" },
        },
        required: ['objectName', 'field', 'message'],
        additionalProperties: false,
      },
    },
    params: { type: 'string' },
  },
  required: ['type', 'title', 'status', 'path', 'message'],
} as const;

export type Problem = FromSchema<typeof problemSchema>;

/** One field's mistake in a problem. */
export type FieldError = NonNullable<Problem['fieldErrors']>[number];
