import type { FromSchema } from 'json-schema-to-ts';

/** What a browser sends when a screen crashed (`POST api/client-errors`). */
export const crashReportSchema = {
  type: 'object',
  properties: {
    message: { type: 'string', maxLength: 2000 },
    stack: { type: 'string', maxLength: 20000 },
    url: { type: 'string', maxLength: 2000 },
  },
  required: ['message'],
  additionalProperties: false,
} as const;

export type CrashReport = FromSchema<typeof crashReportSchema>;

/** The answer (202): how many administrators the report was mailed to. */
export const crashReportedSchema = {
  type: 'object',
  properties: { reported: { type: 'integer', description: 'How many administrators the report was mailed to' } },
  required: ['reported'],
  additionalProperties: false,
} as const;
