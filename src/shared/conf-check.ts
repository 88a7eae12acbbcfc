import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { constraintName } from './constraint-names.js';
import { inServerOrder } from './failure-order.js';
import { inlineSchemaRefs, type JsonSchema } from './schema-refs.js';

/*
 * The one check of a configuration against its JSON Schema (widgets' and themes'), for the server's
 * writes, the structure report and the configuration forms alike, so that they cannot disagree. It
 * interprets the schema (@cfworker/json-schema) rather than compiling it into a function as ajv does:
 * the page's Content-Security-Policy has no 'unsafe-eval' (docs/decisions.md, "One check of a
 * configuration on both sides").
 */

export type { OutputUnit };

/** A mistake as a field error at its place in the configuration (`conf.layout.w`, `Max`). */
export interface ConfFieldError {
  field: string;
  message: string;
}

const validators = new WeakMap<object, Validator>();

/** Every failure of the value against the schema (its references resolved: see schema-refs.ts); none when it fits. */
export function schemaMistakes(schema: JsonSchema, value: unknown): OutputUnit[] {
  let validator = validators.get(schema);
  if (!validator) {
    // The library marks up the schema it is given: a copy keeps the caller's untouched.
    validator = new Validator(structuredClone(schema) as Schema, '2020-12', false);
    validators.set(schema, validator);
  }
  return validator.validate(value).errors;
}

/** Keywords that only say that something under them failed, or a choice none of whose branches fit: the failures themselves are named too. */
const WRAPPERS = new Set(['properties', 'patternProperties', '$ref', 'items', 'prefixItems', 'additionalItems', 'additionalProperties', 'propertyNames', 'allOf', 'anyOf', 'oneOf', 'then', 'else', 'dependentSchemas', 'unevaluatedProperties', 'unevaluatedItems']);

/** A JSON pointer (`#/layout/w`) as its segments. */
export const pointerSegments = (pointer: string): string[] => pointer.replace(/^#/, '').split('/').filter(Boolean).map(decodeURIComponent);

const valueAt = (value: unknown, path: string[]): unknown => path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), value);

/** Where a failure is, and which constraint it names, as the server's field errors word them; undefined for a wrapper's. */
function fieldMistake(unit: OutputUnit, value: unknown, before: OutputUnit | undefined): { path: string[]; constraint: string } | undefined {
  let path = pointerSegments(unit.instanceLocation);
  // A property's name is checked as a value of its own: the mistake is the object's.
  if (unit.keywordLocation.includes('/propertyNames/')) path = path.slice(0, -1);
  if (unit.keyword === 'false') {
    // A property no schema allows (`additionalProperties: false`, reported just after) is the one unknown.
    return before?.keyword === 'additionalProperties' ? { path, constraint: 'Unknown' } : undefined;
  }
  if (WRAPPERS.has(unit.keyword)) return undefined;
  if (unit.keyword === 'required') path = [...path, /"(.*)"/.exec(unit.error)?.[1] ?? ''];
  const format = unit.keyword === 'format' ? /format "([^"]*)"/.exec(unit.error)?.[1] : undefined;
  return { path, constraint: constraintName(unit.keyword, { format, isNull: valueAt(value, path) === null }) ?? unit.keyword };
}

/**
 * The configuration's mistakes as field errors at their place in `conf` (`conf.layout.w` …), one per
 * place (the first failure there); none when it fits. A choice that fails for none of its branches'
 * reasons (two branches fit a `oneOf`) is `conf` `OneOf`.
 */
export function confFieldErrors(schema: JsonSchema, conf: unknown): ConfFieldError[] {
  const units = schemaMistakes(schema, conf);
  if (!units.length) return [];
  const byField = new Map<string, ConfFieldError>();
  for (const i of inServerOrder(units)) {
    const mistake = fieldMistake(units[i], conf, units[i - 1]);
    if (!mistake) continue;
    const field = ['conf', ...mistake.path].join('.');
    if (!byField.has(field)) byField.set(field, { field, message: mistake.constraint });
  }
  return byField.size ? [...byField.values()] : [{ field: 'conf', message: 'OneOf' }];
}

/** A file that only holds definitions the others refer to (widget-common): no type of its own. */
const definitionsOnly = (schema: JsonSchema) => !('type' in schema) && !('properties' in schema);

/**
 * The configuration schemas of a folder (`schemas/widgets`, `schemas/themes`) by their name, their
 * references resolved once, and the per-type check: what the server applies on every write and in the
 * structure report, and the configuration form before it sends.
 */
export function confChecker(files: Record<string, JsonSchema>) {
  const resolved = new Map<string, JsonSchema>();
  for (const [name, schema] of Object.entries(files)) {
    if (definitionsOnly(schema)) continue;
    try {
      resolved.set(name, inlineSchemaRefs(schema, files));
    } catch (error) {
      throw new Error(`${name}.schema.json: ${(error as Error).message}`);
    }
  }
  return {
    /** The names a type may give as its schema. */
    names: () => [...resolved.keys()].sort(),
    has: (name: string) => resolved.has(name),
    /** The mistakes of a configuration of the named schema; none for a name without one. */
    check: (name: string, conf: unknown): ConfFieldError[] => {
      const schema = resolved.get(name);
      return schema ? confFieldErrors(schema, conf) : [];
    },
  };
}

export type ConfChecker = ReturnType<typeof confChecker>;
