/** The gateway's address and the paging parameters its list calls share. */
export const BASE = '/api/adiuto-gateway';

export const PAGING = {
  type: 'object',
  properties: { page: { type: 'integer', minimum: 0 }, size: { type: 'integer', minimum: 1, maximum: 10_000 }, lang: { type: 'string', maxLength: 10 } },
  additionalProperties: false,
} as const;
