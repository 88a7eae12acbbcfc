import type { ErrorObject } from 'ajv';
import type { FieldError } from '../errors/app-error.js';

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
