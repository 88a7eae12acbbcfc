import type { FromSchema } from 'json-schema-to-ts';

/**
 * An account as the API shows it (`api/account`, `api/admin/users`): its JSON Schema, which the
 * server answers and documents by, and its type, derived from the schema for the server and the client.
 */
export const userSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    login: { type: 'string' },
    firstName: { type: ['string', 'null'] },
    lastName: { type: ['string', 'null'] },
    email: { type: ['string', 'null'] },
    activated: { type: 'boolean' },
    langKey: { type: 'string' },
    authorities: { type: 'array', items: { type: 'string' } },
    createdBy: { type: 'string' },
    createdDate: { type: 'string', format: 'date-time' },
    lastModifiedBy: { type: ['string', 'null'] },
    lastModifiedDate: { type: ['string', 'null'], format: 'date-time' },
  },
  required: ['id', 'login', 'firstName', 'lastName', 'email', 'activated', 'langKey', 'authorities', 'createdBy', 'createdDate', 'lastModifiedBy', 'lastModifiedDate'],
  additionalProperties: false,
} as const;

export type User = FromSchema<typeof userSchema>;
