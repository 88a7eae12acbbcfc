import { maxLength, maxValue, minLength, minValue, number, regex, required, type Validator } from 'react-admin';
import type { PublishedField } from '../../shared/entities/model';

const integer: Validator = (value) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value)) ? undefined : 'portico.validation.integer';

/** The form-side checks of a field, the same rules the server enforces from the schema. */
export function validatorsFor(field: PublishedField): Validator[] {
  const checks: Validator[] = [];
  if (field.required) checks.push(required());
  if (field.kind === 'integer' || field.kind === 'number') {
    checks.push(number());
    if (field.kind === 'integer') checks.push(integer);
    if (field.minimum !== undefined) checks.push(minValue(field.minimum));
    if (field.maximum !== undefined) checks.push(maxValue(field.maximum));
  }
  if (field.kind === 'string') {
    if (field.minLength !== undefined && field.minLength > 1) checks.push(minLength(field.minLength));
    if (field.maxLength !== undefined) checks.push(maxLength(field.maxLength));
    if (field.pattern) checks.push(regex(new RegExp(field.pattern), 'portico.validation.Pattern'));
    if (field.format === 'json') checks.push(json);
  }
  return checks;
}

const json: Validator = (value) => {
  if (value === null || value === undefined || value === '') return undefined;
  try {
    JSON.parse(String(value));
    return undefined;
  } catch {
    return 'portico.validation.json';
  }
};
