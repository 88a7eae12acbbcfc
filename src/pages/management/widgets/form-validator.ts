import { toErrorSchema, type RJSFSchema, type RJSFValidationError, type ValidatorType } from '@rjsf/utils';
import { pointerSegments, schemaMistakes, type OutputUnit } from '../../../shared/conf-check.js';

/*
 * rjsf's validator for the configuration forms, on the check the server applies to every save
 * (src/shared/conf-check.ts): rjsf's own (ajv) compiles each schema into a function with
 * `new Function`, which the portal's Content-Security-Policy (`script-src 'self'`, no 'unsafe-eval')
 * refuses. This adapter only words the failures as rjsf shows them.
 */

/** Keywords that only say that something under them failed: the failure itself is reported too. */
const WRAPPERS = new Set(['properties', 'patternProperties', '$ref', 'items', 'prefixItems', 'additionalItems', 'allOf', 'if', 'then', 'else', 'dependentSchemas', 'unevaluatedProperties', 'unevaluatedItems', 'contains', 'false']);
/** A branch of a choice: why each branch failed is noise beside "matches none of them". */
const IN_CHOICE = /\/(anyOf|oneOf)\/\d+\//;

/**
 * The mistakes of a validation where rjsf shows them, as its ajv validator puts them: at the value's
 * place (`.layout.w`), a missing property at its own field, an unknown one on the object holding it
 * (it has no field).
 */
export function validationErrors(units: OutputUnit[]): RJSFValidationError[] {
  return units
    .filter((u) => !WRAPPERS.has(u.keyword) && !IN_CHOICE.test(u.keywordLocation))
    .map((u) => {
      const path = pointerSegments(u.instanceLocation);
      const named = u.keyword === 'required' ? /"([^"]+)"/.exec(u.error)?.[1] : undefined;
      const property = [...path, ...(named === undefined ? [] : [named])].map((p) => `.${p}`).join('');
      return { name: u.keyword, property, message: u.error, params: {}, stack: `${property} ${u.error}`.trim(), schemaPath: u.keywordLocation };
    });
}

/** Data as JSON has it: rjsf leaves `undefined` in emptied fields, which an interpreter would check as values. */
const asJson = (data: unknown): unknown => (data === undefined ? undefined : JSON.parse(JSON.stringify(data)));

const merged = new WeakMap<object, WeakMap<object, RJSFSchema>>();

/** A schema to validate with, its local references (`#/$defs/…`) resolved against the root's definitions. */
function withRootDefs(schema: RJSFSchema, rootSchema: RJSFSchema): RJSFSchema {
  let byRoot = merged.get(schema);
  if (!byRoot) merged.set(schema, (byRoot = new WeakMap()));
  let whole = byRoot.get(rootSchema);
  if (!whole) byRoot.set(rootSchema, (whole = { ...schema, $defs: { ...(rootSchema.$defs as object | undefined), ...(schema.$defs as object | undefined) } } as RJSFSchema));
  return whole;
}

const failures = (schema: RJSFSchema, rootSchema: RJSFSchema, data: unknown) => schemaMistakes(withRootDefs(schema, rootSchema) as Record<string, unknown>, asJson(data));

export const formValidator: ValidatorType = {
  validateFormData(formData, schema, _customValidate, transformErrors, uiSchema) {
    let errors = validationErrors(failures(schema, schema, formData));
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    return { errors, errorSchema: toErrorSchema(errors) };
  },
  isValid(schema, formData, rootSchema) {
    try {
      return failures(schema, rootSchema, formData).length === 0;
    } catch {
      return false;
    }
  },
  rawValidation(schema, formData) {
    try {
      return { errors: failures(schema, schema, formData) as never[] };
    } catch (error) {
      return { validationError: error as Error };
    }
  },
};
