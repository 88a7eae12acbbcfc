import { Ajv, type ErrorObject } from 'ajv';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** One ajv instance for entity bodies, with the formats entity schemas use. */
export function createAjv(options: { allowUnionTypes?: boolean; strictRequired?: boolean } = {}): Ajv {
  // verbose keeps the offending value in each error, so a null where a value is required reads NotNull.
  const ajv = new Ajv({ allErrors: true, strict: true, verbose: true, ...options });
  ajv.addFormat('base64', { type: 'string', validate: (s: string) => s.length % 4 === 0 && BASE64.test(s) });
  ajv.addFormat('json', {
    type: 'string',
    validate: (s: string) => {
      try {
        JSON.parse(s);
        return true;
      } catch {
        return false;
      }
    },
  });
  return ajv;
}

/** A validator as ajv makes them: true or false, and the errors of the last call. */
export type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/**
 * A validator compiled on its first call rather than when made. Compiling every route's and every
 * entity's schema took over a quarter of a server's start, while a server answers many of its routes
 * rarely or never. A schema ajv cannot compile fails that first call: the fuzz test calls every route
 * of the API with a body, and `tests/unit/validation.test.ts` compiles every entity's schemas.
 */
export function compiledOnFirstUse(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const validate: Validate = (data) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  return validate;
}
