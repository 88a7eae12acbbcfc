import type { ErrorObject } from 'ajv';
import { INT_MAX } from './integer-bounds.js';
import { type Validate } from './ajv.js';

/**
 * A row's id in an address. Every id column is a 32-bit `integer`, so a larger id names no row: the
 * schema refuses it (`Max`) before PostgreSQL would fail the statement. Only plain decimal digits are
 * taken (see withPlainNumbers).
 */
export const ID = { type: 'integer', minimum: 1, maximum: INT_MAX } as const;

/** The path parameters of a route under `…/:id`. */
export const ID_PARAMS = { type: 'object', properties: { id: ID }, required: ['id'] } as const;

/** A whole number as written in an address: decimal digits, a minus sign at most. */
const WHOLE_NUMBER = /^-?[0-9]+$/;

/**
 * Wraps the validator of path parameters or a query string so that a whole number must arrive as
 * decimal digits: ajv's coercion alone reads `+1`, ` 1`, `0x10`, `1.0`, `1e3` and `Infinity` as numbers.
 * The text is checked before ajv coerces it; the handler still receives a number.
 */
export function withPlainNumbers(schema: unknown, validate: Validate): Validate {
  const names = wholeNumberProperties(schema);
  if (!names.length) return validate;
  const checked: Validate = (data) => {
    const values = (data ?? {}) as Record<string, unknown>;
    const errors = names.filter((name) => !isPlain(values[name])).map(notPlain);
    if (errors.length) {
      checked.errors = errors;
      return false;
    }
    const valid = validate(data);
    checked.errors = validate.errors;
    return valid;
  };
  return checked;
}

/** The members of an object schema that hold a whole number or a list of them. */
function wholeNumberProperties(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown; items?: { type?: unknown } }> }).properties ?? {};
  return Object.keys(properties).filter((name) => {
    const { type, items } = properties[name];
    return type === 'integer' || (type === 'array' && items?.type === 'integer');
  });
}

/** Texts (one, or repeated in a query string) are plain; anything else is left to ajv. */
const isPlain = (value: unknown): boolean =>
  typeof value === 'string' ? WHOLE_NUMBER.test(value) : Array.isArray(value) ? value.every(isPlain) : true;

const notPlain = (name: string): ErrorObject => ({
  keyword: 'pattern',
  instancePath: `/${name}`,
  schemaPath: `#/properties/${name}`,
  params: { pattern: WHOLE_NUMBER.source },
  message: 'must be a whole number written in decimal digits',
});
