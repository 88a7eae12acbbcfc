import { LOGIN_PATTERN } from '../../accounts/schemas.js';
import { emailSchema } from '../../../src/shared/email.js';
import { INT_MAX } from '../../validation/integer-bounds.js';
import { listQuerySchema } from '../../validation/list-query.js';

/**
 * Bodies and parameters of api/admin/users. Login and email follow the registration rules (spec 000
 * §5). The client may send back a user it read, so the read-only members are accepted and ignored.
 */
const login = { type: 'string', minLength: 1, maxLength: 50, pattern: LOGIN_PATTERN } as const;
const email = emailSchema;
const name = { type: ['string', 'null'], maxLength: 50 } as const;
const langKey = { type: 'string', minLength: 2, maxLength: 10, pattern: '^[a-zA-Z]{2}([-_][a-zA-Z0-9]{2,8})?$' } as const;
const authorities = { type: 'array', items: { type: 'string', minLength: 1, maxLength: 50 }, maxItems: 50, uniqueItems: true } as const;
const readOnly = {
  createdBy: { type: ['string', 'null'] },
  createdDate: { type: ['string', 'null'] },
  lastModifiedBy: { type: ['string', 'null'] },
  lastModifiedDate: { type: ['string', 'null'] },
} as const;

export const createBody = {
  type: 'object',
  properties: {
    id: { type: 'null' },
    login,
    firstName: name,
    lastName: name,
    email,
    activated: { type: 'boolean' },
    langKey,
    authorities,
    ...readOnly,
  },
  required: ['login', 'email'],
  additionalProperties: false,
} as const;

/** An update names the account by its id and may leave the login out; otherwise it reads like a creation. */
export const updateBody = {
  ...createBody,
  properties: { ...createBody.properties, id: { type: ['integer', 'null'], minimum: 1, maximum: INT_MAX } },
  required: ['email'],
} as const;

export const listQuery = listQuerySchema(1_000);

export const loginParams = {
  type: 'object',
  properties: { login },
  required: ['login'],
} as const;

export interface UserBody {
  id?: number | null;
  login?: string;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  activated?: boolean;
  langKey?: string;
  authorities?: string[];
}
