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

/**
 * The signed-in account as `GET api/account` answers it: the account, and its identity in the
 * document store (`adiutoUserData`, spec 001 §3), which the composer's USER placeholders read
 * (`{USER.adiutoUserData.adiutoId}`).
 */
export const accountSchema = {
  ...userSchema,
  properties: {
    ...userSchema.properties,
    adiutoUserData: {
      type: 'object',
      properties: { adiutoId: { type: 'integer' }, login: { type: 'string' } },
      required: ['adiutoId', 'login'],
      additionalProperties: false,
    },
  },
  required: [...userSchema.required, 'adiutoUserData'],
} as const;

export type Account = FromSchema<typeof accountSchema>;
