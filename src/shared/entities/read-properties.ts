import type { FieldModel, JoinTable } from './model.js';
import { AUDIT_KINDS, NAME_PATTERN, snakeCase, type RawProperty } from './schema-file.js';

/** What a schema's properties make: the model's fields and join tables, and the members of the body schema. */
export interface PropertiesRead {
  fields: FieldModel[];
  joins: Record<string, JoinTable>;
  validationProps: Record<string, unknown>;
  validationRequired: string[];
}

/** What reading a property needs of the schema around it. */
export interface SchemaContext {
  props: Record<string, RawProperty>;
  required: Set<string>;
  /** The entity's table, which names its join tables. */
  table: string;
  /** Throws the SchemaError that names the schema file. */
  fail: (why: string) => never;
}

/** A field as its annotations make it, before its kind says its column and its bounds. */
type BaseField = Omit<FieldModel, 'kind'>;

/** A field, and the JSON Schema its values are validated against (made nullable when optional). */
type Read = { field: FieldModel; validation: Record<string, unknown> };

const REFERENCE_SCHEMA = {
  type: 'object',
  properties: { id: { type: 'integer' } },
  required: ['id'],
};

/** Reads the properties of an entity schema, in their order, into its fields and its body schema's members. */
export function readProperties(context: SchemaContext): PropertiesRead {
  const read: PropertiesRead = { fields: [], joins: {}, validationProps: {}, validationRequired: [] };
  for (const [fieldName, prop] of Object.entries(context.props)) readProperty(context, read, fieldName, prop);
  return read;
}

function readProperty(context: SchemaContext, read: PropertiesRead, fieldName: string, prop: RawProperty): void {
  if (!/^[a-zA-Z][a-zA-Z0-9]*$/.test(fieldName)) context.fail(`property "${fieldName}" must be camelCase`);
  if (prop['x-transient'] === true) return readTransient(context, read, fieldName, prop);
  const base = baseField(context, fieldName, prop);
  const { 'x-ref': ref, 'x-input': _input, 'x-unique': _unique, 'x-derived': _derived, 'x-audit': _audit, ...plain } = prop;
  // Binary data brings its content type's field along.
  if (fieldName !== 'id' && ref === undefined && prop.type === 'string' && prop.contentEncoding === 'base64') return readBinary(context, read, base, prop);
  const { field, validation }: Read =
    fieldName === 'id'
      ? { field: { ...base, kind: 'id', column: 'id' }, validation: plain }
      : ref !== undefined
        ? readReference(context, read, base, prop, ref)
        : readValue(context, base, prop, plain);
  if (base.derived) delete field.column;
  read.fields.push(field);
  if (field.kind === 'id') {
    read.validationProps.id = { type: ['integer', 'null'] };
  } else {
    read.validationProps[fieldName] = field.kind === 'references' ? validation : nullable(validation, base.required);
    if (base.required) read.validationRequired.push(fieldName);
  }
}

/** A transient value: in the body schema only, never a field. */
function readTransient(context: SchemaContext, read: PropertiesRead, fieldName: string, prop: RawProperty): void {
  const { 'x-transient': _transient, ...plain } = prop;
  if (fieldName === 'id' || context.required.has(fieldName) || Object.keys(plain).some((k) => k.startsWith('x-')) || typeof plain.type !== 'string' || plain.type === 'object' || plain.type === 'array')
    context.fail(`"${fieldName}".x-transient applies to optional plain values only`);
  read.validationProps[fieldName] = nullable(plain, false);
}

/** What every field takes from its annotations, checked against the annotations that cannot go with them. */
function baseField({ required, fail }: SchemaContext, fieldName: string, prop: RawProperty): BaseField {
  const derived = prop['x-derived'] === true;
  const audit = prop['x-audit'];
  const base = {
    name: fieldName,
    required: required.has(fieldName),
    readOnly: prop.readOnly === true || fieldName === 'id' || derived || audit !== undefined,
    default: prop.default,
    input: prop['x-input'],
    description: prop.description,
    ...(prop.writeOnly === true ? { writeOnly: true } : {}),
    ...(prop['x-unique'] === true ? { unique: true } : {}),
    ...(derived ? { derived: true } : {}),
    ...(audit !== undefined ? { audit } : {}),
  };
  if (audit !== undefined && (!AUDIT_KINDS.includes(audit) || prop.type !== 'string' || base.required || derived || base.writeOnly || prop.enum))
    fail(`"${fieldName}".x-audit must be one of ${AUDIT_KINDS.join(', ')}, on an optional plain text`);
  if (derived && (fieldName === 'id' || base.required || base.writeOnly || prop['x-ref'] !== undefined || prop.contentEncoding !== undefined))
    fail(`"${fieldName}".x-derived applies to optional plain values only`);
  if (base.writeOnly && (base.readOnly || prop['x-ref'] !== undefined || prop.contentEncoding !== undefined))
    fail(`"${fieldName}" cannot be writeOnly: only plain values can be`);
  if (base.unique && (prop['x-ref'] !== undefined || base.writeOnly || prop.contentEncoding !== undefined || fieldName === 'id'))
    fail(`"${fieldName}".x-unique applies to plain values only`);
  return base;
}

/** A relation: a column of the target's id, or a join table when the property is an array. */
function readReference({ table, fail }: SchemaContext, read: PropertiesRead, base: BaseField, prop: RawProperty, ref: string): Read {
  const fieldName = base.name;
  if (!NAME_PATTERN.test(ref)) fail(`"${fieldName}".x-ref must name an entity`);
  if (prop.type === 'array') {
    read.joins[fieldName] = {
      table: `${table}_${snakeCase(fieldName)}`,
      ownerColumn: `${table}_id`,
      targetColumn: `${snakeCase(ref)}_id`,
    };
    return { field: { ...base, kind: 'references', ref }, validation: { type: 'array', items: REFERENCE_SCHEMA, uniqueItems: false } };
  }
  return { field: { ...base, kind: 'reference', ref, column: `${snakeCase(fieldName)}_id` }, validation: REFERENCE_SCHEMA }; // made nullable when optional
}

/** Binary data, and the field of its content type that the schema file leaves out. */
function readBinary({ props, fail }: SchemaContext, read: PropertiesRead, base: BaseField, prop: RawProperty): void {
  const fieldName = base.name;
  const field: FieldModel = { ...base, kind: 'binary', column: snakeCase(fieldName), mediaType: prop.contentMediaType };
  const companion = `${fieldName}ContentType`;
  if (props[companion]) fail(`"${companion}" is added automatically; remove it from the schema`);
  read.fields.push(field);
  read.validationProps[fieldName] = nullable({ type: 'string', format: 'base64' }, base.required);
  if (base.required) read.validationRequired.push(fieldName);
  read.fields.push({
    name: companion,
    kind: 'contentType',
    column: snakeCase(companion),
    required: false,
    readOnly: false,
    binaryField: fieldName,
    maxLength: 255,
  });
  read.validationProps[companion] = nullable({ type: 'string', maxLength: 255 }, false);
}

/** A plain value: text, a choice of texts, a number or a boolean. */
function readValue({ fail }: SchemaContext, base: BaseField, prop: RawProperty, plain: Record<string, unknown>): Read {
  const column = snakeCase(base.name);
  if (prop.type === 'string' && Array.isArray(prop.enum)) return { field: { ...base, kind: 'enum', column, enum: prop.enum }, validation: plain };
  if (prop.type === 'string') {
    const field: FieldModel = {
      ...base,
      kind: 'string',
      column,
      // A required text must say something: an empty string counts as missing.
      minLength: prop.minLength ?? (base.required ? 1 : undefined),
      maxLength: prop.maxLength,
      pattern: prop.pattern,
      format: prop.format,
    };
    return { field, validation: field.minLength !== undefined ? { ...plain, minLength: field.minLength } : plain };
  }
  if (prop.type === 'integer' || prop.type === 'number')
    return { field: { ...base, kind: prop.type, column, minimum: prop.minimum, maximum: prop.maximum }, validation: plain };
  if (prop.type === 'boolean') return { field: { ...base, kind: 'boolean', column }, validation: plain };
  return fail(`property "${base.name}" has an unsupported type ${JSON.stringify(prop.type)}`);
}

/** The schema of a value that may be null unless it is required. */
export function nullable(schema: Record<string, unknown>, required: boolean): Record<string, unknown> {
  if (required) return schema;
  // `enum` applies to null too, so an optional enum must list null among its values.
  const values = Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {};
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'], ...values };
  return { anyOf: [schema, { type: 'null' }] };
}
