import { describe, expect, it } from 'vitest';
import { useServer, type Client } from './client.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */

const GW = 'api/adiuto-gateway';
const query = (c: Client, body: unknown, paging = '') => c.post(`${GW}/execute-query${paging}`, body);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');

/** A text no other test of this file uses, so that filters find only this test's documents. */
const tag = () => `T${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toUpperCase();

const h = useServer();

const createInvoice = async (number: string, fields: Record<number, unknown> = {}, file?: Buffer) => {
  const values: Record<number, unknown> = { 1: number, 2: 'Test Supplier', 3: '20250110', 5: 100, ...fields };
  const res = await h.user.post(`${GW}/entities`, {
    fam: 'invoices',
    fieldParameters: Object.entries(values).map(([id, v]) => ({ fieldsId: Number(id), values: [v] })),
    ...(file ? { fileInfo: 'data:application/octet-stream;base64,', file: file.toString('base64'), fileName: `${number}.pdf` } : {}),
  });
  expect(res.status, res.text).toBe(201);
  expect(typeof res.body).toBe('number');
  return res.body as number;
};

describe('document gateway', () => {
  it('answers guests as the guest identity, which may not touch invoices', async () => {
    const invoice = (await query(h.user, { fam: 'invoices', max: 1 })).body.listData[0].id;
    for (const [method, path, body] of [
      ['POST', `${GW}/execute-query`, { fam: 'invoices' }],
      ['POST', `${GW}/entities`, { fam: 'invoices', fieldParameters: [] }],
      ['PUT', `${GW}/entities/${invoice}`, { fieldParameters: [] }],
      ['DELETE', `${GW}/entities/${invoice}`],
      ['GET', `${GW}/entities/${invoice}/getFile`],
    ] as const) {
      const res = await h.anonymous.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it('lists the families with their typed fields, and the value lists', async () => {
    const families = await h.user.get(`${GW}/adiuto-admin/families`);
    expect(families.status).toBe(200);
    const keys = families.body.map((f: any) => f.key);
    expect(keys).toEqual(expect.arrayContaining(['invoices', 'contracts', 'hr-requests']));
    const invoices = families.body.find((f: any) => f.key === 'invoices');
    expect(invoices.id).toBe(1);
    expect(invoices.names.it).toBe('Fatture');
    expect(invoices.fields.find((f: any) => f.key === 'issue-date')).toMatchObject({ id: 3, type: 3, kind: 'date' });
    expect(invoices.fields.find((f: any) => f.key === 'status')).toMatchObject({ kind: 'list', list: 'invoice-status' });
    // Text fields say how long a value may be, so that forms check it before sending.
    expect(invoices.fields.find((f: any) => f.key === 'number')).toMatchObject({ kind: 'text', maxLength: 30 });
    expect(invoices.fields.find((f: any) => f.key === 'status').maxLength).toBeUndefined();
    const italian = await h.user.get(`${GW}/adiuto-admin/families?lang=it`);
    expect(italian.body.find((f: any) => f.key === 'invoices').name).toBe('Fatture');
    // Whether a family's documents take signature requests: its file has signing settings (the lists' row actions ask by it).
    expect(Object.fromEntries(families.body.map((f: any) => [f.key, f.signing]))).toMatchObject({ contracts: true, procedures: true, invoices: false, 'hr-requests': false });

    const lists = await h.user.get(`${GW}/adiuto-admin/lists`);
    expect(lists.status).toBe(200);
    const status = lists.body.find((l: any) => l.key === 'invoice-status');
    expect(status.entries).toContainEqual({ id: 3, label: 'Paid' });
  });

  it('holds the seeded demonstration documents, with their PDF files', async () => {
    for (const fam of ['invoices', 'contracts', 'hr-requests']) {
      const res = await query(h.user, { fam, max: 5 });
      expect(res.status).toBe(200);
      expect(Number(res.headers.get('x-total-count'))).toBe(5);
      expect(res.body.listData).toHaveLength(5);
    }
    const all = await query(h.user, { fam: 'contracts' });
    expect(Number(all.headers.get('x-total-count'))).toBeGreaterThanOrEqual(40);
    const first = all.body.list[0];
    expect(first.fileName).toMatch(/^CTR-.*\.pdf$/);
    const file = await h.user.get(`${GW}/entities/${first.fidd}/getFile`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.text.startsWith('%PDF-')).toBe(true);
  });

  it('answers fields, list and listData rows', async () => {
    const number = tag();
    const id = await createInvoice(number, { 6: 3, 7: true, 4: '2025-02-09' });
    const res = await query(h.user, { fam: 'invoices', f: [1], o: ['='], v1: [number] });
    expect(res.status).toBe(200);
    expect(res.body.fields.map((f: any) => f.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(res.body.listData).toEqual([{ id, f: [number, 'Test Supplier', '20250110', '20250209', 100, 'Paid', true, null] }]);
    expect(res.body.list[0]).toMatchObject({ fidd: id, fidf: 1, version: 1, createdBy: 'user' });
    expect(res.body.list[0].fields[3]).toEqual({ val: '20250110', lbl: 'Issue date', type: 3 });
    expect(res.body.list[0].fields[6]).toEqual({ val: 'Paid', idval: 3, lbl: 'Status', type: 5 });
  });
});

describe('document gateway: operators', () => {
  const prefix = tag();
  const ids: number[] = [];
  const setup = async () => {
    if (ids.length) return;
    // Five invoices of one supplier: amounts 10..50, issued on the 1st..5th of March 2025, status 1..5.
    for (let i = 1; i <= 5; i++)
      ids.push(await createInvoice(`${prefix}-${i}`, { 2: `Supplier ${prefix}`, 3: `2025030${i}`, 5: i * 10, 6: i, 7: i % 2 === 0 }));
  };
  const numbers = async (filters: { f: number[]; o: string[]; v1: unknown[]; v2?: unknown[] }, extra: object = {}) => {
    await setup();
    const res = await query(h.user, {
      fam: 'invoices',
      f: [2, ...filters.f],
      o: ['=', ...filters.o],
      v1: [`Supplier ${prefix}`, ...filters.v1],
      ...(filters.v2 ? { v2: [null, ...filters.v2] } : {}),
      order: 5,
      asc: true,
      ...extra,
    });
    expect(res.status, res.text).toBe(200);
    return res.body.listData.map((r: any) => r.f[4]);
  };

  it('=', async () => {
    expect(await numbers({ f: [5], o: ['='], v1: [30] })).toEqual([30]);
    expect(await numbers({ f: [6], o: ['='], v1: ['2'] })).toEqual([20]);
    expect(await numbers({ f: [7], o: ['='], v1: [true] })).toEqual([20, 40]);
    expect(await numbers({ f: [3], o: ['='], v1: ['20250304'] })).toEqual([40]);
  });
  it('like', async () => {
    expect(await numbers({ f: [1], o: ['like'], v1: [`${prefix}-3`] })).toEqual([30]);
    expect(await numbers({ f: [1], o: ['like'], v1: [`${prefix.toLowerCase()}-%`] })).toHaveLength(5);
    // On a value-list field, like matches the entries' labels.
    expect(await numbers({ f: [6], o: ['like'], v1: ['disp'] })).toEqual([40]);
    // On numbers and dates, like is equality (the search form sends like for a plain value).
    expect(await numbers({ f: [5], o: ['like'], v1: ['50'] })).toEqual([50]);
  });
  it('between, >= and <=', async () => {
    expect(await numbers({ f: [3], o: ['between'], v1: ['20250302'], v2: ['20250304'] })).toEqual([20, 30, 40]);
    expect(await numbers({ f: [5], o: ['between'], v1: [15], v2: [35] })).toEqual([20, 30]);
    expect(await numbers({ f: [5], o: ['>='], v1: [40] })).toEqual([40, 50]);
    expect(await numbers({ f: [3], o: ['<='], v1: ['2025-03-02'] })).toEqual([10, 20]);
    expect(await numbers({ f: [5, 5], o: ['>=', '<='], v1: [20, 30] })).toEqual([20, 30]);
  });
  it('ignores blank values and "-", as the search form does', async () => {
    expect(await numbers({ f: [5], o: ['like'], v1: [''] })).toHaveLength(5);
    expect(await numbers({ f: [1], o: ['like'], v1: ['-'] })).toHaveLength(5);
  });
  it('sorts on any field, both ways', async () => {
    expect(await numbers({ f: [], o: [], v1: [] }, { order: 3, asc: false })).toEqual([50, 40, 30, 20, 10]);
    expect(await numbers({ f: [], o: [], v1: [] }, { order: 6, asc: true })).toEqual([10, 20, 30, 40, 50]);
  });
  it('pages with page and size, and counts in x-total-count', async () => {
    await setup();
    const body = { fam: 'invoices', f: [2], o: ['='], v1: [`Supplier ${prefix}`], order: 5, asc: false };
    const page0 = await query(h.user, body, '?page=0&size=2');
    const page2 = await query(h.user, body, '?page=2&size=2');
    const beyond = await query(h.user, body, '?page=9&size=2');
    expect(page0.headers.get('x-total-count')).toBe('5');
    expect(page0.body.listData.map((r: any) => r.f[4])).toEqual([50, 40]);
    expect(page2.body.listData.map((r: any) => r.f[4])).toEqual([10]);
    expect(beyond.body.listData).toEqual([]);
    expect(beyond.headers.get('x-total-count')).toBe('5');
    // max bounds the rows and the count.
    const max = await query(h.user, { ...body, max: 3 }, '?page=1&size=2');
    expect(max.headers.get('x-total-count')).toBe('3');
    expect(max.body.listData.map((r: any) => r.f[4])).toEqual([30]);
  });
  it('reads one document with the sentinel field -1000', async () => {
    await setup();
    const res = await query(h.user, { fam: 'invoices', max: 1, f: [-1000], o: ['='], v1: [String(ids[2])] });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('1');
    expect(res.body.listData).toEqual([expect.objectContaining({ id: ids[2] })]);
    const none = await query(h.user, { fam: 'invoices', max: 1, f: [-1000], o: ['='], v1: [999999] });
    expect(none.body.listData).toEqual([]);
    expect((await query(h.user, { fam: 'invoices', max: 1, f: [-1000], o: ['like'], v1: [ids[2]] })).status).toBe(400);
  });
});

describe('document gateway: queries', () => {
  it('takes the query list of the specification: one entry naming its family', async () => {
    const single = await query(h.user, { fam: 'invoices', max: 3, order: 1 });
    const listed = await query(h.user, [{ fam: 'invoices', max: 3, order: 1 }]);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.headers.get('x-total-count')).toBe('3');
    expect(listed.body.listData.map((r: any) => r.id)).toEqual(single.body.listData.map((r: any) => r.id));
    const refused: [unknown, RegExp][] = [
      [[], /empty/],
      [[{ fam: 'invoices' }, { fam: 'contracts' }], /2 entries/],
      [[{ list: 'invoice-status' }], /names its family/],
      [[{ fam: 'invoices', max: 'many' }], /max/],
    ];
    for (const [body, detail] of refused) {
      const res = await query(h.user, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.detail).toMatch(detail);
    }
  });

  it('answers 400 problem bodies for malformed queries, never 500', async () => {
    const bad: unknown[] = [
      {},
      { fam: 'nope' },
      { fam: 'invoices', f: [99], o: ['='], v1: ['x'] },
      { fam: 'invoices', f: [5], o: ['~'], v1: [1] },
      { fam: 'invoices', f: [5], o: ['='], v1: ['ten'] },
      { fam: 'invoices', f: [3], o: ['='], v1: ['20250231'] },
      { fam: 'invoices', f: [3], o: ['between'], v1: ['20250101'] },
      { fam: 'invoices', f: [5, 6], o: ['='], v1: [1] },
      { fam: 'invoices', f: ['a'], o: ['='], v1: [1] },
      { fam: 'invoices', f: [7], o: ['>='], v1: [true] },
      { fam: 'invoices', order: 42 },
      { fam: 'invoices', max: -1 },
      { fam: 'invoices', unknown: 1 },
      { fam: { nested: true } },
      [1, 2, 3],
      'not json at all',
    ];
    for (const body of bad) {
      const res = await query(h.user, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(res.body.status).toBe(400);
    }
    expect((await query(h.user, { fam: 'invoices' }, '?page=-1')).status).toBe(400);
    expect((await query(h.user, { fam: 'invoices' }, '?size=0')).status).toBe(400);
  });
});

describe('document gateway: versions', () => {
  it('creates, updates into a new version, keeps the old one readable, and deletes', async () => {
    const number = tag();
    const id = await createInvoice(number, { 6: 1 }, PDF);

    // Nothing changed: the same id.
    const same = await h.user.put(`${GW}/entities/${id}`, { fieldParameters: [{ fieldsId: 1, values: [number] }] });
    expect(same.status).toBe(200);
    expect(same.body).toBe(id);

    const updated = await h.user.put(`${GW}/entities/${id}`, { fieldParameters: [{ fieldsId: 6, values: ['3'] }, { fieldsId: 8, values: ['Paid by transfer'] }] });
    expect(updated.status, updated.text).toBe(200);
    const newId = updated.body as number;
    expect(newId).toBeGreaterThan(id);

    // Only the new version is listed; the old one is still read by its id.
    const listed = await query(h.user, { fam: 'invoices', f: [1], o: ['='], v1: [number] });
    expect(listed.body.listData.map((r: any) => r.id)).toEqual([newId]);
    expect(listed.body.list[0]).toMatchObject({ version: 2, fields: { 6: { val: 'Paid', idval: 3 }, 8: { val: 'Paid by transfer' }, 5: { val: 100 } } });
    const old = await query(h.user, { fam: 'invoices', max: 1, f: [-1000], o: ['='], v1: [id] });
    expect(old.body.list[0]).toMatchObject({ fidd: id, version: 1, newDocId: newId, fields: { 6: { idval: 1 } } });

    // The file is kept by the new version; the old version's download names the newer one.
    const file = await h.user.get(`${GW}/entities/${newId}/getFile`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toContain(`${number}.pdf`);
    const oldFile = await h.user.get(`${GW}/entities/${id}/getFile`);
    expect(oldFile.status).toBe(200);
    expect(oldFile.headers.get('x-new-doc-id')).toBe(String(newId));

    // An older version cannot be updated.
    const stale = await h.user.put(`${GW}/entities/${id}`, { fieldParameters: [{ fieldsId: 5, values: [1] }] });
    expect(stale.status).toBe(409);
    expect(stale.headers.get('x-new-doc-id')).toBe(String(newId));

    // A new file as a data string (the document save) makes a new version with it.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const withFile = await h.user.put(`${GW}/entities/${newId}`, {
      fidf: 1,
      fieldParameters: [{ fieldsId: 'file', values: [`data:application/pdf;base64,${png.toString('base64')}`] }, { fieldsId: 27, values: [-1] }],
    });
    expect(withFile.status, withFile.text).toBe(200);
    const third = withFile.body as number;
    const sniffed = await h.user.get(`${GW}/entities/${third}/getFile`);
    expect(sniffed.headers.get('content-type')).toBe('image/png');

    const deleted = await h.user.delete(`${GW}/entities/${third}`);
    expect(deleted.status).toBe(204);
    expect((await query(h.user, { fam: 'invoices', f: [1], o: ['='], v1: [number] })).body.listData).toEqual([]);
    expect((await query(h.user, { fam: 'invoices', max: 1, f: [-1000], o: ['='], v1: [id] })).body.listData).toEqual([]);
    expect((await h.user.get(`${GW}/entities/${id}/getFile`)).status).toBe(404);
    expect((await h.user.delete(`${GW}/entities/${third}`)).status).toBe(404);
    expect((await h.user.put(`${GW}/entities/${third}`, { fieldParameters: [] })).status).toBe(404);
  });

  it('clears a value-list field sent empty, and keeps one left out', async () => {
    const number = tag();
    const id = await createInvoice(number, { 6: 1 });
    const current = async () => (await query(h.user, { fam: 'invoices', f: [1], o: ['='], v1: [number] })).body.list[0];
    const kept = await h.user.put(`${GW}/entities/${id}`, { fieldParameters: [{ fieldsId: 8, values: ['Left alone'] }] });
    expect(kept.status, kept.text).toBe(200);
    expect((await current()).fields[6]).toMatchObject({ val: 'Received', idval: 1 });
    const cleared = await h.user.put(`${GW}/entities/${kept.body}`, { fieldParameters: [{ fieldsId: 6, values: [null] }] });
    expect(cleared.status, cleared.text).toBe(200);
    const after = await current();
    expect(after.fidd).toBe(cleared.body);
    expect(after.fields[6].idval ?? null).toBeNull();
    expect(after.fields[8].val).toBe('Left alone');
  });
});

describe('document gateway: write bodies', () => {
  it('reads fileInfo before "base64," as the specification has it, and with it as older clients send it', async () => {
    for (const [name, fileInfo] of [
      ['spec-form.pdf', 'data:application/pdf;name=spec-form.pdf;'],
      ['older-form.pdf', 'data:application/pdf;name=older-form.pdf;base64,'],
    ]) {
      const res = await h.user.post(`${GW}/entities`, {
        fam: 'invoices',
        fieldParameters: [{ fieldsId: 1, values: [tag()] }, { fieldsId: 2, values: ['S'] }, { fieldsId: 3, values: ['20250101'] }, { fieldsId: 5, values: [1] }],
        fileInfo,
        file: PDF.toString('base64'),
      });
      expect(res.status, res.text).toBe(201);
      const file = await h.user.get(`${GW}/entities/${res.body}/getFile`);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toContain(name);
      expect(file.text).toBe(PDF.toString());
    }
  });

  it('refuses malformed writes with 400 and changes nothing', async () => {
    const number = tag();
    const bad: unknown[] = [
      { fieldParameters: [{ fieldsId: 1, values: [number] }] },
      { fam: 'invoices', fieldParameters: [{ fieldsId: 1, values: [number] }] },
      { fam: 'invoices', fieldParameters: [{ fieldsId: 1, values: [number] }, { fieldsId: 2, values: ['S'] }, { fieldsId: 3, values: ['2025-13-01'] }, { fieldsId: 5, values: [1] }] },
      { fam: 'invoices', fieldParameters: [{ fieldsId: 1, values: [number] }, { fieldsId: 2, values: ['S'] }, { fieldsId: 3, values: ['20250101'] }, { fieldsId: 5, values: ['x'] }] },
      { fam: 'invoices', fieldParameters: [{ fieldsId: 1, values: [number] }, { fieldsId: 2, values: ['S'] }, { fieldsId: 3, values: ['20250101'] }, { fieldsId: 5, values: [1] }, { fieldsId: 6, values: [77] }] },
      { fam: 'invoices', fieldParameters: [{ fieldsId: 1, values: [number] }, { fieldsId: 2, values: ['S'] }, { fieldsId: 3, values: ['20250101'] }, { fieldsId: 5, values: [1] }, { fieldsId: 99, values: [1] }] },
      { fam: 'invoices', fieldParameters: [{ fieldsId: 1, values: [number] }, { fieldsId: 2, values: ['S'] }, { fieldsId: 3, values: ['20250101'] }, { fieldsId: 5, values: [1] }], fileInfo: 'data:application/pdf;base64,', file: '***' },
      { fam: 'invoices', fieldParameters: [{ fieldsId: 'file', values: ['not a data string'] }] },
      { fam: 'invoices', fieldParameters: 'nope' },
      { fam: 'invoices', fieldParameters: [{ values: [1] }] },
    ];
    for (const body of bad) {
      const res = await h.user.post(`${GW}/entities`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe(400);
    }
    expect((await query(h.user, { fam: 'invoices', f: [1], o: ['='], v1: [number] })).body.listData).toEqual([]);
    expect((await h.user.put(`${GW}/entities/abc`, { fieldParameters: [] })).status).toBe(400);
    expect((await h.user.get(`${GW}/entities/999999/getFile`)).status).toBe(404);
  });
});
