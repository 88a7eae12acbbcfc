import { Ajv, type ErrorObject } from 'ajv';
import { updateSchemaOf, type EntityModel } from '../../src/shared/entities/model.js';
import { type FieldError, validationProblem } from '../errors/app-error.js';

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

/** Constraint names as the client knows them (NotNull, Size, Min, Max, Pattern ...). */
export function constraintName(error: ErrorObject): string {
  switch (error.keyword) {
    case 'required':
      return 'NotNull';
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
      return 'Size';
    case 'minimum':
    case 'exclusiveMinimum':
      return 'Min';
    case 'maximum':
    case 'exclusiveMaximum':
      return 'Max';
    case 'pattern':
      return 'Pattern';
    case 'enum':
      return 'Enum';
    case 'additionalProperties':
      return 'Unknown';
    case 'format':
      return `Format.${String(error.params.format)}`;
    case 'type':
      return error.params.type === 'null' || error.data === null ? 'NotNull' : 'TypeMismatch';
    default:
      return error.keyword;
  }
}

/**
 * The field an error belongs to. A mistake inside a value (a relation without its id) belongs to the
 * top-level field holding it; in a list body, to the entry and its field (`0.layout`, `2.name`).
 */
function fieldOf(error: ErrorObject, list: boolean): string {
  const depth = list ? 2 : 1;
  const path = error.instancePath.split('/').slice(1, 1 + depth);
  if (path.length < depth) {
    if (error.keyword === 'required') path.push(String(error.params.missingProperty));
    else if (error.keyword === 'additionalProperties') path.push(String(error.params.additionalProperty));
  }
  return path.join('.');
}

/**
 * ajv errors as field errors, one per field (anyOf branches repeat a mistake; the first words it best).
 * `list`: the body is a list, whose fields are named with the entry's index.
 */
export function toFieldErrors(objectName: string, errors: ErrorObject[], list = false): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const error of errors) {
    const field = fieldOf(error, list);
    if (!byField.has(field) && error.keyword !== 'anyOf')
      byField.set(field, { objectName, field, message: constraintName(error) });
  }
  return [...byField.values()];
}

export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;

/**
 * The schema with every integer kept within the database's integer columns (32 bits in PostgreSQL),
 * so that a too large number is a field error rather than a failed statement.
 */
export function withIntegerBounds<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(withIntegerBounds) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = key === 'enum' || key === 'default' ? value : withIntegerBounds(value);
  const type = out.type;
  if (type === 'integer' || (Array.isArray(type) && type.includes('integer'))) {
    out.minimum = Math.max(typeof out.minimum === 'number' ? out.minimum : INT_MIN, INT_MIN);
    out.maximum = Math.min(typeof out.maximum === 'number' ? out.maximum : INT_MAX, INT_MAX);
  }
  return out as T;
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

export class EntityValidator {
  private readonly validators = new Map<string, Validate>();
  private readonly updateValidators = new Map<string, Validate>();

  constructor(models: EntityModel[], ajv = createAjv()) {
    for (const model of models) {
      this.validators.set(model.name, compiledOnFirstUse(() => ajv.compile(withIntegerBounds(model.schema))));
      this.updateValidators.set(
        model.name,
        compiledOnFirstUse(() => {
          const { $id: _id, ...update } = withIntegerBounds(updateSchemaOf(model));
          return ajv.compile(update);
        }),
      );
    }
  }

  /**
   * Throws a 400 problem listing every field error (one per field) when the body breaks the schema
   * (the update schema, where writeOnly values may be left out, when `update` is set).
   */
  check(model: EntityModel, body: unknown, update = false): void {
    const validate = (update ? this.updateValidators : this.validators).get(model.name)!;
    if (validate(body)) return;
    throw validationProblem(model.name, toFieldErrors(model.name, validate.errors ?? []));
  }
}
