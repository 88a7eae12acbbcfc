import type { FastifyRequest } from 'fastify';
import { FIELD_TYPE_CODES, nameIn, type FamilyDefinition, type FieldDefinition, type ValueListDefinition, type ValueListEntry } from './model.js';
import { LABEL_FIELD } from './query.js';
import type { FieldValue, StoredDocument } from './store.js';

/** How the gateway writes families, fields, documents and value lists on the wire (spec 001 §3). */

export function language(request: FastifyRequest): string | undefined {
  const asked = (request.query as { lang?: string } | undefined)?.lang;
  return asked ?? request.headers['accept-language']?.slice(0, 2).toLowerCase();
}

export function describeField(field: FieldDefinition, lang: string | undefined) {
  return {
    id: field.id,
    key: field.key,
    name: nameIn(field.names, lang),
    type: FIELD_TYPE_CODES[field.kind],
    kind: field.kind,
    ...(field.list ? { list: field.list } : {}),
    ...(field.required ? { required: true } : {}),
  };
}

export interface WireValue {
  val: string | number | boolean | null;
  idval?: number;
}

/** A value as the client shows it: dates as YYYYMMDD text, list entries as their label with the id in idval. */
export function wireValue(field: FieldDefinition, value: FieldValue | undefined, lists: ValueListDefinition[]): WireValue {
  if (value === null || value === undefined) return { val: null };
  if (field.kind === 'date') return { val: String(value) };
  if (field.kind === 'list') {
    const entry = lists.find((l) => l.key === field.list)?.entries.find((e) => e.id === value);
    return { val: entry?.label ?? String(value), idval: Number(value) };
  }
  return { val: value };
}

export function toEntity(doc: StoredDocument, family: FamilyDefinition, lists: ValueListDefinition[], lang: string | undefined) {
  const fields: Record<number, WireValue & { lbl: string; type: number }> = {};
  for (const field of family.fields) {
    // Without object spreads: this runs for every field of every row of a page.
    const { val, idval } = wireValue(field, doc.values[field.id], lists);
    const lbl = nameIn(field.names, lang);
    const type = FIELD_TYPE_CODES[field.kind];
    fields[field.id] = idval === undefined ? { val, lbl, type } : { val, idval, lbl, type };
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
    fields,
  };
}

/** A value list's entries in the List response shape: one field, the label (the spec's advanced list values). */
export function listAnswer(rows: ValueListEntry[]) {
  return {
    fields: [{ id: LABEL_FIELD, key: 'label', name: 'label', type: FIELD_TYPE_CODES.text, kind: 'text' }],
    list: rows.map((e) => ({ fidd: e.id, fields: { [LABEL_FIELD]: { val: e.label, lbl: 'label', type: FIELD_TYPE_CODES.text } } })),
    listData: rows.map((e) => ({ id: e.id, f: [e.label] })),
  };
}

/** A family's documents in the List response shape (fields, list, listData). */
export function documentsAnswer(family: FamilyDefinition, documents: StoredDocument[], lists: ValueListDefinition[], lang: string | undefined) {
  const list = documents.map((doc) => toEntity(doc, family, lists, lang));
  return {
    fields: family.fields.map((field) => describeField(field, lang)),
    list,
    listData: list.map((entity) => ({ id: entity.fidd, f: family.fields.map((field) => entity.fields[field.id].val) })),
  };
}

/**
 * The name of a downloaded spreadsheet (spec 001 §5): the title's letters and spaces only, each
 * space an underscore, lower-cased, after the date (YYYY_MM_DD, UTC) and an underscore; `.xlsx`.
 */
export function downloadName(title: string, now: Date): string {
  const name = title.replace(/[^\p{L} ]/gu, '').replace(/ /g, '_').toLowerCase();
  const date = now.toISOString().slice(0, 10).replace(/-/g, '_');
  return `${date}${name ? `_${name}` : ''}.xlsx`;
}

/** A content-disposition naming the file, in plain ASCII and in UTF-8 (RFC 6266). */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
