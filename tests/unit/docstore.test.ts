import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocumentModel } from '../../server/docstore/model-files.js';
import { checkModel, isDate, type FamilyDefinition } from '../../server/docstore/model.js';
import { parseWrite } from '../../server/docstore/payload.js';
import { simplePdf } from '../../server/docstore/pdf.js';
import { parseQuery } from '../../server/docstore/query.js';
import { sanitizeFileName, sniffContentType } from '../../server/docstore/sniff.js';
import { AppError } from '../../server/errors/app-error.js';
import { problemOf } from '../../server/http/problem.js';

const model = loadDocumentModel([path.resolve(import.meta.dirname, '..', '..', 'schemas', 'families')]);
const invoices = model.families.find((f) => f.key === 'invoices')!;

const status = (fn: () => unknown) => {
  try {
    fn();
    return 200;
  } catch (error) {
    if (error instanceof AppError) return problemOf(error).status;
    throw error;
  }
};

describe('document model', () => {
  it('loads the demonstration families and value lists', () => {
    expect(model.families.map((f) => [f.id, f.key])).toEqual([
      [4, 'contact-requests'],
      [2, 'contracts'],
      [3, 'hr-requests'],
      [1, 'invoices'],
      [5, 'procedures'],
    ]);
    expect(model.lists.map((l) => l.key).sort()).toEqual([
      'approval-state',
      'contact-topic',
      'contract-type',
      'hr-request-reasons',
      'hr-request-type',
      'invoice-status',
      'signature-meanings',
      'signature-reasons',
    ]);
    expect(invoices.fields.map((f) => f.kind)).toEqual(['text', 'text', 'date', 'date', 'number', 'list', 'boolean', 'text']);
  });

  it('refuses a list field naming no list, and duplicate ids', () => {
    const family: FamilyDefinition = { ...invoices, fields: [{ ...invoices.fields[5], list: 'missing' }] };
    expect(() => checkModel({ families: [family], lists: model.lists })).toThrow(/value list "missing"/);
    expect(() => checkModel({ families: [invoices, { ...invoices, key: 'other' }], lists: model.lists })).toThrow(/id 1/);
  });

  it('refuses a family or value-list file that does not fit, naming the file and the reason', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'families-'));
    fs.mkdirSync(path.join(dir, 'lists'));
    const family = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', 'schemas', 'families', 'invoices.json'), 'utf8'));
    const write = (name: string, json: unknown) => fs.writeFileSync(path.join(dir, name), JSON.stringify(json));
    write('lists/invoice-status.json', JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '..', '..', 'schemas', 'families', 'lists', 'invoice-status.json'), 'utf8')));
    write('invoices.json', family);
    expect(loadDocumentModel([dir]).families[0].key).toBe('invoices');

    write('invoices.json', { ...family, fields: [{ ...family.fields[0], type: 'money' }] });
    expect(() => loadDocumentModel([dir])).toThrow(/invoices\.json: \/fields\/0\/type must be equal to one of the allowed values/);
    write('invoices.json', { ...family, fields: [{ ...family.fields[5], list: undefined }] });
    expect(() => loadDocumentModel([dir])).toThrow(/invoices\.json: \/fields\/0 must have required property 'list'/);
    write('invoices.json', { ...family, names: { en: 'Invoices' } });
    expect(() => loadDocumentModel([dir])).toThrow(/invoices\.json: \/names must have required property 'it'/);
    write('invoices.json', { ...family, fields: [family.fields[0], family.fields[0]] });
    expect(() => loadDocumentModel([dir])).toThrow(/Family invoices: two fields use the id 1/);
    write('invoices.json', family);
    write('lists/invoice-status.json', { id: 1, key: 'Invoice Status', names: family.names, entries: [] });
    expect(() => loadDocumentModel([dir])).toThrow(/invoice-status\.json: \/key must match pattern/);
  });

  it('knows real calendar dates', () => {
    expect(isDate(20240229)).toBe(true);
    expect(isDate(20250229)).toBe(false);
    expect(isDate(20251301)).toBe(false);
    expect(isDate(2025011)).toBe(false);
  });
});

describe('queries', () => {
  const parse = (body: object, paging = {}) => parseQuery({ fam: 'invoices', ...body }, invoices, model.lists, paging);

  it('pages within max', () => {
    expect(parse({ max: 25 }, { page: 1, size: 10 }).query).toMatchObject({ offset: 10, limit: 10 });
    expect(parse({ max: 25 }, { page: 2, size: 10 }).query).toMatchObject({ offset: 20, limit: 5 });
    expect(parse({ max: 25 }, { page: 3, size: 10 }).query).toMatchObject({ offset: 30, limit: 0 });
    expect(parse({}).query).toMatchObject({ offset: 0, limit: 1000 });
  });

  it('types values by field, and makes a plain like a contains', () => {
    const { query } = parse({ f: [1, 3, 7, 5], o: ['like', 'between', '=', 'like'], v1: ['acme', '2025-01-01', 'true', '12.5'], v2: [null, '20250131', null, null] });
    expect(query.filters.map((f) => [f.operator, f.value, f.value2])).toEqual([
      ['like', '%acme%', undefined],
      ['between', 20250101, 20250131],
      ['=', 1, undefined],
      ['=', 12.5, undefined],
    ]);
  });

  it('matches value-list labels with like', () => {
    const { query } = parse({ f: [6], o: ['like'], v1: ['PAID'] });
    expect(query.filters[0].ids).toEqual([3]);
  });

  it('reads any version with the sentinel field -1000', () => {
    const { query } = parse({ max: 1, f: [-1000], o: ['='], v1: ['42'] });
    expect(query).toMatchObject({ anyVersion: true, filters: [{ field: 'id', value: 42 }] });
  });

  it('answers 400 for what does not fit the family', () => {
    expect(status(() => parse({ f: [1], o: ['='], v1: [] }))).toBe(400);
    expect(status(() => parse({ f: [12], o: ['='], v1: [1] }))).toBe(400);
    expect(status(() => parse({ f: [5], o: ['!'], v1: [1] }))).toBe(400);
    expect(status(() => parse({ f: [3], o: ['='], v1: ['2025-02-30'] }))).toBe(400);
    expect(status(() => parse({ f: [-1000], o: ['>='], v1: [1] }))).toBe(400);
    expect(status(() => parse({ order: 99 }))).toBe(400);
  });
});

describe('writes', () => {
  it('reads values and a data-string file', () => {
    const { values, file } = parseWrite(
      {
        fieldParameters: [
          { fieldsId: 3, values: ['2025-03-04'] },
          { fieldsId: 6, values: ['Paid'] },
          { fieldsId: 7, values: 'false' },
          { fieldsId: 8, values: ['-'] },
          { fieldsId: 27, values: [-1] },
          { fieldsId: 'file', values: ['data:application/pdf;name=a%20b.pdf;base64,JVBERi0='] },
        ],
      },
      invoices,
      model.lists,
    );
    expect(values).toEqual({ 3: 20250304, 6: 3, 7: false, 8: null });
    expect(file).toMatchObject({ name: 'a b.pdf', claimedType: 'application/pdf' });
    expect(file!.content.toString()).toBe('%PDF-');
  });
});

describe('files', () => {
  it('sniffs the content type from the bytes', () => {
    expect(sniffContentType(simplePdf('Title', ['line']))).toBe('application/pdf');
    expect(sniffContentType(Buffer.from('89504e470d0a1a0a', 'hex'))).toBe('image/png');
    expect(sniffContentType(Buffer.from('ffd8ffe0', 'hex'))).toBe('image/jpeg');
    expect(sniffContentType(Buffer.from('plain words\n'))).toBe('text/plain; charset=utf-8');
    expect(sniffContentType(Buffer.from([0, 1, 2, 3]))).toBe('application/octet-stream');
  });

  it('sanitises file names', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('C:\\Users\\me\\report "final".pdf')).toBe('report final.pdf');
    expect(sanitizeFileName('..')).toBe('file');
    expect(sanitizeFileName('fattura\u0000.pdf')).toBe('fattura.pdf');
  });

  it('writes PDFs whose cross-reference table points at the objects', () => {
    const pdf = simplePdf('Invoice (1)', ['Amount: EUR 10.00']).toString('latin1');
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(pdf.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
  });
});
