import type { EntityValue, FieldKind } from '../../../shared/documents/gateway-wire.js';
import { shownDate } from '../../../shared/documents/dates.js';

/** The gateway's type codes (1 text, 2 number, 3 date, 4 yes/no, 5 value list) by kind. */
const KINDS: Record<number, FieldKind> = { 1: 'text', 2: 'number', 3: 'date', 4: 'boolean', 5: 'list' };

export interface ValueFormats {
  /** A number in the portal's format (0,0.[00], the visitor's separators). */
  number: (value: number) => string;
  yes: string;
  no: string;
}

/**
 * A document field's value as read-only screens show it: dates DD/MM/YYYY, numbers in the portal's
 * format, yes/no in the visitor's language, a value list's label (`val`), texts as they are. No value
 * gives ''. `kind` is the family's word for the field; without it the value's own type code decides.
 */
export function shownFieldValue(value: EntityValue | undefined, formats: ValueFormats, kind?: FieldKind): string {
  const raw = value?.val;
  if (raw === null || raw === undefined || raw === '') return '';
  switch (kind ?? KINDS[value?.type ?? 1] ?? 'text') {
    case 'date':
      return shownDate(raw) ?? String(raw);
    case 'number': {
      const n = typeof raw === 'number' ? raw : Number(raw);
      return Number.isFinite(n) ? formats.number(n) : String(raw);
    }
    case 'boolean':
      return raw === true || raw === 'true' || raw === '1' || raw === 1 ? formats.yes : formats.no;
    default:
      return String(raw);
  }
}
