import { formDate, wireDate } from '../../../shared/documents/dates.js';
import type { EntityOnWire, ValueListDescription } from '../../../shared/documents/gateway-wire.js';
import { resolvePlaceholders, type PlaceholderSources } from '../../../shared/documents/placeholders.js';
import { isBlank } from '../../../shared/documents/search-filters.js';
import { writePayload, type FormValue, type WritePayload } from '../../../shared/documents/write-payload.js';
import { valueName, type EditorField } from './editor-fields.js';

/**
 * What a document form holds, field by field (keyed by valueName): texts and numbers as typed, dates
 * as YYYY-MM-DD, yes/no as booleans, value-list entries as `{id, label}` (null when none is chosen).
 */
export type FormValues = Record<string, unknown>;

/** An entry offered by a select: a value-list entry, or a value found in a family's documents. */
export interface Choice {
  id: number | string;
  label: string;
}

export const blankValue = (field: EditorField): unknown => (field.kind === 'boolean' ? false : field.kind === 'list' ? null : '');

/** Empty as the spec counts it (001 §5): blank, '-', or an entry with an empty id or id -1. */
export function isEmptyValue(value: unknown): boolean {
  if (value && typeof value === 'object') {
    const id = (value as { id?: unknown }).id;
    return id === undefined || id === null || id === '' || Number(id) === -1;
  }
  return isBlank(value);
}

/** A typed number: digits with a point or a comma as the decimal separator, or undefined. */
export function parseNumber(value: unknown): number | undefined {
  const text = String(value ?? '').trim();
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(text)) return undefined;
  return Number(text.replace(',', '.'));
}

/** A plain value (a configured default) as the form holds it for a field. */
function formValueOf(field: EditorField, raw: unknown, lists: ValueListDescription[] | undefined): unknown {
  if (field.kind === 'boolean') return raw === true || ['true', '1', 'yes'].includes(String(raw).trim().toLowerCase());
  if (field.kind === 'date') return formDate(raw) ?? '';
  if (field.kind === 'list') {
    const entries = lists?.find((l) => l.key === field.list)?.entries ?? [];
    const entry = entries.find((e) => e.id === Number(raw) || e.label === String(raw));
    return entry ? { id: entry.id, label: entry.label } : null;
  }
  return isBlank(raw) ? '' : String(raw);
}

/** A new document's values: each field's default, its placeholders ({USER.login}, {SITE.name}) resolved. */
export function defaultValues(fields: EditorField[], sources: PlaceholderSources, lists?: ValueListDescription[]): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      if (field.default === undefined) return [valueName(field.id), blankValue(field)];
      return [valueName(field.id), formValueOf(field, resolvePlaceholders(field.default, sources).value, lists)];
    }),
  );
}

/** A stored document's values, as the form edits them. */
export function documentValues(fields: EditorField[], entity: EntityOnWire): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const stored = entity.fields[String(field.id)];
      const val = stored?.val;
      if (field.kind === 'list') return [valueName(field.id), stored?.idval !== undefined && stored.idval !== null ? { id: stored.idval, label: String(val ?? '') } : null];
      if (field.kind === 'boolean') return [valueName(field.id), val === true || val === 'true'];
      if (field.kind === 'date') return [valueName(field.id), formDate(val) ?? ''];
      return [valueName(field.id), val === null || val === undefined ? '' : String(val)];
    }),
  );
}

/** A stored document's empty fields take the form's defaults (an owner that defaults to the visitor). */
export function withDefaults(stored: FormValues, defaults: FormValues): FormValues {
  return Object.fromEntries(Object.entries(stored).map(([name, value]) => [name, isEmptyValue(value) && !isEmptyValue(defaults[name]) ? defaults[name] : value]));
}

/** What a {DEPS_n} placeholder stands for: an entry's label, a date as YYYYMMDD, a text as typed. */
export function dependencyValue(field: EditorField | undefined, value: unknown): unknown {
  if (isEmptyValue(value)) return '';
  if (value && typeof value === 'object') return (value as { label?: unknown }).label ?? '';
  if (field?.kind === 'date') return wireDate(value) ?? '';
  if (field?.kind === 'boolean') return value ? 'true' : 'false';
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * The fields whose choices depend, directly or through another, on the field changed: their values
 * no longer fit and are cleared.
 */
export function dependentsOf(fields: EditorField[], changed: number): EditorField[] {
  const found: EditorField[] = [];
  const visit = (id: number) => {
    for (const field of fields)
      if (field.dependsOn.includes(id) && !found.includes(field)) {
        found.push(field);
        visit(field.id);
      }
  };
  visit(changed);
  return found;
}

/**
 * The write payload of the form (spec 001 §3): every field it edits (read-only ones only for a new
 * document, which takes their defaults), numbers as numbers, dates as YYYYMMDD, entries as their ids;
 * '-' and blanks empty a field. A value-list field without an entry is left out (spec 001 §5), which
 * leaves an update's stored entry as it is; one the visitor emptied (it held an entry when the form
 * opened, `initial`) goes as empty, so that the save clears it. The file, a data URL, goes as fileInfo + file.
 */
export function formPayload(
  fields: EditorField[],
  values: FormValues,
  options: { editing: boolean; initial?: FormValues; fileDataUrl?: string },
): WritePayload {
  const sent: Record<number, FormValue> = {};
  for (const field of fields) {
    if (options.editing && field.readOnly) continue;
    const name = valueName(field.id);
    const value = values[name];
    if (field.kind === 'list' && isEmptyValue(value)) {
      if (options.editing && !isEmptyValue(options.initial?.[name])) sent[field.id] = null;
      continue;
    }
    sent[field.id] = field.kind === 'number' && !isBlank(value) ? (parseNumber(value) ?? value) : value;
  }
  const dates = new Set(fields.filter((f) => f.kind === 'date').map((f) => f.id));
  return writePayload(sent, dates, options.fileDataUrl);
}
