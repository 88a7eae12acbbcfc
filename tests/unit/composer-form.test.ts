import { describe, expect, it } from 'vitest';
import type { FamilyDescription, ListAnswer, ValueListDescription } from '../../src/shared/documents/gateway-wire.js';
import { editorFields, type EditorField } from '../../src/pages/runtime/forms/editor-fields.js';
import { defaultValues, dependencyValue, dependentsOf, documentValues, formPayload, parseNumber, withDefaults } from '../../src/pages/runtime/forms/form-values.js';
import { saveProblems } from '../../src/pages/runtime/forms/save-problems.js';
import { SupersededError } from '../../src/docstore/superseded-error.js';
import { formProblems } from '../../src/pages/runtime/forms/validation.js';
import { choicesFromAnswer, choicesQuery } from '../../src/pages/runtime/forms/options-query.js';

const hr: FamilyDescription = {
  id: 3,
  key: 'hr-requests',
  signing: false,
  name: 'HR requests',
  names: {},
  fields: [
    { id: 1, key: 'employee', name: 'Employee', type: 1, kind: 'text', maxLength: 100, required: true },
    { id: 2, key: 'request-type', name: 'Request type', type: 5, kind: 'list', list: 'hr-request-type', required: true },
    { id: 3, key: 'from-date', name: 'From', type: 3, kind: 'date' },
    { id: 5, key: 'days', name: 'Days', type: 2, kind: 'number' },
    { id: 7, key: 'urgent', name: 'Urgent', type: 4, kind: 'boolean' },
    { id: 8, key: 'reason', name: 'Reason', type: 1, kind: 'text', maxLength: 2000 },
  ],
};
const lists: ValueListDescription[] = [{ id: 3, key: 'hr-request-type', name: 'HR request type', names: {}, entries: [{ id: 1, label: 'Holiday' }, { id: 2, label: 'Sick leave' }] }];
const reasons = { list: 'hr-request-reasons', filter: { f: [1], o: ['like' as const], v1: ['{DEPS_2}'] } };

const fields = (configured?: Parameters<typeof editorFields>[1]) => editorFields(hr, configured);
const byId = (all: EditorField[], id: number) => all.find((f) => f.id === id)!;

describe('the fields a document form edits', () => {
  it('takes the configured fields in their order, with what the form adds, or every field of the family', () => {
    const chosen = fields([{ id: 8, options: reasons }, { id: 99 }, { id: 1, readOnly: true }, { id: 3, required: true }]);
    expect(chosen.map((f) => f.id)).toEqual([8, 1, 3]);
    expect(byId(chosen, 8)).toMatchObject({ options: reasons, dependsOn: [2], required: false });
    expect(byId(chosen, 1)).toMatchObject({ readOnly: true, required: true, maxLength: 100 });
    expect(byId(chosen, 3).required).toBe(true);
    expect(fields().map((f) => f.id)).toEqual([1, 2, 3, 5, 7, 8]);
    // Options with neither a list nor a family offer nothing.
    expect(fields([{ id: 8, options: {} }])[0].options).toBeUndefined();
  });

  it('clears the fields whose choices depend on a changed one, and those depending on them', () => {
    const chosen = fields([{ id: 2 }, { id: 8, options: reasons }, { id: 1, options: { list: 'x', filter: { f: [1], o: ['like'], v1: ['{DEPS_8}'] } } }]);
    expect(dependentsOf(chosen, 2).map((f) => f.id)).toEqual([8, 1]);
    expect(dependentsOf(chosen, 1)).toEqual([]);
  });
});

describe('form values and the write payload', () => {
  const all = fields();
  const sources = { user: { login: 'user', firstName: 'Paolo', lastName: 'Rossi' }, site: { name: 'Portico Demo' } };

  it('starts a new document from the defaults, placeholders resolved and typed per field', () => {
    const withDefaults = fields([
      { id: 1, default: '{USER.firstName} {USER.lastName}' },
      { id: 2, default: 'Sick leave' },
      { id: 3, default: '20250110' },
      { id: 5, default: 3 },
      { id: 7, default: 'true' },
      { id: 8, default: '{SITE.name}' },
    ]);
    expect(defaultValues(withDefaults, sources, lists)).toEqual({ f1: 'Paolo Rossi', f2: { id: 2, label: 'Sick leave' }, f3: '2025-01-10', f5: '3', f7: true, f8: 'Portico Demo' });
    expect(defaultValues(all, sources, lists)).toEqual({ f1: '', f2: null, f3: '', f5: '', f7: false, f8: '' });
  });

  it('fills the form from a stored document: dates as YYYY-MM-DD, entries as {id, label}', () => {
    const entity = {
      fidd: 42,
      fields: {
        '1': { val: 'Anna', lbl: 'Employee', type: 1 },
        '2': { val: 'Holiday', idval: 1, lbl: 'Request type', type: 5 },
        '3': { val: '20250301', lbl: 'From', type: 3 },
        '5': { val: 2.5, lbl: 'Days', type: 2 },
        '7': { val: true, lbl: 'Urgent', type: 4 },
        '8': { val: null, lbl: 'Reason', type: 1 },
      },
    };
    expect(documentValues(all, entity)).toEqual({ f1: 'Anna', f2: { id: 1, label: 'Holiday' }, f3: '2025-03-01', f5: '2.5', f7: true, f8: '' });
  });

  it("gives an edited document's empty fields their defaults, and keeps what it holds", () => {
    const defaults = { f1: 'Paolo Rossi', f2: { id: 1, label: 'Holiday' }, f8: '' };
    expect(withDefaults({ f1: '', f2: { id: 2, label: 'Sick leave' }, f8: 'why' }, defaults)).toEqual({ f1: 'Paolo Rossi', f2: { id: 2, label: 'Sick leave' }, f8: 'why' });
    expect(withDefaults({ f1: '-', f2: null, f8: '' }, defaults)).toEqual({ f1: 'Paolo Rossi', f2: { id: 1, label: 'Holiday' }, f8: '' });
  });

  it('sends numbers as numbers, dates as YYYYMMDD, entries by id; blanks and - empty a field; -1 entries are left out', () => {
    const values = { f1: ' Anna ', f2: { id: 1, label: 'Holiday' }, f3: '2025-03-01', f5: '2,5', f7: false, f8: '-' };
    expect(formPayload(all, values, { editing: false })).toEqual({
      fieldParameters: [
        { fieldsId: 1, values: ['Anna'] },
        { fieldsId: 2, values: [1] },
        { fieldsId: 3, values: ['20250301'] },
        { fieldsId: 5, values: [2.5] },
        { fieldsId: 7, values: [false] },
        { fieldsId: 8, values: [null] },
      ],
    });
    const dropped = formPayload(all, { ...values, f2: { id: -1, label: '' }, f5: '' }, { editing: false });
    expect(dropped.fieldParameters.map((p) => p.fieldsId)).toEqual([1, 3, 5, 7, 8]);
    expect(dropped.fieldParameters.find((p) => p.fieldsId === 5)).toEqual({ fieldsId: 5, values: [null] });
  });

  it('leaves a value-list field without an entry out, and clears one the visitor emptied on an update', () => {
    const all = fields();
    const values = { f1: 'Anna', f2: null, f3: '', f5: '', f7: false, f8: '' };
    const ids = (payload: { fieldParameters: { fieldsId: unknown }[] }) => payload.fieldParameters.map((p) => p.fieldsId);
    // A new document: no entry chosen is no entry sent.
    expect(ids(formPayload(all, values, { editing: false }))).toEqual([1, 3, 5, 7, 8]);
    // An update of a document that had no entry: nothing to clear, so left out and left as it is.
    expect(ids(formPayload(all, values, { editing: true, initial: { ...values, f2: null } }))).toEqual([1, 3, 5, 7, 8]);
    // An update where the visitor chose the empty entry of a field that held one: sent empty, which clears it.
    const emptied = formPayload(all, values, { editing: true, initial: { ...values, f2: { id: 1, label: 'Holiday' } } });
    expect(emptied.fieldParameters.find((p) => p.fieldsId === 2)).toEqual({ fieldsId: 2, values: [null] });
    // An entry with an empty id or id -1 counts as none.
    expect(ids(formPayload(all, { ...values, f2: { id: '', label: '' } }, { editing: true, initial: values }))).toEqual([1, 3, 5, 7, 8]);
  });

  it('keeps read-only fields out of an update, and splits the file into fileInfo and file', () => {
    const readOnly = fields([{ id: 1, readOnly: true }, { id: 8 }]);
    const payload = formPayload(readOnly, { f1: 'x', f8: 'why' }, { editing: true, fileDataUrl: 'data:application/pdf;base64,JVBERi0=' });
    expect(payload).toEqual({ fieldParameters: [{ fieldsId: 8, values: ['why'] }], fileInfo: 'data:application/pdf;', file: 'JVBERi0=' });
    expect(formPayload(readOnly, { f1: 'x', f8: '' }, { editing: false }).fieldParameters.map((p) => p.fieldsId)).toEqual([1, 8]);
  });

  it('reads numbers with a point or a comma, nothing else', () => {
    expect([parseNumber('12'), parseNumber('-1.5'), parseNumber('3,25'), parseNumber('.5')]).toEqual([12, -1.5, 3.25, 0.5]);
    expect([parseNumber('1e3'), parseNumber('12 days'), parseNumber(''), parseNumber('1.2.3')]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('gives {DEPS_n} the label of an entry, a date as YYYYMMDD, and nothing for an empty field', () => {
    expect(dependencyValue(byId(all, 2), { id: 1, label: 'Holiday' })).toBe('Holiday');
    expect(dependencyValue(byId(all, 3), '2025-03-01')).toBe('20250301');
    expect(dependencyValue(byId(all, 1), ' x ')).toBe('x');
    expect(dependencyValue(byId(all, 2), null)).toBe('');
    expect(dependencyValue(byId(all, 1), '-')).toBe('');
  });
});

describe('form validation', () => {
  const all = fields([{ id: 1 }, { id: 2 }, { id: 3, required: true }, { id: 5 }, { id: 7, required: true }, { id: 8 }]);

  it('names each field that is required and empty (- counts as empty; a yes/no field always has a value)', () => {
    expect(formProblems(all, { f1: '-', f2: null, f3: '', f5: '', f7: false, f8: '' })).toEqual({ f1: { key: 'required' }, f2: { key: 'required' }, f3: { key: 'required' } });
    expect(formProblems(all, { f1: 'A', f2: { id: -1, label: '' }, f3: '2025-01-01', f5: '', f7: false, f8: '' })).toEqual({ f2: { key: 'required' } });
  });

  it('checks numbers, real dates and the longest text', () => {
    const values = { f1: 'x'.repeat(101), f2: { id: 1, label: 'Holiday' }, f3: '2025-02-30', f5: 'ten', f7: true, f8: 'fine' };
    expect(formProblems(all, values)).toEqual({ f1: { key: 'maxLength', max: 100 }, f3: { key: 'date' }, f5: { key: 'number' } });
    expect(formProblems(all, { ...values, f1: 'x'.repeat(100), f3: '2024-02-29', f5: '1,5' })).toEqual({});
  });
});

describe('the choices of a field', () => {
  it('queries a value list with the filter its dependency filled in', () => {
    expect(choicesQuery({ list: 'hr-request-reasons', filter: { f: [1], o: ['like'], v1: ['Holiday'] } })).toEqual({ list: 'hr-request-reasons', max: 1000, f: [1], o: ['like'], v1: ['Holiday'] });
    expect(choicesQuery({ list: 'contact-topic' })).toEqual({ list: 'contact-topic', max: 1000 });
  });

  it('queries a family sorted on the field offered', () => {
    expect(choicesQuery({ fam: 'contracts', field: 2, filter: { f: [3], o: ['='], v1: [1], v2: [null] } })).toEqual({ fam: 'contracts', order: 2, asc: true, max: 1000, f: [3], o: ['='], v1: [1], v2: [null] });
  });

  it('offers the distinct values found, entries with their ids and dates as DD/MM/YYYY', () => {
    const answer: ListAnswer = {
      fields: [
        { id: 2, key: 'counterparty', name: 'Counterparty', type: 1, kind: 'text' },
        { id: 3, key: 'type', name: 'Type', type: 5, kind: 'list' },
        { id: 5, key: 'start', name: 'Start', type: 3, kind: 'date' },
      ],
      list: [
        { fidd: 1, fields: { '2': { val: 'Acme', lbl: '', type: 1 }, '3': { val: 'Lease', idval: 4, lbl: '', type: 5 }, '5': { val: '20250110', lbl: '', type: 3 } } },
        { fidd: 2, fields: { '2': { val: 'Acme', lbl: '', type: 1 }, '3': { val: null, lbl: '', type: 5 }, '5': { val: '20250111', lbl: '', type: 3 } } },
        { fidd: 3, fields: { '2': { val: 'Brill', lbl: '', type: 1 }, '3': { val: 'Lease', idval: 4, lbl: '', type: 5 }, '5': { val: null, lbl: '', type: 3 } } },
      ],
      listData: [],
    };
    expect(choicesFromAnswer(answer, 2)).toEqual([{ id: 'Acme', label: 'Acme' }, { id: 'Brill', label: 'Brill' }]);
    expect(choicesFromAnswer(answer, 3)).toEqual([{ id: 4, label: 'Lease' }]);
    expect(choicesFromAnswer(answer, 5)).toEqual([{ id: '10/01/2025', label: '10/01/2025' }, { id: '11/01/2025', label: '11/01/2025' }]);
    expect(choicesFromAnswer(answer)).toEqual(choicesFromAnswer(answer, 2));
  });
});

describe('what a refused save says', () => {
  const all = fields();
  const translate = (key: string, args?: Record<string, unknown>) => `${key}${args ? ` ${JSON.stringify(args)}` : ''}`;
  const refused = (message: string, body: object) => Object.assign(new Error(message), { body });

  it('puts field errors that name a field of the form on it, and says the rest above the buttons', () => {
    const error = refused('Error on field "1". Error on field "fieldParameters"', {
      fieldErrors: [
        { objectName: 'entity', field: '1', message: 'Size' },
        { objectName: 'entity', field: 'fieldParameters', message: 'Max' },
      ],
    });
    expect(saveProblems(error, all, translate)).toEqual({ alert: error.message, fields: { f1: 'portico.validation.Size {"_":"Size"}' } });
    const named = refused('Error on field "f5"', { fieldErrors: [{ objectName: 'entity', field: 'f5', message: 'TypeMismatch' }] });
    expect(saveProblems(named, all, translate)).toEqual({ alert: undefined, fields: { f5: 'portico.validation.TypeMismatch {"_":"TypeMismatch"}' } });
  });

  it('says which version is current, a wrong captcha in the visitor\'s words, anything else as the server put it', () => {
    expect(saveProblems(new SupersededError(77), all, translate)).toEqual({ alert: 'portico.composer.form.superseded {"id":77}', fields: {} });
    expect(saveProblems(refused('The captcha answer is missing, wrong or expired', { message: 'error.captcha' }), all, translate)).toEqual({ alert: 'portico.composer.form.captchaWrong', fields: {} });
    expect(saveProblems(refused('Family hr-requests requires the fields 1', { message: 'error.http.400' }), all, translate)).toEqual({ alert: 'Family hr-requests requires the fields 1', fields: {} });
  });
});
