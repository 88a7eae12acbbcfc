import { describe, expect, it } from 'vitest';
import { fieldsReferenced, resolvePlaceholders, widgetsReferenced, type DocumentEntity } from '../../src/shared/documents/placeholders.js';
import { formDate, shownDate, wireDate } from '../../src/shared/documents/dates.js';
import { combineFilters, searchFilters } from '../../src/shared/documents/search-filters.js';
import { payloadValue, writePayload } from '../../src/shared/documents/write-payload.js';
import { downloadName } from '../../src/shared/documents/export-file-name.js';

const invoice: DocumentEntity = {
  fidd: 42,
  fidf: 1,
  fields: { '1': { val: 'INV-1', lbl: 'Number', type: 1 }, '6': { val: 'Paid', idval: 3, lbl: 'Status', type: 5 } },
};
const sources = {
  user: { login: 'user', firstName: 'Paolo', adiutoUserData: { costCentre: 'CC-7' } },
  site: { name: 'Portico Demo', id: 1 },
  selected: (id: number) => (id === 12 ? invoice : undefined),
  deps: (field: number) => ({ 2: 'Holiday', 3: '' })[field],
};

describe('the placeholder resolver', () => {
  it('resolves USER, SITE, W_ and DEPS_ placeholders, keeping the type of a whole-value placeholder', () => {
    const { value, missing } = resolvePlaceholders(
      { f: [-1000, 6], v1: ['{W_12.fidd}', '{W_12.6.idval}'], who: '{USER}', text: 'Hello {USER.firstName} of {SITE.name}', cc: '{USER.adiutoUserData.costCentre}', dep: ['{DEPS_2}%'], fam: '{W_12.fidf}', label: '{W_12.6}' },
      sources,
    );
    expect(value).toEqual({ f: [-1000, 6], v1: [42, 3], who: 'user', text: 'Hello Paolo of Portico Demo', cc: 'CC-7', dep: ['Holiday%'], fam: 1, label: 'Paid' });
    expect(missing).toEqual([]);
  });

  it('lists what has no value and leaves it empty', () => {
    const { value, missing } = resolvePlaceholders(['{W_13.fidd}', 'x{DEPS_3}y', '{USER.nothing}', '{USER.constructor}', '{W_12.99}'], sources);
    expect(value).toEqual(['', 'xy', '', '', '']);
    expect(missing).toEqual(['{W_13.fidd}', '{DEPS_3}', '{USER.nothing}', '{USER.constructor}', '{W_12.99}']);
    // Text that only looks like a placeholder stays as it is.
    expect(resolvePlaceholders('{W_x.fidd} {OTHER} {user.login}', sources).value).toBe('{W_x.fidd} {OTHER} {user.login}');
  });

  it('finds the widgets and form fields a configuration depends on', () => {
    const conf = { document: '{W_12.fidd}', filter: { v1: ['{W_7.3}', '{DEPS_4}', '{DEPS_2}'] } };
    expect(widgetsReferenced(conf).sort((a, b) => a - b)).toEqual([7, 12]);
    expect(fieldsReferenced(conf).sort((a, b) => a - b)).toEqual([2, 4]);
  });
});

describe('document dates', () => {
  it('convert between DD/MM/YYYY shown, YYYY-MM-DD in forms and YYYYMMDD sent', () => {
    expect(shownDate('20250110')).toBe('10/01/2025');
    expect(shownDate('2025-01-10')).toBe('10/01/2025');
    expect(formDate('20250110')).toBe('2025-01-10');
    expect(formDate('10/01/2025')).toBe('2025-01-10');
    expect(wireDate('2025-01-10')).toBe('20250110');
    expect(wireDate('10/01/2025')).toBe('20250110');
    for (const bad of ['20250230', '2025-13-01', '31/02/2025', 'yesterday', '', null, undefined, '2025011']) {
      expect(shownDate(bad), String(bad)).toBeUndefined();
      expect(wireDate(bad), String(bad)).toBeUndefined();
    }
  });
});

describe('search filters', () => {
  it('use between, >=, <= and like as the spec says, ignoring blanks and "-"', () => {
    expect(
      searchFilters([
        { field: 3, range: true, from: '2025-01-01', to: '2025-03-31', date: true },
        { field: 5, range: true, from: '100' },
        { field: 4, range: true, to: '31/12/2025', date: true },
        { field: 2, range: false, value: ' acme ' },
        { field: 1, range: false, value: '-' },
        { field: 6, range: true, from: '', to: ' ' },
      ]),
    ).toEqual({ f: [3, 5, 4, 2], o: ['between', '>=', '<=', 'like'], v1: ['20250101', '100', '20251231', 'acme'], v2: ['20250331', null, null, null] });
  });

  it('make no query when nothing remains, and combine with fixed filters', () => {
    expect(searchFilters([{ field: 1, range: false, value: '' }, { field: 2, range: true }])).toBeUndefined();
    expect(searchFilters([])).toBeUndefined();
    expect(combineFilters({ f: [6], o: ['='], v1: ['Paid'], v2: [] }, undefined, { f: [2], o: ['like'], v1: ['x'], v2: [null] })).toEqual({
      f: [6, 2],
      o: ['=', 'like'],
      v1: ['Paid', 'x'],
      v2: [null, null],
    });
    expect(combineFilters(undefined)).toBeUndefined();
  });
});

describe('the entity write payload', () => {
  it('treats "-" as empty, drops objects with an empty id or id -1, sends idval, dates as YYYYMMDD', () => {
    expect(payloadValue('-')).toBeNull();
    expect(payloadValue({ id: '' })).toBeUndefined();
    expect(payloadValue({ id: -1 })).toBeUndefined();
    expect(payloadValue({ idval: 3, val: 'Paid' })).toBe(3);
    expect(payloadValue({ id: 4, label: 'Disputed' })).toBe(4);
    expect(payloadValue('2025-01-10', true)).toBe('20250110');
    expect(writePayload({ 1: ' INV-9 ', 3: '2025-02-01', 6: { id: -1 }, 8: '-' }, new Set([3]), 'data:application/pdf;base64,JVBERi0=')).toEqual({
      fieldParameters: [
        { fieldsId: 1, values: ['INV-9'] },
        { fieldsId: 3, values: ['20250201'] },
        { fieldsId: 8, values: [null] },
      ],
      fileInfo: 'data:application/pdf;',
      file: 'JVBERi0=',
    });
  });
});

describe('download names', () => {
  it('keep letters and spaces, underscores for spaces, lower case, after the date', () => {
    expect(downloadName('Monthly invoices: 2025 (draft)!', new Date('2026-11-21T10:00:00Z'))).toBe('2026_11_21_monthly_invoices__draft.xlsx');
    expect(downloadName('Fällige Rechnungen', new Date('2026-01-02T00:00:00Z'))).toBe('2026_01_02_fällige_rechnungen.xlsx');
  });
});
