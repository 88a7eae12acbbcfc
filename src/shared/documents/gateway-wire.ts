import type { FromSchema } from 'json-schema-to-ts';

/**
 * What the document gateway (`api/adiuto-gateway/...`) answers, declared once for the server that
 * writes it and the composer that reads it (docs/document-store.md#gateway-calls).
 */

/** Type codes of fields (1 text, 2 number, 3 date, 4 yes/no, 5 value list). */
export type FieldKind = 'text' | 'number' | 'date' | 'boolean' | 'list';

const nullableText = { type: ['string', 'null'] } as const;
const names = { type: 'object', additionalProperties: { type: 'string' }, description: 'The name in each language, by language key' } as const;

/** A field of a family as `adiuto-admin/families` and the lists' answers describe it: its JSON Schema and its type, derived from it. */
export const fieldDescriptionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    key: { type: 'string' },
    name: { type: 'string', description: 'In the language asked for' },
    type: { type: 'integer', description: 'The type code: 1 text, 2 number, 3 date, 4 yes/no, 5 value list' },
    kind: { enum: ['text', 'number', 'date', 'boolean', 'list'] },
    list: { type: 'string', description: "A list field's value list (its key)" },
    maxLength: { type: 'integer', description: "A text field's longest value (characters)" },
    required: { type: 'boolean' },
  },
  required: ['id', 'key', 'name', 'type', 'kind'],
  additionalProperties: false,
} as const;

export type FieldDescription = FromSchema<typeof fieldDescriptionSchema>;

/** A family as `GET adiuto-admin/families` answers it. */
export const familyDescriptionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    key: { type: 'string' },
    name: { type: 'string', description: 'In the language asked for' },
    names,
    fields: { type: 'array', items: fieldDescriptionSchema },
    signing: { type: 'boolean', description: 'Whether its documents take signature requests: the family has signing settings (docs/signing.md)' },
  },
  required: ['id', 'key', 'name', 'names', 'fields', 'signing'],
  additionalProperties: false,
} as const;

export type FamilyDescription = FromSchema<typeof familyDescriptionSchema>;

/** A value list as `GET adiuto-admin/lists` answers it. */
export const valueListDescriptionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    key: { type: 'string' },
    name: { type: 'string' },
    names,
    entries: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'integer' }, label: { type: 'string' } }, required: ['id', 'label'], additionalProperties: false },
    },
  },
  required: ['id', 'key', 'name', 'names', 'entries'],
  additionalProperties: false,
} as const;

export type ValueListDescription = FromSchema<typeof valueListDescriptionSchema>;

export const entityValueSchema = {
  type: 'object',
  properties: {
    val: { type: ['string', 'number', 'boolean', 'null'] },
    idval: { type: 'integer', description: "A list value's entry id" },
    lbl: { type: 'string' },
    type: { type: 'integer' },
  },
  required: ['val', 'lbl', 'type'],
  additionalProperties: false,
} as const;

export type EntityValue = FromSchema<typeof entityValueSchema>;

/** A document as the gateway answers it (the spec's Entity). */
export const entityOnWireSchema = {
  type: 'object',
  properties: {
    fidd: { type: 'integer' },
    fidf: { type: 'integer' },
    version: { type: 'integer' },
    newDocId: { type: 'integer', description: "Set when this is an older version: the current one's id" },
    fileName: nullableText,
    fileSize: { type: ['integer', 'null'] },
    contentType: nullableText,
    createdBy: { type: 'string' },
    createdDate: { type: 'string', format: 'date-time' },
    fields: { type: 'object', additionalProperties: entityValueSchema, description: "The document's values, by field id" },
  },
  required: ['fidd', 'fields'],
  additionalProperties: false,
} as const;

export type EntityOnWire = FromSchema<typeof entityOnWireSchema>;

/** The List response of execute-query, list-values?type=advanced and the token query. */
export const listAnswerSchema = {
  type: 'object',
  properties: {
    fields: { type: 'array', items: fieldDescriptionSchema },
    list: { type: 'array', items: entityOnWireSchema },
    listData: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, f: { type: 'array', items: { type: ['string', 'number', 'boolean', 'null'] }, description: "The row's values, in the order of `fields`" } },
        required: ['id', 'f'],
        additionalProperties: false,
      },
    },
  },
  required: ['fields', 'list', 'listData'],
  additionalProperties: false,
} as const;

export type ListAnswer = FromSchema<typeof listAnswerSchema>;

/** What `list-values?type=simple` answers: the entries. */
export const simpleListValuesSchema = valueListDescriptionSchema.properties.entries;

export type ListEntry = FromSchema<typeof simpleListValuesSchema>[number];

/** The spec's Attachment, with the file's type and size. */
export const attachmentOnWireSchema = {
  type: 'object',
  properties: {
    attachmentID: { type: 'integer' },
    originalFileName: { type: 'string' },
    description: nullableText,
    userName: { type: 'string' },
    date: { type: 'string', description: 'YYYYMMDD (UTC)' },
    time: { type: 'string', description: 'HH:MM:SS (UTC)' },
    contentType: { type: 'string' },
    size: { type: 'integer' },
  },
  required: ['attachmentID', 'originalFileName', 'description', 'userName', 'date', 'time', 'contentType', 'size'],
  additionalProperties: false,
} as const;

export type AttachmentOnWire = FromSchema<typeof attachmentOnWireSchema>;

/** What `check-user` answers: the caller's identity in the document store (a guest's is the site's guest identity). */
export const storeIdentitySchema = {
  type: 'object',
  properties: { adiutoId: { type: 'integer' }, login: { type: 'string' }, guest: { type: 'boolean' } },
  required: ['adiutoId', 'login', 'guest'],
  additionalProperties: false,
} as const;

export type StoreIdentityOnWire = FromSchema<typeof storeIdentitySchema>;

/** What a document's write answers: the version's id (> 0), or a negative code of docs/signing.md (an update). */
export const documentIdAnswerSchema = { type: 'integer', description: 'The id of the version written (> 0), or a negative code of docs/signing.md' } as const;

/** A link's token to open a document's file in a tab (`entities/{id}/view-token`). */
export const viewTokenSchema = {
  type: 'object',
  properties: { token: { type: 'string' }, expiresIn: { type: 'integer', description: 'Seconds' } },
  required: ['token', 'expiresIn'],
  additionalProperties: false,
} as const;

export type ViewToken = FromSchema<typeof viewTokenSchema>;

/** One entry of a document's audit trail (`entities/{id}/audit`). */
export const auditEntrySchema = {
  type: 'object',
  properties: {
    documentId: { type: 'integer', description: 'The version the action concerned' },
    action: { type: 'string', description: 'create, update, delete, download, view, attachment-…, sign-…' },
    userName: { type: 'string' },
    date: { type: 'string', format: 'date-time' },
    detail: nullableText,
  },
  required: ['documentId', 'action', 'userName', 'date', 'detail'],
  additionalProperties: false,
} as const;

export type AuditEntryOnWire = FromSchema<typeof auditEntrySchema>;

/** A shared query's token (`query-tokens`, 201): anyone holding it runs the query (`execute-token-query`) until it expires. */
export const queryTokenSchema = {
  type: 'object',
  properties: { token: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
  required: ['token', 'expiresAt'],
  additionalProperties: false,
} as const;

export type QueryToken = FromSchema<typeof queryTokenSchema>;
