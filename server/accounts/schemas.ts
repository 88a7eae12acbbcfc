/**
 * Request bodies of the account calls (spec 000 §5 and §7.3). Field errors name the property and the
 * constraint (NotNull, Size, Pattern) like every other body.
 */

import { emailSchema } from '../../src/shared/email.js';

/** A login: an email-like form or letters, digits and _ . @ - (the spec's pattern without its atomic groups, which JavaScript lacks; the match is the same). */
export const LOGIN_PATTERN = "^(?:[a-zA-Z0-9!$&*+=?^_`{|}~.-]+@[a-zA-Z0-9-]+(?:\\.[a-zA-Z0-9-]+)*)$|^(?:[_.@A-Za-z0-9-]+)$";

const login = { type: 'string', minLength: 1, maxLength: 50, pattern: LOGIN_PATTERN } as const;
const email = emailSchema;
/** New passwords: 4 to 50 characters. */
const newPassword = { type: 'string', minLength: 4, maxLength: 50 } as const;
/** Passwords being checked: whatever was set, within reason. */
const givenPassword = { type: 'string', minLength: 1, maxLength: 100 } as const;
const langKey = { type: 'string', minLength: 2, maxLength: 10, pattern: '^[a-zA-Z]{2}([-_][a-zA-Z0-9]{2,8})?$' } as const;
const name = { type: ['string', 'null'], maxLength: 50 } as const;
const key = { type: 'string', minLength: 1, maxLength: 100 } as const;
const captcha = { type: ['string', 'null'], maxLength: 100 } as const;
const hiddenCaptcha = { type: ['string', 'null'], maxLength: 500 } as const;

export const registerBody = {
  type: 'object',
  properties: { login, email, password: newPassword, langKey, firstName: name, lastName: name },
  required: ['login', 'email', 'password'],
  additionalProperties: false,
} as const;

/**
 * Settings: the client sends back the account it read from GET api/account with its changes, so the
 * other members of an account are accepted and ignored.
 */
export const settingsBody = {
  type: 'object',
  properties: { firstName: name, lastName: name, email, langKey },
  required: ['email', 'langKey'],
} as const;

export const changePasswordBody = {
  type: 'object',
  properties: { currentPassword: givenPassword, newPassword },
  required: ['currentPassword', 'newPassword'],
  additionalProperties: false,
} as const;

/** reset-password/init: the email as a text/plain body (a JSON string is accepted too). */
export const resetInitBody = email;

export const resetFinishBody = {
  type: 'object',
  properties: { key, newPassword },
  required: ['key', 'newPassword'],
  additionalProperties: false,
} as const;

export const changeAdiutoPasswordBody = {
  type: 'object',
  properties: { username: { type: 'string', minLength: 1, maxLength: 50 }, currentPassword: givenPassword, newPassword, captcha, hiddenCaptcha },
  required: ['username', 'currentPassword', 'newPassword'],
  additionalProperties: false,
} as const;

export const resetAdiutoInitBody = {
  type: 'object',
  properties: { username: { type: 'string', minLength: 1, maxLength: 50 }, email, captcha, hiddenCaptcha },
  required: ['username', 'email'],
  additionalProperties: false,
} as const;

export const resetAdiutoFinishBody = {
  type: 'object',
  properties: { key },
  required: ['key'],
  additionalProperties: false,
} as const;

export const activateQuery = {
  type: 'object',
  properties: { key },
  required: ['key'],
} as const;
