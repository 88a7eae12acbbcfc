/**
 * The document store's model: families (document types) with numbered, typed fields, and value
 * lists. Both are defined by JSON files under `schemas/families/` (families) and
 * `schemas/families/lists/` (value lists); see docs/document-store.md.
 */
import type { LongTermLevel } from '../../src/shared/signing/levels.js';

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
  /** Present when the family's documents take signatures (server/signing, docs/signing.md). */
  signing?: SigningSettings;
}

/** The spec's sign modes (imgManage, 001 §4): how sign boxes are placed and approved. */
export const SIGN_MODES = [0, 1, 2, 3, 4, 5] as const;
export type SignMode = (typeof SIGN_MODES)[number];

/** A family's signing settings, from the `signing` member of its file. */
export interface SigningSettings {
  /** The mode its signature requests use unless they name another. */
  imgManage: SignMode;
  /** Whether the viewer asks for a digital signature (the spec's requiredDigitalSign). */
  requiredDigitalSign: boolean;
  reason: ReasonSettings;
  /** The value list of meanings a signer picks when giving signature credentials (x-list-id). */
  meanings?: string;
  /** Whether an update of a document must be confirmed with the updater's signature credentials. */
  updatesRequireCredentials: boolean;
  /**
   * Whether a document may be signed, and signatures asked on it, when its PDF was changed after an
   * earlier signature beyond what a signed document may take (docs/decisions.md). Default false.
   */
  allowChangesAfterSigning: boolean;
  /** Whether a PDF with active content (JavaScript, program launches…) may be signed. Default false. */
  allowActiveContent: boolean;
  /** What a signature carries for its validation in years to come (docs/signing.md, "Levels"). Default B-LT. */
  level: LongTermLevel;
}

/** The reason a signer gives: free text, or an entry of a value list. */
export interface ReasonSettings {
  /** The value list the reason is chosen from; free text without one. */
  list?: string;
  default?: string;
  editable: boolean;
  mandatory: boolean;
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

/** Checks a whole model: unique ids and keys, and list fields naming an existing list. */
export function checkModel(model: DocumentModel): DocumentModel {
  unique(model.families, 'family');
  unique(model.lists, 'value list');
  for (const family of model.families)
    for (const [i, field] of family.fields.entries())
      if (family.fields.findIndex((f) => f.id === field.id || f.key === field.key) !== i)
        throw new Error(`Family ${family.key}: two fields use the id ${field.id} or the key "${field.key}"`);
  for (const list of model.lists)
    if (new Set(list.entries.map((e) => e.id)).size !== list.entries.length) throw new Error(`Value list ${list.key}: two entries share an id`);
  const listKeys = new Set(model.lists.map((l) => l.key));
  for (const family of model.families)
    for (const field of family.fields)
      if (field.kind === 'list' && !listKeys.has(field.list!))
        throw new Error(`Family ${family.key}: field ${field.id} names the value list "${field.list}", which does not exist`);
  for (const family of model.families)
    for (const [what, list] of [['reason list', family.signing?.reason.list], ['meanings', family.signing?.meanings]] as const)
      if (list !== undefined && !listKeys.has(list)) throw new Error(`Family ${family.key}: the signing ${what} names the value list "${list}", which does not exist`);
  for (const family of model.families) {
    const reason = family.signing?.reason;
    const entries = reason?.list ? model.lists.find((l) => l.key === reason.list)!.entries : undefined;
    // The viewer matches the default against the list ignoring case (001 §5); one that matches nothing could never be sent.
    if (entries && reason?.default && !entries.some((e) => e.label.toLowerCase() === reason.default!.toLowerCase()))
      throw new Error(`Family ${family.key}: the default reason "${reason.default}" is no entry of the value list "${reason.list}"`);
  }
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
