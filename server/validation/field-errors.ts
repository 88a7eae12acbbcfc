import type { ErrorObject } from 'ajv';
import type { FieldError } from '../errors/app-error.js';
import { constraintName } from '../../src/shared/constraint-names.js';

/** An ajv error's constraint name, as the client knows them (src/shared/constraint-names.ts); its keyword when the table has none. */
export function constraintNameOf(error: ErrorObject): string {
  return constraintName(error.keyword, { format: error.params.format, isNull: error.params.type === 'null' || error.data === null }) ?? error.keyword;
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
      byField.set(field, { objectName, field, message: constraintNameOf(error) });
  }
  return [...byField.values()];
}
