import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { DEFAULT_LEVEL, LONG_TERM_LEVELS, type LongTermLevel } from '../../src/shared/signing/levels.js';
import { checkModel, LANGUAGES, SIGN_MODES, type DocumentModel, type FamilyDefinition, type FieldKind, type SignMode, type ValueListDefinition } from './model.js';

/**
 * What a family file and a value-list file must hold, as JSON Schemas checked with ajv (as the entity
 * schemas' bodies are). A file that does not fit stops the server with the file and the first reason.
 */
const id = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER };
const key = { type: 'string', pattern: '^[a-z][a-z0-9-]{0,49}$' };
const names = {
  type: 'object',
  properties: Object.fromEntries(LANGUAGES.map((l) => [l, { type: 'string', minLength: 1 }])),
  required: [...LANGUAGES],
};

/** A family's signing settings (docs/signing.md); every member but imgManage has a default. */
const SIGNING = {
  type: 'object',
  required: ['imgManage'],
  properties: {
    imgManage: { enum: [...SIGN_MODES] },
    requiredDigitalSign: { type: 'boolean' },
    reason: {
      type: 'object',
      properties: {
        list: key,
        default: { type: 'string', minLength: 1, maxLength: 200 },
        editable: { type: 'boolean' },
        mandatory: { type: 'boolean' },
      },
      additionalProperties: false,
    },
    meanings: key,
    updatesRequireCredentials: { type: 'boolean' },
    allowChangesAfterSigning: { type: 'boolean' },
    allowActiveContent: { type: 'boolean' },
    level: { enum: [...LONG_TERM_LEVELS] },
  },
  additionalProperties: false,
} as const;

const FAMILY_FILE = {
  type: 'object',
  required: ['id', 'key', 'names', 'fields'],
  properties: {
    id,
    key,
    names,
    signing: SIGNING,
    fields: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'key', 'type', 'names'],
        properties: {
          id,
          key,
          type: { enum: ['text', 'number', 'date', 'boolean', 'list'] },
          names,
          list: { type: 'string' },
          maxLength: id,
          required: { type: 'boolean' },
        },
        // A list field names its value list.
        if: { properties: { type: { const: 'list' } } },
        then: { required: ['list'] },
      },
    },
  },
} as const;

const LIST_FILE = {
  type: 'object',
  required: ['id', 'key', 'names', 'entries'],
  properties: {
    id,
    key,
    names,
    entries: { type: 'array', items: { type: 'object', required: ['id', 'label'], properties: { id, label: { type: 'string', minLength: 1 } } } },
  },
} as const;

const ajv = new Ajv({ allErrors: false, strict: false });
const validFamily = ajv.compile(FAMILY_FILE);
const validList = ajv.compile(LIST_FILE);

interface FamilyFile {
  id: number;
  key: string;
  names: FamilyDefinition['names'];
  fields: { id: number; key: string; type: FieldKind; names: FamilyDefinition['names']; list?: string; maxLength?: number; required?: boolean }[];
  signing?: {
    imgManage: SignMode;
    requiredDigitalSign?: boolean;
    reason?: { list?: string; default?: string; editable?: boolean; mandatory?: boolean };
    meanings?: string;
    updatesRequireCredentials?: boolean;
    allowChangesAfterSigning?: boolean;
    allowActiveContent?: boolean;
    level?: LongTermLevel;
  };
}

const reason = (file: string, errors: ErrorObject[] | null | undefined) => {
  const first = errors?.[0];
  return new Error(`${file}: ${first ? `${first.instancePath || 'the file'} ${first.message}` : 'not valid'}`);
};

function checkFamilyFile(json: unknown, file: string): FamilyDefinition {
  if (!validFamily(json)) throw reason(file, validFamily.errors);
  const family = json as FamilyFile;
  return {
    id: family.id,
    key: family.key,
    names: family.names,
    fields: family.fields.map(({ type, list, maxLength, required, ...field }) => ({
      ...field,
      kind: type,
      ...(type === 'list' ? { list } : {}),
      ...(maxLength !== undefined ? { maxLength } : {}),
      ...(required !== undefined ? { required } : {}),
    })),
    ...(family.signing ? { signing: signingSettings(family.signing) } : {}),
  };
}

/** The file's signing settings with their defaults: a digital signature, a free, editable, optional reason. */
function signingSettings(signing: NonNullable<FamilyFile['signing']>): NonNullable<FamilyDefinition['signing']> {
  const { list, default: reasonDefault, editable = true, mandatory = false } = signing.reason ?? {};
  return {
    imgManage: signing.imgManage,
    requiredDigitalSign: signing.requiredDigitalSign ?? true,
    reason: { ...(list ? { list } : {}), ...(reasonDefault ? { default: reasonDefault } : {}), editable, mandatory },
    ...(signing.meanings ? { meanings: signing.meanings } : {}),
    updatesRequireCredentials: signing.updatesRequireCredentials ?? false,
    allowChangesAfterSigning: signing.allowChangesAfterSigning ?? false,
    allowActiveContent: signing.allowActiveContent ?? false,
    level: signing.level ?? DEFAULT_LEVEL,
  };
}

function checkListFile(json: unknown, file: string): ValueListDefinition {
  if (!validList(json)) throw reason(file, validList.errors);
  return json as ValueListDefinition;
}

/** Reads and checks every family and value list file in the folders (and their `lists/` subfolders), together. */
export function loadDocumentModel(dirs: string[]): DocumentModel {
  const read = (folder: string) =>
    fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((f) => ({ file: path.join(folder, f), json: JSON.parse(fs.readFileSync(path.join(folder, f), 'utf8')) as unknown }))
      : [];
  const lists = dirs.flatMap((dir) => read(path.join(dir, 'lists'))).map(({ file, json }) => checkListFile(json, file));
  const families = dirs.flatMap((dir) => read(dir)).map(({ file, json }) => checkFamilyFile(json, file));
  return checkModel({ families, lists });
}
