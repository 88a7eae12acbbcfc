/**
 * The constraint names field errors carry (`NotNull`, `Size`, `Min` …), by the JSON Schema keyword
 * that failed: one table for the server's field errors and the configuration forms' own checks, so
 * that both word a mistake alike (texts under `portico.validation`). A failed `format` names its
 * format when it is known (`Format.json`: the texts read the part before the dot), and a `type`
 * failed by a null is a missing value.
 */
const CONSTRAINTS: Record<string, string> = {
  required: 'NotNull',
  minLength: 'Size',
  maxLength: 'Size',
  minItems: 'Size',
  maxItems: 'Size',
  minimum: 'Min',
  exclusiveMinimum: 'Min',
  maximum: 'Max',
  exclusiveMaximum: 'Max',
  pattern: 'Pattern',
  enum: 'Enum',
  const: 'Enum',
  additionalProperties: 'Unknown',
  type: 'TypeMismatch',
  format: 'Format',
};

export function constraintName(keyword: string | undefined, failed: { format?: unknown; isNull?: boolean } = {}): string | undefined {
  if (keyword === 'type' && failed.isNull) return 'NotNull';
  if (keyword === 'format' && failed.format !== undefined) return `Format.${String(failed.format)}`;
  return keyword === undefined ? undefined : CONSTRAINTS[keyword];
}
