import { badRequest } from '../errors/app-error.js';
import type { FamilyDefinition, ValueListDefinition } from './model.js';
import { DEFAULT_TEXT_LENGTH } from './model.js';
import { typed } from './query.js';
import type { FieldValues, FileInput } from './store.js';
import { CREDENTIAL_PROPERTIES, type SignCredentials } from '../../src/shared/signing/wire.js';
import { WRITE_FIELD_PROPERTIES } from '../../src/shared/documents/write-payload.js';

/** The spec's entity write payload; an update of a family that requires them carries signature credentials (server/signing). */
export interface WriteBody extends SignCredentials {
  fidf?: number;
  fam?: string | number;
  fieldParameters: { fieldsId: number | string; values?: unknown }[];
  fileInfo?: string;
  file?: string;
  fileName?: string;
}

export const WRITE_BODY_SCHEMA = {
  type: 'object',
  required: ['fieldParameters'],
  properties: {
    ...WRITE_FIELD_PROPERTIES,
    fileInfo: { type: 'string', maxLength: 300 },
    file: { type: 'string' },
    fileName: { type: 'string', maxLength: 255 },
    ...CREDENTIAL_PROPERTIES,
  },
  additionalProperties: false,
} as const;

/** Field 27 set to -1 is a convention of the spec's document save; a family without a field 27 ignores it. */
const IGNORED_WHEN_ABSENT = 27;

/**
 * Field values and the file of a write, checked against the family. The value '-' and null clear a
 * field; list fields take an entry id (or an exact label); dates take YYYYMMDD or YYYY-MM-DD.
 */
export function parseWrite(body: WriteBody, family: FamilyDefinition, lists: ValueListDefinition[]): { values: FieldValues; file?: FileInput } {
  const values: FieldValues = {};
  let file: FileInput | undefined;
  for (const parameter of body.fieldParameters) {
    const raw = Array.isArray(parameter.values) ? parameter.values[0] : parameter.values;
    if (parameter.fieldsId === 'file') {
      if (typeof raw !== 'string') throw badRequest('fieldsId "file" takes the file as a data string (data:<type>;base64,<content>)');
      const comma = raw.indexOf('base64,');
      if (!raw.startsWith('data:') || comma < 0) throw badRequest('fieldsId "file" takes the file as a data string (data:<type>;base64,<content>)');
      file = decodeFile(raw.slice(0, comma + 7), raw.slice(comma + 7), body.fileName);
      continue;
    }
    const id = Number(parameter.fieldsId);
    const field = family.fields.find((f) => f.id === id);
    if (!field) {
      if (id === IGNORED_WHEN_ABSENT) continue;
      throw badRequest(`Family ${family.key} has no field ${String(parameter.fieldsId)}`);
    }
    if (raw === null || raw === undefined || raw === '' || raw === '-') {
      values[id] = null;
      continue;
    }
    if (field.kind === 'text') {
      const text = String(raw);
      if (text.length > (field.maxLength ?? DEFAULT_TEXT_LENGTH)) throw badRequest(`Field ${id} takes at most ${field.maxLength ?? DEFAULT_TEXT_LENGTH} characters`);
      values[id] = text;
    } else if (field.kind === 'list') {
      const list = lists.find((l) => l.key === field.list)!;
      const entry = list.entries.find((e) => e.id === Number(raw) || e.label === raw);
      if (!entry) throw badRequest(`Field ${id} takes an entry of the value list ${list.key}: "${String(raw)}" is none of them`);
      values[id] = entry.id;
    } else if (field.kind === 'boolean') {
      values[id] = typed(field, raw) === 1;
    } else {
      values[id] = typed(field, raw);
    }
  }
  if (body.file !== undefined) {
    if (file) throw badRequest('Send the file either as fileInfo + file or as fieldsId "file", not both');
    file = decodeFile(body.fileInfo ?? '', body.file, body.fileName);
  }
  return { values, file };
}

/** Which required fields a document's values lack. */
function missingRequired(family: FamilyDefinition, values: FieldValues): number[] {
  return family.fields.filter((f) => f.required && (values[f.id] === undefined || values[f.id] === null)).map((f) => f.id);
}

/** 400 naming the required fields a document's values would lack. */
export function requireFields(family: FamilyDefinition, values: FieldValues): void {
  const missing = missingRequired(family, values);
  if (missing.length) throw badRequest(`Family ${family.key} requires the fields ${missing.join(', ')}`);
}

/**
 * An update of a document whose values are `current`: the write's values and file, checked like a
 * write, and 400 when the document would lack a required field afterwards (null, '' and '-' empty it).
 */
export function parseUpdate(body: WriteBody, family: FamilyDefinition, lists: ValueListDefinition[], current: FieldValues): { values: FieldValues; file?: FileInput } {
  const parsed = parseWrite(body, family, lists);
  requireFields(family, { ...current, ...parsed.values });
  return parsed;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A file from fileInfo (the data string's head, before 'base64,' or, as older clients send it, with it) and its base64 content. */
export function decodeFile(info: string, base64: string, fileName?: string): FileInput {
  const content = base64.replace(/\s+/g, '');
  if (content.length === 0 || content.length % 4 !== 0 || !BASE64.test(content)) throw badRequest('The file is not valid base64');
  const claimed = /^data:([^;,]+)/.exec(info)?.[1];
  const named = /name=([^;,]+)/.exec(info)?.[1];
  return { name: fileName ?? (named ? safeDecode(named) : 'document'), claimedType: claimed, content: Buffer.from(content, 'base64') };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
