import type { FromSchema } from 'json-schema-to-ts';
import { AUDIT_KINDS } from './schema-file.js';
import type { PublishedEntityModel } from './model.js';

const text = { type: 'string' } as const;
const number = { type: 'number' } as const;
const flag = { type: 'boolean' } as const;
const texts = { type: 'array', items: text } as const;

const FIELD_KINDS = ['id', 'string', 'integer', 'number', 'boolean', 'enum', 'binary', 'contentType', 'reference', 'references'] as const;

/** A field of a published model: `FieldModel` without its column. */
const publishedFieldSchema = {
  type: 'object',
  properties: {
    name: text,
    kind: { type: 'string', enum: FIELD_KINDS },
    required: flag,
    readOnly: flag,
    default: { description: "The schema's default value" },
    enum: texts,
    ref: text,
    mediaType: text,
    binaryField: text,
    input: { type: 'string', enum: ['multiline', 'code', 'theme'] },
    writeOnly: flag,
    unique: flag,
    derived: flag,
    audit: { type: 'string', enum: AUDIT_KINDS },
    minLength: number,
    maxLength: number,
    minimum: number,
    maximum: number,
    pattern: text,
    format: text,
    description: text,
  },
  required: ['name', 'kind', 'required', 'readOnly'],
  additionalProperties: false,
} as const;

/** An entity model as `GET api/entity-schemas` publishes it (`publishModel`: no storage details). */
export const publishedModelSchema = {
  type: 'object',
  properties: {
    name: text,
    title: text,
    plural: text,
    description: text,
    api: text,
    labelField: text,
    listFields: texts,
    fields: { type: 'array', items: publishedFieldSchema },
    authorities: texts,
    defaultSort: texts,
  },
  required: ['name', 'title', 'plural', 'api', 'labelField', 'listFields', 'fields', 'authorities'],
  additionalProperties: false,
} as const;

/** The schema and the model's interface name the same members, of the same types: compiling fails when they part. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
type Declared = FromSchema<typeof publishedModelSchema>;
export type PublishedModelMatches = [
  Holds<Same<Declared, PublishedEntityModel>>,
  Holds<Same<keyof Declared, keyof PublishedEntityModel>>,
  Holds<Same<keyof Declared['fields'][number], keyof PublishedEntityModel['fields'][number]>>,
];
