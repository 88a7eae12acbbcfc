import { describe, expect, it } from 'vitest';
import {
  buildEntityModel,
  checkReferences,
  fieldByName,
  SchemaError,
  snakeCase,
  type EntityModel,
} from '../../src/shared/entities/model.js';
import { createAjv } from '../../server/validation/ajv.js';

const ID = { type: 'integer', readOnly: true };

/** A schema with an id and whatever else a test needs. */
const schema = (props: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  $id: 'widget-type',
  properties: { id: ID, ...props },
  ...extra,
});

const build = (props?: Record<string, unknown>, extra?: Record<string, unknown>) =>
  buildEntityModel(schema(props, extra), 'test.schema.json');

const field = (model: EntityModel, name: string) => {
  const f = fieldByName(model, name);
  if (!f) throw new Error(`no field ${name}`);
  return f;
};

describe('snakeCase', () => {
  it('turns camelCase and kebab-case into snake_case', () => {
    expect(snakeCase('urlTitle')).toBe('url_title');
    expect(snakeCase('adiutoURL')).toBe('adiuto_url');
    expect(snakeCase('widget-type')).toBe('widget_type');
    expect(snakeCase('logoContentType')).toBe('logo_content_type');
  });
});

describe('buildEntityModel defaults', () => {
  it('derives api, table, title, plural, label and list from $id and properties', () => {
    const model = build({ name: { type: 'string' }, notes: { type: 'string', 'x-input': 'multiline' } });
    expect(model).toMatchObject({
      name: 'widget-type',
      title: 'WidgetType',
      plural: 'WidgetTypes',
      api: 'widget-types',
      table: 'widget_type',
      labelField: 'name',
      listFields: ['id', 'name'],
    });
  });

  it('takes the title from the schema and the plural from it', () => {
    expect(build({}, { title: 'Widget Type' })).toMatchObject({ title: 'Widget Type', plural: 'Widget Types', labelField: 'id' });
  });

  it('labels by title when there is no name', () => {
    expect(build({ title: { type: 'string' } }).labelField).toBe('title');
  });

  it('honours every x-entity option', () => {
    const model = build(
      { name: { type: 'string' }, code: { type: 'string' } },
      { 'x-entity': { api: 'kinds', table: 'kind_tbl', plural: 'Kinds', label: 'code', list: ['code'] } },
    );
    expect(model).toMatchObject({ api: 'kinds', table: 'kind_tbl', plural: 'Kinds', labelField: 'code', listFields: ['code'] });
  });

  it('leaves binary companions and multiline texts out of the default list', () => {
    const model = build({ logo: { type: 'string', contentEncoding: 'base64' }, text: { type: 'string', 'x-input': 'multiline' } });
    expect(model.listFields).toEqual(['id', 'logo']);
  });

  it('maps property types to field kinds and snake_case columns', () => {
    const model = build({
      urlTitle: { type: 'string', maxLength: 10, pattern: '^a', format: 'json', description: 'why' },
      count: { type: 'integer', minimum: 0, maximum: 9 },
      ratio: { type: 'number' },
      active: { type: 'boolean', default: false },
      kind: { type: 'string', enum: ['A', 'B'], default: 'A' },
      hidden: { type: 'string', readOnly: true },
    });
    expect(field(model, 'id')).toMatchObject({ kind: 'id', column: 'id', readOnly: true });
    expect(field(model, 'urlTitle')).toMatchObject({
      kind: 'string',
      column: 'url_title',
      maxLength: 10,
      pattern: '^a',
      format: 'json',
      description: 'why',
      required: false,
    });
    expect(field(model, 'count')).toMatchObject({ kind: 'integer', column: 'count', minimum: 0, maximum: 9 });
    expect(field(model, 'ratio').kind).toBe('number');
    expect(field(model, 'active')).toMatchObject({ kind: 'boolean', default: false });
    expect(field(model, 'kind')).toMatchObject({ kind: 'enum', enum: ['A', 'B'], default: 'A' });
    expect(field(model, 'hidden').readOnly).toBe(true);
  });
});

describe('buildEntityModel transient properties', () => {
  it('accepts an x-transient value in bodies without making it a field', () => {
    const model = build({ name: { type: 'string' }, expanded: { type: 'boolean', 'x-transient': true } });
    expect(model.fields.map((f) => f.name)).toEqual(['id', 'name']);
    expect(model.listFields).toEqual(['id', 'name']);
    const validate = createAjv().compile(model.schema);
    expect(validate({ name: 'a', expanded: true })).toBe(true);
    expect(validate({ name: 'a', expanded: null })).toBe(true);
    expect(validate({ name: 'a', expanded: 'yes' })).toBe(false);
  });

  it('refuses x-transient on a required, an id, a relation or a structured property', () => {
    expect(() => build({ open: { type: 'boolean', 'x-transient': true } }, { required: ['open'] })).toThrow(/x-transient/);
    expect(() => build({ open: { 'x-ref': 'page', 'x-transient': true } })).toThrow(/x-transient/);
    expect(() => build({ open: { type: 'array', 'x-transient': true } })).toThrow(/x-transient/);
  });
});

describe('buildEntityModel binary fields', () => {
  const model = build(
    { logo: { type: 'string', contentEncoding: 'base64', contentMediaType: 'image/*' }, css: { type: 'string', contentEncoding: 'base64' } },
    { required: ['logo'] },
  );

  it('adds a {field}ContentType companion right after the data field', () => {
    expect(model.fields.map((f) => f.name)).toEqual(['id', 'logo', 'logoContentType', 'css', 'cssContentType']);
    expect(field(model, 'logo')).toMatchObject({ kind: 'binary', column: 'logo', mediaType: 'image/*', required: true });
    expect(field(model, 'logoContentType')).toMatchObject({
      kind: 'contentType',
      column: 'logo_content_type',
      binaryField: 'logo',
      required: false,
      maxLength: 255,
    });
  });

  it('validates the data as base64 and makes only the data required', () => {
    const props = model.schema.properties as Record<string, unknown>;
    expect(props.logo).toEqual({ type: 'string', format: 'base64' });
    expect(props.css).toEqual({ type: ['string', 'null'], format: 'base64' });
    expect(props.logoContentType).toEqual({ type: ['string', 'null'], maxLength: 255 });
    expect(model.schema.required).toEqual(['logo']);
  });
});

describe('buildEntityModel relations', () => {
  const model = build(
    {
      owner: { 'x-ref': 'site' },
      parentPage: { 'x-ref': 'widget-type' },
      tags: { type: 'array', 'x-ref': 'permission' },
    },
    { required: ['owner'] },
  );

  it('stores a to-one relation in a {field}_id column', () => {
    expect(field(model, 'owner')).toMatchObject({ kind: 'reference', ref: 'site', column: 'owner_id', required: true });
    expect(field(model, 'parentPage')).toMatchObject({ kind: 'reference', ref: 'widget-type', column: 'parent_page_id' });
  });

  it('stores a to-many relation in a join table and gives it no column', () => {
    expect(field(model, 'tags')).toMatchObject({ kind: 'references', ref: 'permission' });
    expect(field(model, 'tags').column).toBeUndefined();
    expect(model.joins).toEqual({ tags: { table: 'widget_type_tags', ownerColumn: 'widget_type_id', targetColumn: 'permission_id' } });
  });

  it('names join tables after an overridden table', () => {
    const m = build({ tags: { type: 'array', 'x-ref': 'page-group' } }, { 'x-entity': { table: 'kinds' } });
    expect(m.joins.tags).toEqual({ table: 'kinds_tags', ownerColumn: 'kinds_id', targetColumn: 'page_group_id' });
  });

  it('validates relations as {id} objects, null only when optional', () => {
    const validate = createAjv().compile(model.schema);
    const ok = (body: unknown) => validate(body);
    expect(ok({ owner: { id: 1 } })).toBe(true);
    expect(ok({ owner: { id: 1, name: 'with label' }, parentPage: null, tags: [{ id: 2 }, { id: 3 }] })).toBe(true);
    expect(ok({ owner: null })).toBe(false);
    expect(ok({ owner: 1 })).toBe(false);
    expect(ok({ owner: { name: 'no id' } })).toBe(false);
    expect(ok({ owner: { id: 1 }, tags: [1] })).toBe(false);
    expect(ok({})).toBe(false);
  });
});

describe('buildEntityModel validation schema', () => {
  const model = build(
    {
      name: { type: 'string', maxLength: 5 },
      code: { type: 'string', minLength: 3 },
      note: { type: 'string' },
      kind: { type: 'string', enum: ['A', 'B'], default: 'A' },
      count: { type: 'integer', minimum: 1 },
    },
    { required: ['name', 'code'] },
  );
  const validate = createAjv().compile(model.schema);

  it('gives required strings minLength 1 and keeps a declared minLength', () => {
    expect(field(model, 'name').minLength).toBe(1);
    expect(field(model, 'code').minLength).toBe(3);
    expect(field(model, 'note').minLength).toBeUndefined();
    expect(validate({ name: '', code: 'abc' })).toBe(false);
    expect(validate({ name: 'a', code: 'ab' })).toBe(false);
    expect(validate({ name: 'a', code: 'abc', note: '' })).toBe(true);
  });

  it('accepts null for every optional field, enums included', () => {
    expect(validate({ id: null, name: 'a', code: 'abc', note: null, kind: null, count: null })).toBe(true);
    expect(validate({ name: 'a', code: 'abc', kind: 'C' })).toBe(false);
  });

  it('rejects unknown properties and keeps the declared constraints', () => {
    expect(validate({ name: 'a', code: 'abc', extra: 1 })).toBe(false);
    expect(validate({ name: 'abcdef', code: 'abc' })).toBe(false);
    expect(validate({ name: 'a', code: 'abc', count: 0 })).toBe(false);
    expect(validate({ name: null, code: 'abc' })).toBe(false);
  });

  it('drops the x- annotations from the validation schema', () => {
    const m = build({ body: { type: 'string', 'x-input': 'code' }, owner: { 'x-ref': 'site' } });
    expect(JSON.stringify(m.schema)).not.toContain('x-');
    expect(m.schema).toMatchObject({ $id: 'widget-type', title: 'WidgetType', type: 'object', additionalProperties: false });
  });
});

describe('buildEntityModel errors', () => {
  const cases: [string, unknown, RegExp][] = [
    ['a non-object', null, /not a JSON object/],
    ['a string', 'alias', /not a JSON object/],
    ['a missing $id', { properties: { id: ID } }, /\$id must be a kebab-case/],
    ['a camelCase $id', { $id: 'widgetType', properties: { id: ID } }, /\$id must be a kebab-case/],
    ['a snake_case $id', { $id: 'widget_type', properties: { id: ID } }, /\$id must be a kebab-case/],
    ['no properties', { $id: 'thing' }, /has no properties/],
    ['no id', schema({}, { properties: { name: { type: 'string' } } }), /integer "id"/],
    ['a string id', schema({ id: { type: 'string' } }), /integer "id"/],
    ['a snake_case property', schema({ first_name: { type: 'string' } }), /"first_name" must be camelCase/],
    ['a bad x-ref', schema({ owner: { 'x-ref': 'Site' } }), /"owner".x-ref must name an entity/],
    [
      'a declared companion',
      schema({ logo: { type: 'string', contentEncoding: 'base64' }, logoContentType: { type: 'string' } }),
      /"logoContentType" is added automatically/,
    ],
    ['an object property', schema({ conf: { type: 'object' } }), /"conf" has an unsupported type "object"/],
    ['an array without x-ref', schema({ tags: { type: 'array' } }), /"tags" has an unsupported type "array"/],
    ['a property without type', schema({ odd: {} }), /"odd" has an unsupported type undefined/],
    ['a required non-property', schema({ name: { type: 'string' } }, { required: ['nme'] }), /required "nme" is not a property/],
    ['a bad label', schema({ name: { type: 'string' } }, { 'x-entity': { label: 'title' } }), /label field "title"/],
    ['a bad list field', schema({ name: { type: 'string' } }, { 'x-entity': { list: ['id', 'nope'] } }), /list field "nope"/],
  ];

  it.each(cases)('rejects %s', (_what, raw, message) => {
    expect(() => buildEntityModel(raw, 'bad.schema.json')).toThrow(SchemaError);
    expect(() => buildEntityModel(raw, 'bad.schema.json')).toThrow(message);
  });

  it('names the source file in the message', () => {
    expect(() => buildEntityModel({}, 'x/y.schema.json')).toThrow(/^x\/y\.schema\.json: /);
  });
});

describe('checkReferences', () => {
  const site = buildEntityModel({ $id: 'site', properties: { id: ID, owner: { 'x-ref': 'person' } } });
  const person = buildEntityModel({ $id: 'person', properties: { id: ID, boss: { 'x-ref': 'person' } } });
  const team = buildEntityModel({ $id: 'team', properties: { id: ID, members: { type: 'array', 'x-ref': 'person' } } });

  it('accepts relations between known entities, to itself included', () => {
    expect(() => checkReferences([site, person, team])).not.toThrow();
  });

  it('rejects a relation to an unknown entity', () => {
    expect(() => checkReferences([site, team])).toThrow(SchemaError);
    expect(() => checkReferences([site])).toThrow('site.owner refers to unknown entity "person"');
    expect(() => checkReferences([team])).toThrow('team.members refers to unknown entity "person"');
  });
});

describe('x-audit fields and the default sort', () => {
  const audited = () =>
    build(
      {
        name: { type: 'string' },
        index: { type: 'integer' },
        lastModifiedBy: { type: 'string', maxLength: 50, 'x-audit': 'lastModifiedBy' },
        lastModifiedDate: { type: 'string', 'x-audit': 'lastModifiedDate' },
      },
      { 'x-entity': { sort: ['index,asc'] } },
    );

  it('are read-only columns the server fills, accepted in bodies', () => {
    const model = audited();
    expect(field(model, 'lastModifiedBy')).toMatchObject({ kind: 'string', column: 'last_modified_by', readOnly: true, audit: 'lastModifiedBy' });
    expect(field(model, 'lastModifiedDate')).toMatchObject({ column: 'last_modified_date', readOnly: true, audit: 'lastModifiedDate' });
    const validate = createAjv().compile(model.schema);
    expect(validate({ name: 'a', lastModifiedBy: 'someone', lastModifiedDate: null })).toBe(true);
    expect(model.defaultSort).toEqual(['index,asc']);
  });

  it('are refused on anything but an optional text, and with an unknown kind', () => {
    expect(() => build({ by: { type: 'integer', 'x-audit': 'lastModifiedBy' } })).toThrow('x-audit');
    expect(() => build({ by: { type: 'string', 'x-audit': 'modifiedBy' } })).toThrow('x-audit');
    expect(() => build({ by: { type: 'string', 'x-audit': 'createdBy' } }, { required: ['by'] })).toThrow('x-audit');
    expect(() => build({}, { 'x-entity': { sort: ['missing,asc'] } })).toThrow('x-entity.sort');
  });
});
