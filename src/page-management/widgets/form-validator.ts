import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import { toErrorSchema, type RJSFSchema, type RJSFValidationError, type ValidatorType } from '@rjsf/utils';

/*
 * rjsf's validator for the configuration forms, on @cfworker/json-schema. rjsf's own (ajv) compiles
 * each schema into a function with `new Function`, which the portal's Content-Security-Policy
 * (`script-src 'self'`, no 'unsafe-eval') refuses; this one interprets the schema. The server checks
 * every save with ajv in the end; this one shows the mistakes before sending.
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
      const path = u.instanceLocation.replace(/^#/, '').split('/').filter(Boolean).map(decodeURIComponent);
      const named = u.keyword === 'required' ? /"([^"]+)"/.exec(u.error)?.[1] : undefined;
      const property = [...path, ...(named === undefined ? [] : [named])].map((p) => `.${p}`).join('');
      return { name: u.keyword, property, message: u.error, params: {}, stack: `${property} ${u.error}`.trim(), schemaPath: u.keywordLocation };
    });
}

/** Data as JSON has it: rjsf leaves `undefined` in emptied fields, which an interpreter would check as values. */
const asJson = (data: unknown): unknown => (data === undefined ? undefined : JSON.parse(JSON.stringify(data)));

const compiled = new WeakMap<object, WeakMap<object, Validator>>();

/** A schema ready to validate with, its local references (`#/$defs/…`) resolved against the root's definitions. */
function validatorOf(schema: RJSFSchema, rootSchema: RJSFSchema): Validator {
  let byRoot = compiled.get(schema);
  if (!byRoot) compiled.set(schema, (byRoot = new WeakMap()));
  let validator = byRoot.get(rootSchema);
  if (!validator) {
    const defs = { ...(rootSchema.$defs as object | undefined), ...(schema.$defs as object | undefined) };
    // The library marks up the schema it is given: a copy keeps rjsf's untouched.
    validator = new Validator(structuredClone({ ...schema, $defs: defs }) as Schema, '2020-12', false);
    byRoot.set(rootSchema, validator);
  }
  return validator;
}

export const formValidator: ValidatorType = {
  validateFormData(formData, schema, _customValidate, transformErrors, uiSchema) {
    let errors = validationErrors(validatorOf(schema, schema).validate(asJson(formData)).errors);
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    return { errors, errorSchema: toErrorSchema(errors) };
  },
  isValid(schema, formData, rootSchema) {
    try {
      return validatorOf(schema, rootSchema).validate(asJson(formData)).valid;
    } catch {
      return false;
    }
  },
  rawValidation(schema, formData) {
    try {
      return { errors: validatorOf(schema, schema).validate(asJson(formData)).errors as never[] };
    } catch (error) {
      return { validationError: error as Error };
    }
  },
};
