import { DEFAULT_TEXT_LENGTH, FIELD_TYPE_CODES, nameIn, type FamilyDefinition, type FieldDefinition, type ValueListDefinition, type ValueListEntry } from './model.js';
import { LABEL_FIELD } from './query.js';
import type { FieldValue, StoredDocument } from './store.js';
import type { EntityOnWire, FieldDescription, FieldKind, ListAnswer } from '../../src/shared/documents/gateway-wire.js';

/** How the gateway writes families, fields, documents and value lists on the wire (spec 001 §3). */

export function describeField(field: FieldDefinition, lang: string | undefined): FieldDescription {
  return {
    id: field.id,
    key: field.key,
    name: nameIn(field.names, lang),
    type: FIELD_TYPE_CODES[field.kind],
    kind: field.kind satisfies FieldKind,
    ...(field.list ? { list: field.list } : {}),
    ...(field.kind === 'text' ? { maxLength: field.maxLength ?? DEFAULT_TEXT_LENGTH } : {}),
    ...(field.required ? { required: true } : {}),
  };
}

export interface WireValue {
  val: string | number | boolean | null;
  idval?: number;
}

/** What every row repeats for a field: its label in the language asked for, its type code and its value list's labels. */
export interface FieldOnWire {
  field: FieldDefinition;
  lbl: string;
  type: number;
  labels?: Map<number, string>;
}

/** A family's fields as rows write them, worked out once per answer or download rather than for every value. */
export function fieldsOnWire(family: FamilyDefinition, lists: ValueListDefinition[], lang: string | undefined): FieldOnWire[] {
  return family.fields.map((field) => {
    const list = field.kind === 'list' ? lists.find((l) => l.key === field.list) : undefined;
    return { field, lbl: nameIn(field.names, lang), type: FIELD_TYPE_CODES[field.kind], labels: list && new Map(list.entries.map((e) => [e.id, e.label])) };
  });
}

/** A value as the client shows it: dates as YYYYMMDD text, list entries as their label with the id in idval. */
export function wireValue({ field, labels }: FieldOnWire, value: FieldValue | undefined): WireValue {
  if (value === null || value === undefined) return { val: null };
  if (field.kind === 'date') return { val: String(value) };
  if (labels) return { val: labels.get(Number(value)) ?? String(value), idval: Number(value) };
  return { val: value };
}

function toEntity(doc: StoredDocument, fields: FieldOnWire[]): EntityOnWire {
  const values: Record<number, WireValue & { lbl: string; type: number }> = {};
  for (const on of fields) {
    // Without object spreads: this runs for every field of every row of a page.
    const { val, idval } = wireValue(on, doc.values[on.field.id]);
    values[on.field.id] = idval === undefined ? { val, lbl: on.lbl, type: on.type } : { val, idval, lbl: on.lbl, type: on.type };
  }
  return {
    fidd: doc.id,
    fidf: doc.familyId,
    version: doc.version,
    ...(doc.currentId !== doc.id ? { newDocId: doc.currentId } : {}),
    fileName: doc.file?.name ?? null,
    fileSize: doc.file?.size ?? null,
    contentType: doc.file?.contentType ?? null,
    createdBy: doc.createdBy,
    createdDate: new Date(doc.createdAt).toISOString(),
    fields: values,
  };
}

/** A value list's entries in the List response shape: one field, the label (the spec's advanced list values). */
export function listAnswer(rows: ValueListEntry[]): ListAnswer {
  return {
    fields: [{ id: LABEL_FIELD, key: 'label', name: 'label', type: FIELD_TYPE_CODES.text, kind: 'text' as const }],
    list: rows.map((e) => ({ fidd: e.id, fields: { [LABEL_FIELD]: { val: e.label, lbl: 'label', type: FIELD_TYPE_CODES.text } } })),
    listData: rows.map((e) => ({ id: e.id, f: [e.label] })),
  };
}

/** A family's documents in the List response shape (fields, list, listData). */
export function documentsAnswer(family: FamilyDefinition, documents: StoredDocument[], lists: ValueListDefinition[], lang: string | undefined): ListAnswer {
  const fields = fieldsOnWire(family, lists, lang);
  const list = documents.map((doc) => toEntity(doc, fields));
  return {
    fields: family.fields.map((field) => describeField(field, lang)),
    list,
    listData: list.map((entity) => ({ id: entity.fidd, f: family.fields.map((field) => entity.fields[field.id].val) })),
  };
}
