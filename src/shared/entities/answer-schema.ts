import type { EntityModel, FieldKind, FieldModel } from './model.js';

/**
 * An entity's row as the API answers it (`GET api/{entity}`, `GET`/`POST`/`PUT`/`PATCH` of one
 * row), as a JSON Schema made from its model: every field the server reads back (writeOnly
 * secrets never are), each nullable but the id. A relation is the related row's `{id, <label>}`,
 * or the whole related row with `eager=true`: open, since which one depends on the call. No
 * member is required, as a guest's list answers only the fields the schema lets guests see.
 */
export function entityAnswerSchemaOf(model: EntityModel): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const field of model.fields) if (!field.writeOnly) properties[field.name] = fieldAnswer(field);
  return { type: 'object', title: model.title, properties, additionalProperties: false };
}

const TYPES: Record<Exclude<FieldKind, 'reference' | 'references' | 'enum'>, string> = {
  id: 'integer',
  string: 'string',
  integer: 'integer',
  number: 'number',
  boolean: 'boolean',
  binary: 'string',
  contentType: 'string',
};

/** A related row: its id and label, or all of it (eager). */
const relatedRow = { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'], additionalProperties: true } as const;

function fieldAnswer(field: FieldModel): Record<string, unknown> {
  if (field.kind === 'reference') return { anyOf: [relatedRow, { type: 'null' }] };
  if (field.kind === 'references') return { type: 'array', items: relatedRow };
  if (field.kind === 'enum') return { type: ['string', 'null'], enum: [...(field.enum ?? []), null] };
  if (field.kind === 'id') return { type: 'integer' };
  const described = field.kind === 'binary' ? { contentEncoding: 'base64' } : {};
  return { type: [TYPES[field.kind], 'null'], ...described };
}

/** The answer of an entity's list: its rows. */
export const entityListAnswerSchemaOf = (model: EntityModel) => ({ type: 'array', items: entityAnswerSchemaOf(model) });
