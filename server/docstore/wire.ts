import type { FastifyRequest } from 'fastify';
import { FIELD_TYPE_CODES, nameIn, type FamilyDefinition, type FieldDefinition, type ValueListDefinition } from './model.js';
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
  for (const field of family.fields)
    fields[field.id] = { ...wireValue(field, doc.values[field.id], lists), lbl: nameIn(field.names, lang), type: FIELD_TYPE_CODES[field.kind] };
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

export function listRows(list: ValueListDefinition, max: number | undefined, paging: { page?: number; size?: number }) {
  const all = list.entries.slice(0, max ?? list.entries.length);
  const size = paging.size ?? all.length;
  const start = (paging.page ?? 0) * size;
  return { total: all.length, rows: all.slice(start, start + size) };
}

/** A content-disposition naming the file, in plain ASCII and in UTF-8 (RFC 6266). */
export function contentDisposition(name: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
