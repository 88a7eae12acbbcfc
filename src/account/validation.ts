import { maxLength, minLength, regex, required, type Validator } from 'react-admin';
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, EMAIL_REGEXP } from '../shared/email';

/** A login is an email-like name or letters, digits and _ . @ - (spec: registration rules). */
export const LOGIN_PATTERN = /^(?:[a-zA-Z0-9!$&*+=?^_`{|}~.-]+@[a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)*|[_.@A-Za-z0-9-]+)$/;

export const loginRules: Validator[] = [required(), minLength(1), maxLength(50), regex(LOGIN_PATTERN, 'portico.validation.login')];
/** The server's rule for e-mail addresses (src/shared/email.ts), worded as react-admin words it. */
export const emailRules: Validator[] = [required(), minLength(EMAIL_MIN_LENGTH), maxLength(EMAIL_MAX_LENGTH), regex(EMAIL_REGEXP, 'ra.validation.email')];
export const passwordRules: Validator[] = [required(), minLength(4), maxLength(50)];

/** The value must equal another field of the form (a password and its confirmation). */
export const matches =
  (other: string): Validator =>
  (value, values) =>
    value === values?.[other] ? undefined : 'portico.validation.passwordMismatch';
