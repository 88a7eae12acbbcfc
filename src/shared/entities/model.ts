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

import { nullable, readProperties } from './read-properties.js';
import { NAME_PATTERN, pascalCase, SchemaError, snakeCase, type AuditKind, type RawEntitySchema, type ValueConstraints } from './schema-file.js';

export { AUDIT_KINDS, SchemaError, snakeCase, type AuditKind } from './schema-file.js';

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

export interface FieldModel extends ValueConstraints {
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
  const { fields, joins, validationProps, validationRequired } = readProperties({ props, required, table, fail });

  for (const fieldName of required) if (!props[fieldName]) fail(`required "${fieldName}" is not a property`);
  const { labelField, listFields } = readListing(options, props, fields, fail);
  const authorities = options.authorities ?? DEFAULT_AUTHORITIES;
  if (!Array.isArray(authorities) || !authorities.length || authorities.some((a) => typeof a !== 'string' || !a))
    fail('x-entity.authorities must list at least one role');
  const guestList = options.guestList;
  if (guestList !== undefined) checkGuestList(guestList, fields, fail);

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

type EntityOptions = NonNullable<RawEntitySchema['x-entity']>;

/** The field that names a row and the fields a list shows: the schema's, or those that read well in a list. */
function readListing(options: EntityOptions, props: RawEntitySchema['properties'], fields: FieldModel[], fail: (why: string) => never) {
  const labelField = options.label ?? (props.name ? 'name' : props.title ? 'title' : 'id');
  if (!props[labelField]) fail(`label field "${labelField}" is not a property`);
  const listFields =
    options.list ?? fields.filter((f) => f.kind !== 'contentType' && f.input !== 'multiline' && !f.writeOnly).map((f) => f.name);
  for (const f of listFields) if (!props[f]) fail(`list field "${f}" is not a property`);
  for (const f of listFields) if (props[f].writeOnly === true) fail(`list field "${f}" is writeOnly`);
  if (props[labelField].writeOnly === true) fail(`label field "${labelField}" is writeOnly`);
  return { labelField, listFields };
}

/** A guest list shows and filters on plain readable values only. */
function checkGuestList(guestList: GuestList, fields: FieldModel[], fail: (why: string) => never): void {
  if (!Array.isArray(guestList.fields) || !guestList.fields.length) fail('x-entity.guestList.fields must list fields');
  for (const f of [...guestList.fields, ...Object.keys(guestList.where ?? {})]) {
    const field = fields.find((m) => m.name === f);
    if (!field) fail(`guestList field "${f}" is not a property`);
    else if (field.writeOnly || field.kind === 'binary' || field.kind === 'references' || field.kind === 'reference')
      fail(`guestList field "${f}" must be a plain readable value`);
  }
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
