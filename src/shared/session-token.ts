import type { FromSchema } from 'json-schema-to-ts';

/**
 * What a sign-in answers (`POST api/authenticate`, `GET api/authenticate-adiuto-oauth2`): the session
 * token, which the `Authorization: Bearer …` header of the answer carries too.
 */
export const sessionTokenSchema = {
  type: 'object',
  properties: { id_token: { type: 'string' } },
  required: ['id_token'],
  additionalProperties: false,
} as const;

export type SessionToken = FromSchema<typeof sessionTokenSchema>;

/** What `GET api/authorities` answers: the names of the roles an account may be given. */
export const authorityNamesSchema = { type: 'array', items: { type: 'string' } } as const;
