/**
 * The entity model: what one entity schema file (schemas/entities/*.schema.json) says, read once
 * into a form that the server (tables, routes, validation) and the client (screens, inputs) share.
 *
 * A schema file is plain JSON Schema plus these annotations:
 *  - `x-entity` on the root: { api?, table?, plural?, label?, list?, authorities?, guestList?, sort? }
 *    (defaults derived from `$id`; `authorities` are the roles that may use the endpoints; `sort`
 *    the order of lists that ask for none, as in `sort=` parameters: ["index,asc"]);
 *  - `x-ref` on a property: a relation to another entity by its `$id` (an array type makes it many-to-many);
 *  - `x-input` on a property: a hint for the form input ("multiline" or "code" for a text area; "theme"
 *    for a theme's configuration: a form from schemas/themes with a live preview);
 *  - `x-unique` on a property: no two rows may hold the same value (a 400 field error `Unique` otherwise);
 *  - `x-derived` on a property: the server computes the value when it answers (site.validLicense from
 *    the licence); it has no column, is accepted in bodies and ignored, and cannot be sorted or filtered;
 *  - `x-transient` on a plain property: state a client keeps and sends along (a page tree's
 *    `expanded`): accepted in bodies, never stored nor answered, no field of the model;
 *  - `x-audit` on a text property: who wrote the row or when, filled by the server on every write
 *    (`createdBy`, `createdDate` on create; `lastModifiedBy`, `lastModifiedDate` on every write) from
 *    the acting account's login and the clock (ISO 8601). Read-only: accepted in bodies and ignored.
 * A string property with `contentEncoding: "base64"` is binary data; its `{field}ContentType`
 * companion is added here, so the schema file names the data field only.
 * A property with `writeOnly: true` (a secret) is accepted in bodies but never read back: no
 * response, list, filter or sort shows it; an update that leaves it out or sends null keeps the
 * stored value, so it is required on create only.
 */

export type FieldKind =
  | 'id'
  | 'string'
  | 'integer'
  | 'number'
  | 'boolean'
  | 'enum'
  | 'binary'
  | 'contentType'
  | 'reference'
  | 'references';

export const AUDIT_KINDS = ['createdBy', 'createdDate', 'lastModifiedBy', 'lastModifiedDate'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export interface FieldModel {
  name: string;
  kind: FieldKind;
  /** SQL column; absent for many-to-many relations, which live in a join table. */
  column?: string;
  required: boolean;
  readOnly: boolean;
  default?: unknown;
  enum?: string[];
  /** Target entity name for reference and references fields. */
  ref?: string;
  /** For binary fields: the declared media type ("image/*" shows a preview). */
  mediaType?: string;
  /** For contentType fields: the binary field they describe. */
  binaryField?: string;
  input?: 'multiline' | 'code' | 'theme';
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  description?: string;
  /** Accepted in bodies, never answered (secrets); kept as it is when an update leaves it out. */
  writeOnly?: boolean;
  /** No two rows may hold the same value. */
  unique?: boolean;
  /** Computed by the server on every answer; no column, never written, never sorted or filtered. */
  derived?: boolean;
  /** Filled by the server on writes (who, when); never taken from a body. */
  audit?: AuditKind;
}

export interface JoinTable {
  table: string;
  ownerColumn: string;
  targetColumn: string;
}

export interface EntityModel {
  /** Schema `$id`, kebab-case: route base `/{name}`, resource name in the client. */
  name: string;
  title: string;
  plural: string;
  description?: string;
  /** REST base below `api/`. */
  api: string;
  table: string;
  labelField: string;
  listFields: string[];
  fields: FieldModel[];
  joins: Record<string, JoinTable>;
  /** The roles that may use the entity's endpoints (any of them). */
  authorities: string[];
  /**
   * When set, the list also answers those without the authorities (guests included), with only
   * these fields of the rows whose fields equal the values in `where`.
   */
  guestList?: GuestList;
  /** The order of lists that ask for none (`sort` parameter values); by id when absent. */
  defaultSort?: string[];
  /** The JSON Schema the request bodies are validated against (relations and companions expanded). */
  schema: JsonSchema;
}

export interface GuestList {
  fields: string[];
  where: Record<string, string | number | boolean>;
}

/** Who may use an entity's endpoints when its schema does not say. */
export const DEFAULT_AUTHORITIES = ['ROLE_ADMIN', 'ROLE_WADMIN'];

export type JsonSchema = Record<string, unknown>;

interface RawProperty {
  type?: string | string[];
  enum?: string[];
  default?: unknown;
  readOnly?: boolean;
  writeOnly?: boolean;
  contentEncoding?: string;
  contentMediaType?: string;
  'x-ref'?: string;
  'x-input'?: 'multiline' | 'code' | 'theme';
  'x-unique'?: boolean;
  'x-derived'?: boolean;
  'x-transient'?: boolean;
  'x-audit'?: AuditKind;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  description?: string;
  [key: string]: unknown;
}

interface RawEntitySchema {
  $id: string;
  title?: string;
  description?: string;
  type?: string;
  properties: Record<string, RawProperty>;
  required?: string[];
  'x-entity'?: {
    api?: string;
    table?: string;
    plural?: string;
    label?: string;
    list?: string[];
    authorities?: string[];
    guestList?: GuestList;
    sort?: string[];
  };
}

const NAME_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export const snakeCase = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();

const pascalCase = (name: string): string =>
  name.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());

const REFERENCE_SCHEMA = {
  type: 'object',
  properties: { id: { type: 'integer' } },
  required: ['id'],
};

export class SchemaError extends Error {}

/** Reads one entity schema file's JSON into its model; throws SchemaError naming what is wrong. */
export function buildEntityModel(raw: unknown, source = 'schema'): EntityModel {
  const schema = raw as RawEntitySchema;
  const fail = (why: string): never => {
    throw new SchemaError(`${source}: ${why}`);
  };
  if (!schema || typeof schema !== 'object') fail('not a JSON object');
  if (typeof schema.$id !== 'string' || !NAME_PATTERN.test(schema.$id))
    fail('$id must be a kebab-case entity name such as "widget-type"');
  if (!schema.properties || typeof schema.properties !== 'object') fail('has no properties');
  const props = schema.properties;
  if (!props.id || props.id.type !== 'integer') fail('needs an integer "id" property');

  const name = schema.$id;
  const options = schema['x-entity'] ?? {};
  const required = new Set(schema.required ?? []);
  const table = options.table ?? snakeCase(name);
  const fields: FieldModel[] = [];
  const joins: Record<string, JoinTable> = {};
  const validationProps: Record<string, unknown> = {};
  const validationRequired: string[] = [];

  for (const [fieldName, prop] of Object.entries(props)) {
    if (!/^[a-zA-Z][a-zA-Z0-9]*$/.test(fieldName)) fail(`property "${fieldName}" must be camelCase`);
    if (prop['x-transient'] === true) {
      const { 'x-transient': _transient, ...plain } = prop;
      if (fieldName === 'id' || required.has(fieldName) || Object.keys(plain).some((k) => k.startsWith('x-')) || typeof plain.type !== 'string' || plain.type === 'object' || plain.type === 'array')
        fail(`"${fieldName}".x-transient applies to optional plain values only`);
      validationProps[fieldName] = nullable(plain, false);
      continue;
    }
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
    const { 'x-ref': ref, 'x-input': _input, 'x-unique': _unique, 'x-derived': _derived, 'x-audit': _audit, ...plain } = prop;
    let field: FieldModel;
    let validation: Record<string, unknown> = plain;

    if (fieldName === 'id') {
      field = { ...base, kind: 'id', column: 'id' };
    } else if (ref !== undefined) {
      if (!NAME_PATTERN.test(ref)) fail(`"${fieldName}".x-ref must name an entity`);
      if (prop.type === 'array') {
        field = { ...base, kind: 'references', ref };
        joins[fieldName] = {
          table: `${table}_${snakeCase(fieldName)}`,
          ownerColumn: `${table}_id`,
          targetColumn: `${snakeCase(ref)}_id`,
        };
        validation = { type: 'array', items: REFERENCE_SCHEMA, uniqueItems: false };
      } else {
        field = { ...base, kind: 'reference', ref, column: `${snakeCase(fieldName)}_id` };
        validation = REFERENCE_SCHEMA; // made nullable below when optional
      }
    } else if (prop.type === 'string' && prop.contentEncoding === 'base64') {
      field = { ...base, kind: 'binary', column: snakeCase(fieldName), mediaType: prop.contentMediaType };
      const companion = `${fieldName}ContentType`;
      if (props[companion]) fail(`"${companion}" is added automatically; remove it from the schema`);
      fields.push(field);
      validationProps[fieldName] = nullable({ type: 'string', format: 'base64' }, base.required);
      if (base.required) validationRequired.push(fieldName);
      fields.push({
        name: companion,
        kind: 'contentType',
        column: snakeCase(companion),
        required: false,
        readOnly: false,
        binaryField: fieldName,
        maxLength: 255,
      });
      validationProps[companion] = nullable({ type: 'string', maxLength: 255 }, false);
      continue;
    } else if (prop.type === 'string' && Array.isArray(prop.enum)) {
      field = { ...base, kind: 'enum', column: snakeCase(fieldName), enum: prop.enum };
    } else if (prop.type === 'string') {
      field = {
        ...base,
        kind: 'string',
        column: snakeCase(fieldName),
        // A required text must say something: an empty string counts as missing.
        minLength: prop.minLength ?? (base.required ? 1 : undefined),
        maxLength: prop.maxLength,
        pattern: prop.pattern,
        format: prop.format,
      };
      if (field.minLength !== undefined) validation = { ...plain, minLength: field.minLength };
    } else if (prop.type === 'integer' || prop.type === 'number') {
      field = { ...base, kind: prop.type, column: snakeCase(fieldName), minimum: prop.minimum, maximum: prop.maximum };
    } else if (prop.type === 'boolean') {
      field = { ...base, kind: 'boolean', column: snakeCase(fieldName) };
    } else {
      return fail(`property "${fieldName}" has an unsupported type ${JSON.stringify(prop.type)}`);
    }
    if (derived) delete field.column;
    fields.push(field);
    if (field.kind === 'id') {
      validationProps.id = { type: ['integer', 'null'] };
    } else {
      validationProps[fieldName] = field.kind === 'references' ? validation : nullable(validation, base.required);
      if (base.required) validationRequired.push(fieldName);
    }
  }

  for (const fieldName of required) if (!props[fieldName]) fail(`required "${fieldName}" is not a property`);
  const labelField = options.label ?? (props.name ? 'name' : props.title ? 'title' : 'id');
  if (!props[labelField]) fail(`label field "${labelField}" is not a property`);
  const listFields =
    options.list ?? fields.filter((f) => f.kind !== 'contentType' && f.input !== 'multiline' && !f.writeOnly).map((f) => f.name);
  for (const f of listFields) if (!props[f]) fail(`list field "${f}" is not a property`);
  for (const f of listFields) if (props[f].writeOnly === true) fail(`list field "${f}" is writeOnly`);
  if (props[labelField].writeOnly === true) fail(`label field "${labelField}" is writeOnly`);
  const authorities = options.authorities ?? DEFAULT_AUTHORITIES;
  if (!Array.isArray(authorities) || !authorities.length || authorities.some((a) => typeof a !== 'string' || !a))
    fail('x-entity.authorities must list at least one role');
  const guestList = options.guestList;
  if (guestList !== undefined) {
    if (!Array.isArray(guestList.fields) || !guestList.fields.length) fail('x-entity.guestList.fields must list fields');
    for (const f of [...guestList.fields, ...Object.keys(guestList.where ?? {})]) {
      const field = fields.find((m) => m.name === f);
      if (!field) fail(`guestList field "${f}" is not a property`);
      else if (field.writeOnly || field.kind === 'binary' || field.kind === 'references' || field.kind === 'reference')
        fail(`guestList field "${f}" must be a plain readable value`);
    }
  }

  const defaultSort = options.sort;
  if (defaultSort !== undefined && (!Array.isArray(defaultSort) || defaultSort.some((s) => typeof s !== 'string' || !props[s.split(',')[0]])))
    fail('x-entity.sort must list "field,asc" or "field,desc" of properties');

  const title = schema.title ?? pascalCase(name);
  return {
    name,
    title,
    plural: options.plural ?? `${title}s`,
    description: schema.description,
    api: options.api ?? `${name}s`,
    table,
    labelField,
    listFields,
    fields,
    joins,
    authorities,
    ...(guestList ? { guestList: { fields: guestList.fields, where: guestList.where ?? {} } } : {}),
    ...(defaultSort ? { defaultSort } : {}),
    schema: {
      $id: name,
      title: pascalCase(name),
      type: 'object',
      properties: validationProps,
      required: validationRequired,
      additionalProperties: false,
    },
  };
}

/**
 * The schema of update bodies (PUT, and PATCH once merged with the stored row): like the create
 * schema, except that writeOnly values may be absent or null, which keeps the stored ones.
 */
export function updateSchemaOf(model: EntityModel): JsonSchema {
  const writeOnly = model.fields.filter((f) => f.writeOnly && f.required).map((f) => f.name);
  if (!writeOnly.length) return model.schema;
  const properties = { ...(model.schema.properties as Record<string, Record<string, unknown>>) };
  for (const name of writeOnly) properties[name] = nullable(properties[name], false);
  const required = (model.schema.required as string[]).filter((name) => !writeOnly.includes(name));
  return { ...model.schema, properties, required };
}

function nullable(schema: Record<string, unknown>, required: boolean): Record<string, unknown> {
  if (required) return schema;
  // `enum` applies to null too, so an optional enum must list null among its values.
  const values = Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {};
  if (typeof schema.type === 'string') return { ...schema, type: [schema.type, 'null'], ...values };
  return { anyOf: [schema, { type: 'null' }] };
}

/** Checks that every relation points at a known entity. */
export function checkReferences(models: EntityModel[]): void {
  const names = new Set(models.map((m) => m.name));
  for (const model of models)
    for (const field of model.fields)
      if (field.ref && !names.has(field.ref))
        throw new SchemaError(`${model.name}.${field.name} refers to unknown entity "${field.ref}"`);
}

export const fieldByName = (model: EntityModel, name: string): FieldModel | undefined =>
  model.fields.find((f) => f.name === name);

/** What the server publishes of a model to the client (no storage details). */
export type PublishedField = Omit<FieldModel, 'column'>;
export interface PublishedEntityModel extends Omit<EntityModel, 'schema' | 'table' | 'joins' | 'fields' | 'guestList'> {
  fields: PublishedField[];
}

export function publishModel({ schema: _s, table: _t, joins: _j, guestList: _g, fields, ...model }: EntityModel): PublishedEntityModel {
  return { ...model, fields: fields.map(({ column: _c, ...field }) => field) };
}
