import type { FromSchema } from 'json-schema-to-ts';

/**
 * What the document gateway (`api/adiuto-gateway/...`) answers, declared once for the server that
 * writes it and the composer that reads it (docs/document-store.md#gateway-calls).
 */

/** Type codes of fields (1 text, 2 number, 3 date, 4 yes/no, 5 value list). */
export type FieldKind = 'text' | 'number' | 'date' | 'boolean' | 'list';

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
    names: { type: 'object', additionalProperties: { type: 'string' }, description: 'By language' },
    fields: { type: 'array', items: fieldDescriptionSchema },
    signing: { type: 'boolean', description: 'Whether its documents take signature requests: the family has signing settings (docs/signing.md)' },
  },
  required: ['id', 'key', 'name', 'names', 'fields', 'signing'],
  additionalProperties: false,
} as const;

export type FamilyDescription = FromSchema<typeof familyDescriptionSchema>;

export interface ValueListDescription {
  id: number;
  key: string;
  name: string;
  names: Record<string, string>;
  entries: { id: number; label: string }[];
}

export interface EntityValue {
  val: string | number | boolean | null;
  idval?: number;
  lbl: string;
  type: number;
}

/** A document as the gateway answers it (the spec's Entity). */
export interface EntityOnWire {
  fidd: number;
  fidf?: number;
  version?: number;
  /** Set when this is an older version: the current one's id. */
  newDocId?: number;
  fileName?: string | null;
  fileSize?: number | null;
  contentType?: string | null;
  createdBy?: string;
  createdDate?: string;
  fields: Record<string, EntityValue>;
}

/** The List response of execute-query, list-values?type=advanced and the token query. */
export interface ListAnswer {
  fields: FieldDescription[];
  list: EntityOnWire[];
  listData: { id: number; f: unknown[] }[];
}

/** The spec's Attachment, with the file's type and size. */
export interface AttachmentOnWire {
  attachmentID: number;
  originalFileName: string;
  description: string | null;
  userName: string;
  /** YYYYMMDD (UTC) */
  date: string;
  /** HH:MM:SS (UTC) */
  time: string;
  contentType: string;
  size: number;
}
