import { describe, expect, it } from 'vitest';
import {
  buildEntityModel,
  DEFAULT_AUTHORITIES,
  fieldByName,
  publishModel,
  updateSchemaOf,
} from '../../src/shared/entities/model.js';
import { EntityValidator } from '../../server/entities/entity-validator.js';
import { createAjv } from '../../server/validation/ajv.js';
import { parseCriteria } from '../../server/entities/criteria.js';
import { parseSort } from '../../server/entities/repository.js';
import { AppError } from '../../server/errors/app-error.js';

/** writeOnly values (secrets), unique values, per-entity roles and the guest list of a model. */
const raw = (props: Record<string, unknown> = {}, entity: Record<string, unknown> = {}, required = ['name', 'secret']) => ({
  $id: 'vault',
  'x-entity': entity,
  properties: {
    id: { type: 'integer', readOnly: true },
    name: { type: 'string', 'x-unique': true },
    secret: { type: 'string', writeOnly: true, maxLength: 20 },
    open: { type: 'boolean', default: true },
    ...props,
  },
  required,
});
const build = (...args: Parameters<typeof raw>) => buildEntityModel(raw(...args), 'vault.schema.json');

const fieldErrorsOf = (fn: () => void): string[] => {
  try {
    fn();
  } catch (error) {
    return ((error as AppError).details.fieldErrors ?? []).map((e) => `${e.field}:${e.message}`);
  }
  return [];
};

describe('writeOnly fields', () => {
  it('are marked on the field and left out of the default list columns', () => {
    const model = build();
    expect(fieldByName(model, 'secret')).toMatchObject({ writeOnly: true, required: true, column: 'secret' });
    expect(fieldByName(model, 'name')!.writeOnly).toBeUndefined();
    expect(model.listFields).toEqual(['id', 'name', 'open']);
  });

  it('are required on create only: an update may leave them out or send null', () => {
    const model = build();
    const validator = new EntityValidator([model]);
    expect(fieldErrorsOf(() => validator.check(model, { name: 'a' }))).toEqual(['secret:NotNull']);
    expect(fieldErrorsOf(() => validator.check(model, { name: 'a', secret: null }))).toEqual(['secret:NotNull']);
    expect(fieldErrorsOf(() => validator.check(model, { name: 'a', secret: 's' }))).toEqual([]);
    expect(fieldErrorsOf(() => validator.check(model, { id: 1, name: 'a' }, true))).toEqual([]);
    expect(fieldErrorsOf(() => validator.check(model, { id: 1, name: 'a', secret: null }, true))).toEqual([]);
    // What is sent is still checked.
    expect(fieldErrorsOf(() => validator.check(model, { id: 1, name: 'a', secret: 'x'.repeat(21) }, true))).toEqual(['secret:Size']);
    expect(fieldErrorsOf(() => validator.check(model, { id: 1, secret: 's' }, true))).toEqual(['name:NotNull']);
  });

  it('leave the create schema alone and compile strictly', () => {
    const model = build();
    const update = updateSchemaOf(model);
    expect(model.schema.required).toEqual(['name', 'secret']);
    expect(update.required).toEqual(['name']);
    expect(() => createAjv().compile(model.schema)).not.toThrow();
    // Without writeOnly fields the update schema is the create schema.
    const plain = build({ secret: { type: 'string' } });
    expect(updateSchemaOf(plain)).toBe(plain.schema);
  });

  it('cannot be filtered or sorted on, so a secret cannot be guessed one query at a time', () => {
    const model = build();
    expect(() => parseCriteria(model, { 'secret.equals': 'x' })).toThrow(/not a filterable field/);
    expect(() => parseCriteria(model, { 'secret.contains': 'x' })).toThrow(/not a filterable field/);
    expect(() => parseSort(model, 'secret,asc')).toThrow(/Cannot sort/);
    expect(parseCriteria(model, { 'name.equals': 'x' })).toHaveLength(1);
  });

  it('are published as a field description only (the model carries no data)', () => {
    const published = publishModel(build());
    expect(published.fields.find((f) => f.name === 'secret')).toMatchObject({ writeOnly: true });
    expect(JSON.stringify(published)).not.toMatch(/"column"/);
  });

  it('are refused where a secret would show or cannot be one', () => {
    expect(() => build({}, { list: ['id', 'secret'] })).toThrow(/list field "secret" is writeOnly/);
    expect(() => build({}, { label: 'secret' })).toThrow(/label field "secret" is writeOnly/);
    expect(() => build({ secret: { type: 'integer', readOnly: true, writeOnly: true } })).toThrow(/cannot be writeOnly/);
    expect(() => build({ secret: { 'x-ref': 'vault', writeOnly: true } })).toThrow(/cannot be writeOnly/);
  });
});

describe('x-unique', () => {
  it('marks the field and is not passed to the body schema', () => {
    const model = build();
    expect(fieldByName(model, 'name')!.unique).toBe(true);
    expect(JSON.stringify(model.schema)).not.toContain('x-unique');
  });

  it('applies to plain values only', () => {
    expect(() => build({ other: { 'x-ref': 'vault', 'x-unique': true } })).toThrow(/x-unique applies to plain values/);
    expect(() => build({ secret: { type: 'string', writeOnly: true, 'x-unique': true } })).toThrow(/x-unique applies to plain values/);
  });
});

describe('x-entity authorities and guestList', () => {
  it('default to the administrators, without a guest list', () => {
    const model = build();
    expect(model.authorities).toEqual(DEFAULT_AUTHORITIES);
    expect(model.guestList).toBeUndefined();
  });

  it('are read from the schema, the guest list with its fixed conditions', () => {
    const model = build({}, { authorities: ['ROLE_ADMIN'], guestList: { fields: ['id', 'name'], where: { open: true } } });
    expect(model.authorities).toEqual(['ROLE_ADMIN']);
    expect(model.guestList).toEqual({ fields: ['id', 'name'], where: { open: true } });
    // The roles are published (the screens may hide what the server refuses); the guest list is the server's.
    const published = publishModel(model);
    expect(published.authorities).toEqual(['ROLE_ADMIN']);
    expect(published).not.toHaveProperty('guestList');
  });

  it('refuse an empty role list and guest fields that are unknown or secret', () => {
    expect(() => build({}, { authorities: [] })).toThrow(/authorities must list at least one role/);
    expect(() => build({}, { guestList: { fields: ['id', 'nope'] } })).toThrow(/guestList field "nope" is not a property/);
    expect(() => build({}, { guestList: { fields: ['id', 'secret'] } })).toThrow(/must be a plain readable value/);
    expect(() => build({}, { guestList: { fields: ['id'], where: { secret: 'x' } } })).toThrow(/must be a plain readable value/);
  });
});
