import { isBlank } from './search-filters.js';
import { wireDate } from './dates.js';

const SCALAR = { anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'boolean' }, { type: 'null' }] } as const;

/**
 * The parts of an entity write's body (spec 001 §3) that a sign call carries too: the family
 * (`fidf` by id, or `fam`) and the fields' values. The server's write and sign bodies are made of them.
 */
export const WRITE_FIELD_PROPERTIES = {
  fidf: { type: 'integer' },
  fam: { anyOf: [{ type: 'string', minLength: 1, maxLength: 50 }, { type: 'integer' }] },
  fieldParameters: {
    type: 'array',
    maxItems: 200,
    items: {
      type: 'object',
      required: ['fieldsId'],
      properties: {
        fieldsId: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 20 }] },
        values: { anyOf: [SCALAR, { type: 'array', maxItems: 1, items: SCALAR }] },
      },
      additionalProperties: false,
    },
  },
} as const;

/** A field of the entity write payload (spec 001 §3): a field id, or 'file' for an uploaded file. */
export interface FieldParameter {
  fieldsId: number | 'file';
  values: unknown[];
}

export interface WritePayload {
  fieldParameters: FieldParameter[];
  fileInfo?: string;
  file?: string;
}

/** A value of a form field: plain, a date, or a chosen entry (`{id, label}` or `{idval, val}`). */
export type FormValue = unknown;

/**
 * A value as the payload carries it (spec 001 §5): '-' and blanks are empty; an object with an empty
 * id or id -1 is dropped (undefined); an object with idval sends the idval, one with an id its id;
 * dates go as YYYYMMDD.
 */
export function payloadValue(value: FormValue, date = false): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entry = value as { id?: unknown; idval?: unknown };
    if ('idval' in entry) return entry.idval === '' || Number(entry.idval) === -1 ? undefined : entry.idval;
    if ('id' in entry) return entry.id === '' || entry.id === null || Number(entry.id) === -1 ? undefined : entry.id;
    return undefined;
  }
  if (isBlank(value)) return null;
  if (date) return wireDate(value) ?? value;
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * The write payload of a form: one entry per field (dropped entries left out), and the file split
 * into fileInfo (the data URL's head, the part before 'base64,') and file (the base64 content).
 */
export function writePayload(values: Record<number, FormValue>, dateFields: Set<number>, fileDataUrl?: string): WritePayload {
  const fieldParameters: FieldParameter[] = [];
  for (const [id, value] of Object.entries(values)) {
    const sent = payloadValue(value, dateFields.has(Number(id)));
    if (sent !== undefined) fieldParameters.push({ fieldsId: Number(id), values: [sent] });
  }
  const payload: WritePayload = { fieldParameters };
  if (fileDataUrl) {
    const at = fileDataUrl.indexOf('base64,');
    if (at >= 0) {
      payload.fileInfo = fileDataUrl.slice(0, at);
      payload.file = fileDataUrl.slice(at + 'base64,'.length);
    }
  }
  return payload;
}
