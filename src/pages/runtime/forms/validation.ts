import { formDate } from '../../../shared/documents/dates.js';
import { valueName, type EditorField } from './editor-fields.js';
import { isEmptyValue, parseNumber, type FormValues } from './form-values.js';

/** What is wrong with a field's value; its message is `portico.composer.form.invalid.{key}`. */
export type FieldProblem = { key: 'required' } | { key: 'number' } | { key: 'date' } | { key: 'maxLength'; max: number };

/** A field's value checked by its type: required, a number, a real date, not longer than the family allows. */
export function fieldProblem(field: EditorField, value: unknown): FieldProblem | undefined {
  // A yes/no field always holds a value: unticked is "no".
  if (isEmptyValue(value)) return field.required && field.kind !== 'boolean' ? { key: 'required' } : undefined;
  if (field.kind === 'number' && parseNumber(value) === undefined) return { key: 'number' };
  if (field.kind === 'date' && formDate(value) === undefined) return { key: 'date' };
  if (field.kind === 'text' && field.maxLength !== undefined && String(value).trim().length > field.maxLength) return { key: 'maxLength', max: field.maxLength };
  return undefined;
}

/** The problems of a whole form, by the fields' value names; empty when it may be sent. */
export function formProblems(fields: EditorField[], values: FormValues): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  for (const field of fields) {
    const problem = fieldProblem(field, values[valueName(field.id)]);
    if (problem) problems[valueName(field.id)] = problem;
  }
  return problems;
}
