/**
 * The one rule for e-mail addresses, in the client's forms and the server's request bodies alike
 * (spec 000 §5: 5 to 254 characters, an e-mail): some text, an @, some text, with no space and no
 * second @. Like the platform the portal follows (whose own accounts are `admin@localhost`), it takes
 * host names without a dot, which mail on an internal network uses, and letters of any alphabet; the
 * activation mail is what proves an address. See docs/decisions.md, "E-mail addresses".
 */
export const EMAIL_MIN_LENGTH = 5;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_PATTERN = '^[^@\\s]+@[^@\\s]+$';

/** An e-mail address in a request body's JSON Schema. */
export const emailSchema = { type: 'string', minLength: EMAIL_MIN_LENGTH, maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN } as const;

/** The pattern as a regular expression, compiled as ajv compiles JSON Schema patterns. */
export const EMAIL_REGEXP = new RegExp(EMAIL_PATTERN, 'u');
