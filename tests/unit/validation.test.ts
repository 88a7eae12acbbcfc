import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { buildEntityModel } from '../../src/shared/entities/model.js';
import { createAjv } from '../../server/validation/ajv.js';
import { EntityValidator } from '../../server/entities/entity-validator.js';
import { toFieldErrors } from '../../server/validation/field-errors.js';
import { AppError } from '../../server/errors/app-error.js';
import { problemOf } from '../../server/http/problem.js';
import { loadEntityModels } from '../../server/entities/registry.js';

describe('createAjv formats', () => {
  const ajv = createAjv();
  const base64 = ajv.compile({ type: 'string', format: 'base64' });
  const json = ajv.compile({ type: 'string', format: 'json' });

  it.each(['', 'QQ==', 'QUI=', 'QUJD', 'aGVsbG8gd29ybGQ=', 'a+/9'])('accepts base64 "%s"', (s) => {
    expect(base64(s)).toBe(true);
  });

  it.each(['Q', 'QQ=', 'QUJ', 'QU!D', 'QQ==QQ==x', 'QQ===', 'data:image/png;base64,QQ=='])('refuses base64 "%s"', (s) => {
    expect(base64(s)).toBe(false);
  });

  it.each(['{}', '[]', '{"a":[1,2]}', '"text"', '12', 'null'])('accepts JSON %s', (s) => {
    expect(json(s)).toBe(true);
  });

  it.each(['', '{', "{'a':1}", '{a:1}', 'undefined'])('refuses JSON "%s"', (s) => {
    expect(json(s)).toBe(false);
  });
});

const model = buildEntityModel(
  {
    $id: 'gadget',
    properties: {
      id: { type: 'integer', readOnly: true },
      name: { type: 'string', maxLength: 5 },
      code: { type: 'string', pattern: '^[A-Z]+$' },
      size: { type: 'integer', minimum: 1, maximum: 9 },
      kind: { type: 'string', enum: ['A', 'B'] },
      conf: { type: 'string', format: 'json' },
      picture: { type: 'string', contentEncoding: 'base64' },
      owner: { 'x-ref': 'person' },
      helper: { 'x-ref': 'person' },
    },
    required: ['name', 'owner'],
  },
  'gadget.schema.json',
);
const validate = createAjv().compile(model.schema);

/** The field errors of a body, as { field: message }. */
function errorsOf(body: unknown): Record<string, string> {
  if (validate(body)) return {};
  const errors = toFieldErrors('gadget', validate.errors ?? []);
  for (const e of errors) expect(e.objectName).toBe('gadget');
  expect(new Set(errors.map((e) => e.field)).size).toBe(errors.length);
  return Object.fromEntries(errors.map((e) => [e.field, e.message]));
}

const valid = { name: 'ok', owner: { id: 1 } };

describe('toFieldErrors', () => {
  it('says nothing about a valid body', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('maps each broken rule to the constraint name the client knows', () => {
    expect(errorsOf({ owner: { id: 1 } })).toEqual({ name: 'NotNull' });
    expect(errorsOf({ ...valid, name: null })).toEqual({ name: 'NotNull' });
    expect(errorsOf({ ...valid, owner: null })).toEqual({ owner: 'NotNull' });
    expect(errorsOf({ ...valid, name: '' })).toEqual({ name: 'Size' });
    expect(errorsOf({ ...valid, name: 'toolong' })).toEqual({ name: 'Size' });
    expect(errorsOf({ ...valid, size: 0 })).toEqual({ size: 'Min' });
    expect(errorsOf({ ...valid, size: 10 })).toEqual({ size: 'Max' });
    expect(errorsOf({ ...valid, code: 'abc' })).toEqual({ code: 'Pattern' });
    expect(errorsOf({ ...valid, kind: 'C' })).toEqual({ kind: 'Enum' });
    expect(errorsOf({ ...valid, colour: 'red' })).toEqual({ colour: 'Unknown' });
    expect(errorsOf({ ...valid, conf: '{oops' })).toEqual({ conf: 'Format.json' });
    expect(errorsOf({ ...valid, picture: 'not base64!' })).toEqual({ picture: 'Format.base64' });
    expect(errorsOf({ ...valid, size: 'big' })).toEqual({ size: 'TypeMismatch' });
  });

  it('reports one error per field, for every broken field', () => {
    expect(errorsOf({ name: 12, size: 1.5, kind: 'C', helper: 7, extra: true })).toEqual({
      name: 'TypeMismatch',
      owner: 'NotNull',
      size: 'TypeMismatch',
      kind: 'Enum',
      helper: 'TypeMismatch',
      extra: 'Unknown',
    });
  });

  it('accepts null in every optional field', () => {
    expect(errorsOf({ ...valid, id: null, code: null, size: null, kind: null, conf: null, picture: null, helper: null })).toEqual({});
  });

  it('maps the keywords it does not meet in entity schemas too', () => {
    const error = (keyword: string, params: Record<string, unknown> = {}): ErrorObject => ({
      keyword,
      params,
      instancePath: '/list',
      schemaPath: '#',
    });
    const messages = toFieldErrors('x', [error('minItems')]).concat(
      toFieldErrors('x', [error('maxItems')]),
      toFieldErrors('x', [error('exclusiveMinimum')]),
      toFieldErrors('x', [error('exclusiveMaximum')]),
      toFieldErrors('x', [error('type', { type: 'null' })]),
      toFieldErrors('x', [error('uniqueItems')]),
      toFieldErrors('x', [error('anyOf')]),
    );
    expect(messages.map((e) => e.message)).toEqual(['Size', 'Size', 'Min', 'Max', 'NotNull', 'uniqueItems']);
  });
});

describe('EntityValidator', () => {
  const validator = new EntityValidator([model]);

  it("compiles every entity schema of the portal, to create and to update (each on its first use)", () => {
    const models = loadEntityModels();
    const all = new EntityValidator(models);
    for (const entity of models)
      for (const update of [false, true]) {
        // An empty body: passes, or is refused with field errors; a schema ajv cannot compile throws otherwise.
        try {
          all.check(entity, {}, update);
        } catch (error) {
          expect(error, `${entity.name}${update ? ' (update)' : ''}`).toBeInstanceOf(AppError);
        }
      }
    expect(models.map((m) => m.name)).toContain('page');
  });

  it('passes a valid body and throws a 400 problem with field errors otherwise', () => {
    expect(() => validator.check(model, valid)).not.toThrow();
    let problem: AppError | undefined;
    try {
      validator.check(model, { name: '' });
    } catch (error) {
      problem = error as AppError;
    }
    expect(problem).toBeInstanceOf(AppError);
    expect(problemOf(problem!)).toMatchObject({
      status: 400,
      message: 'error.validation',
      fieldErrors: [
        { objectName: 'gadget', field: 'owner', message: 'NotNull' },
        { objectName: 'gadget', field: 'name', message: 'Size' },
      ],
    });
  });
});
