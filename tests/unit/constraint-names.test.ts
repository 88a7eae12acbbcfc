import { describe, expect, it } from 'vitest';
import { constraintName } from '../../src/shared/constraint-names.js';
import { createAjv } from '../../server/validation/ajv.js';
import { toFieldErrors } from '../../server/validation/field-errors.js';

/** The server's field errors and the configuration forms word a failed keyword by one table. */
describe('constraint names', () => {
  const ajv = createAjv();
  const check = (schema: object, data: unknown) => {
    const validate = ajv.compile({ type: 'object', properties: { v: schema } });
    validate({ v: data });
    return toFieldErrors('x', validate.errors ?? [])[0]?.message;
  };

  it('are the same on the server as in the forms, for const, format and null too', () => {
    expect(check({ const: 1 }, 2)).toBe('Enum');
    expect(constraintName('const')).toBe('Enum');
    expect(check({ type: 'string', format: 'json' }, '{')).toBe('Format.json');
    expect(constraintName('format')).toBe('Format');
    expect(check({ type: 'string' }, null)).toBe('NotNull');
    expect(check({ type: 'string' }, 3)).toBe('TypeMismatch');
    expect(constraintName('type')).toBe('TypeMismatch');
    expect(check({ type: 'string', maxLength: 1 }, 'ab')).toBe(constraintName('maxLength'));
  });

  it('leave a keyword the table does not know as it is on the server, and unnamed in the forms', () => {
    expect(check({ type: 'array', uniqueItems: true }, [1, 1])).toBe('uniqueItems');
    expect(constraintName('uniqueItems')).toBeUndefined();
  });
});
