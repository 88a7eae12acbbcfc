import fs from 'node:fs';
import path from 'node:path';

/**
 * The document store's model: families (document types) with numbered, typed fields, and value
 * lists. Both are defined by JSON files under `schemas/families/` (families) and
 * `schemas/families/lists/` (value lists); see docs/document-store.md.
 */

export const LANGUAGES = ['en', 'it', 'fr', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export type Names = Record<Language, string>;

export type FieldKind = 'text' | 'number' | 'date' | 'boolean' | 'list';

/** The numeric field types on the wire. The spec fixes 3 as the date type; the others are ours. */
export const FIELD_TYPE_CODES: Record<FieldKind, number> = { text: 1, number: 2, date: 3, boolean: 4, list: 5 };

export interface FieldDefinition {
  /** The field's number within its family (positive). */
  id: number;
  key: string;
  kind: FieldKind;
  names: Names;
  /** For `list` fields: the key of the value list its values come from. */
  list?: string;
  /** For `text` fields: the longest value accepted (default 500). */
  maxLength?: number;
  required?: boolean;
}

export interface FamilyDefinition {
  id: number;
  key: string;
  names: Names;
  fields: FieldDefinition[];
}

export interface ValueListEntry {
  id: number;
  label: string;
}

export interface ValueListDefinition {
  id: number;
  key: string;
  names: Names;
  entries: ValueListEntry[];
}

export interface DocumentModel {
  families: FamilyDefinition[];
  lists: ValueListDefinition[];
}

export const DEFAULT_TEXT_LENGTH = 500;
const KINDS: FieldKind[] = ['text', 'number', 'date', 'boolean', 'list'];
const KEY = /^[a-z][a-z0-9-]{0,49}$/;

/** Reads and checks every family and value list file in a folder (and its `lists/` subfolder). */
export function loadDocumentModel(dir: string): DocumentModel {
  const read = (folder: string) =>
    fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((f) => ({ file: path.join(folder, f), json: JSON.parse(fs.readFileSync(path.join(folder, f), 'utf8')) as unknown }))
      : [];
  const lists = read(path.join(dir, 'lists')).map(({ file, json }) => checkList(json, file));
  const families = read(dir).map(({ file, json }) => checkFamily(json, file));
  return checkModel({ families, lists });
}

/** Checks a whole model: unique ids and keys, and list fields naming an existing list. */
export function checkModel(model: DocumentModel): DocumentModel {
  unique(model.families, 'family');
  unique(model.lists, 'value list');
  const listKeys = new Set(model.lists.map((l) => l.key));
  for (const family of model.families)
    for (const field of family.fields)
      if (field.kind === 'list' && !listKeys.has(field.list!))
        throw new Error(`Family ${family.key}: field ${field.id} names the value list "${field.list}", which does not exist`);
  return model;
}

function unique(items: { id: number; key: string }[], what: string) {
  const ids = new Set<number>();
  const keys = new Set<string>();
  for (const item of items) {
    if (ids.has(item.id)) throw new Error(`Two of the ${what} files use the id ${item.id}`);
    if (keys.has(item.key)) throw new Error(`Two of the ${what} files use the key "${item.key}"`);
    ids.add(item.id);
    keys.add(item.key);
  }
}

type Json = Record<string, unknown>;

function checkFamily(json: unknown, file: string): FamilyDefinition {
  const fail = (message: string): never => {
    throw new Error(`${file}: ${message}`);
  };
  const o = object(json, fail);
  const fields = Array.isArray(o.fields) ? o.fields : fail('"fields" must be an array');
  const family: FamilyDefinition = {
    id: positiveInt(o.id, '"id"', fail),
    key: key(o.key, fail),
    names: names(o.names, fail),
    fields: fields.map((raw, i) => {
      const f = object(raw, fail);
      const where = `fields[${i}]`;
      const kind = KINDS.includes(f.type as FieldKind) ? (f.type as FieldKind) : fail(`${where}.type must be one of ${KINDS.join(', ')}`);
      const field: FieldDefinition = { id: positiveInt(f.id, `${where}.id`, fail), key: key(f.key, fail), kind, names: names(f.names, fail) };
      if (kind === 'list') field.list = typeof f.list === 'string' ? f.list : fail(`${where}.list must name a value list`);
      if (f.maxLength !== undefined) field.maxLength = positiveInt(f.maxLength, `${where}.maxLength`, fail);
      if (f.required !== undefined) field.required = f.required === true;
      return field;
    }),
  };
  unique(family.fields, `field of ${family.key}`);
  return family;
}

function checkList(json: unknown, file: string): ValueListDefinition {
  const fail = (message: string): never => {
    throw new Error(`${file}: ${message}`);
  };
  const o = object(json, fail);
  const entries = Array.isArray(o.entries) ? o.entries : fail('"entries" must be an array');
  const list: ValueListDefinition = {
    id: positiveInt(o.id, '"id"', fail),
    key: key(o.key, fail),
    names: names(o.names, fail),
    entries: entries.map((raw, i) => {
      const e = object(raw, fail);
      const label = typeof e.label === 'string' && e.label ? e.label : fail(`entries[${i}].label must be a text`);
      return { id: positiveInt(e.id, `entries[${i}].id`, fail), label };
    }),
  };
  if (new Set(list.entries.map((e) => e.id)).size !== list.entries.length) fail('two entries share an id');
  return list;
}

const object = (v: unknown, fail: (m: string) => never): Json =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : fail('expected an object');
const positiveInt = (v: unknown, what: string, fail: (m: string) => never): number =>
  Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : fail(`${what} must be a positive integer`);
const key = (v: unknown, fail: (m: string) => never): string =>
  typeof v === 'string' && KEY.test(v) ? v : fail(`"${String(v)}" is not a key (lower-case letters, digits and -)`);
function names(v: unknown, fail: (m: string) => never): Names {
  const o = object(v, fail);
  for (const lang of LANGUAGES) if (typeof o[lang] !== 'string' || !o[lang]) fail(`names.${lang} is missing`);
  return o as Names;
}

/** The name in a language, English when the language is not one of ours. */
export const nameIn = (names: Names, lang: string | undefined): string => names[(LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Language) : 'en'];

/** Whether a YYYYMMDD number is a real calendar date. */
export function isDate(value: number): boolean {
  if (!Number.isInteger(value) || value < 10000101 || value > 99991231) return false;
  const y = Math.floor(value / 10000);
  const m = Math.floor(value / 100) % 100;
  const d = value % 100;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
