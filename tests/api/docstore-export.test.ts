import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { client, useServer } from './client.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */

const GW = 'api/adiuto-gateway';
const tag = () => `X${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.toUpperCase();

/** The document gateway's list values, shared query tokens and xlsx downloads, on one server. */
const h = useServer();

const createInvoice = async (number: string, fields: Record<number, unknown> = {}) => {
  const values: Record<number, unknown> = { 1: number, 2: 'Export Supplier', 3: '20250110', 5: 100, ...fields };
  const res = await h.user.post(`${GW}/entities`, {
    fam: 'invoices',
    fieldParameters: Object.entries(values).map(([id, v]) => ({ fieldsId: Number(id), values: [v] })),
  });
  expect(res.status, res.text).toBe(201);
  return res.body as number;
};

/** A download as bytes (the test client reads text), with the token of `login`. */
const download = async (path: string, body: unknown, login = 'user', headers: Record<string, string> = {}) => {
  const token = await h.server.token(login, login);
  const res = await fetch(`${h.server.baseUrl}/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

const sheetOf = async (bytes: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as any);
  return workbook.worksheets[0];
};

const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const rows: any[][] = [];
  sheet.eachRow((row) => rows.push((row.values as any[]).slice(1)));
  return rows;
};

describe('document gateway: list-values', () => {
  it('answers id/label pairs (simple) and the List response (advanced), with x-total-count', async () => {
    const simple = await h.user.post(`${GW}/list-values?type=simple`, { list: 'invoice-status' });
    expect(simple.status, simple.text).toBe(200);
    expect(simple.headers.get('x-total-count')).toBe('5');
    expect(simple.body).toEqual([
      { id: 1, label: 'Received' },
      { id: 2, label: 'Approved' },
      { id: 3, label: 'Paid' },
      { id: 4, label: 'Disputed' },
      { id: 5, label: 'Cancelled' },
    ]);
    const advanced = await h.user.post(`${GW}/list-values?type=advanced`, { list: 1 });
    expect(advanced.status).toBe(200);
    expect(advanced.body.fields).toEqual([{ id: 1, key: 'label', name: 'label', type: 1, kind: 'text' }]);
    expect(advanced.body.listData[2]).toEqual({ id: 3, f: ['Paid'] });
    expect(advanced.body.list[2]).toEqual({ fidd: 3, fields: { 1: { val: 'Paid', lbl: 'label', type: 1 } } });
  });

  it('pages, caps with max, sorts and filters on the label', async () => {
    const page = await h.user.post(`${GW}/list-values?type=simple&page=1&size=2`, { list: 'invoice-status' });
    expect(page.body.map((e: any) => e.id)).toEqual([3, 4]);
    expect(page.headers.get('x-total-count')).toBe('5');
    const capped = await h.user.post(`${GW}/list-values?type=simple`, { list: 'invoice-status', max: 3 });
    expect(capped.body).toHaveLength(3);
    expect(capped.headers.get('x-total-count')).toBe('3');
    const sorted = await h.user.post(`${GW}/list-values?type=simple`, { list: 'invoice-status', order: 1, asc: false });
    expect(sorted.body.map((e: any) => e.label)).toEqual(['Received', 'Paid', 'Disputed', 'Cancelled', 'Approved']);
    const like = await h.user.post(`${GW}/list-values?type=simple`, { list: 'invoice-status', f: [1], o: ['like'], v1: ['PP'] });
    expect(like.body).toEqual([{ id: 2, label: 'Approved' }]);
    const prefix = await h.user.post(`${GW}/list-values?type=advanced`, { list: 'invoice-status', f: [1], o: ['like'], v1: ['d%'] });
    expect(prefix.body.listData).toEqual([{ id: 4, f: ['Disputed'] }]);
    const equal = await h.user.post(`${GW}/list-values?type=simple`, { list: 'invoice-status', f: [1], o: ['='], v1: ['Paid'] });
    expect(equal.body).toEqual([{ id: 3, label: 'Paid' }]);
    expect(equal.headers.get('x-total-count')).toBe('1');
    const blank = await h.user.post(`${GW}/list-values?type=simple`, { list: 'invoice-status', f: [1], o: ['like'], v1: ['-'] });
    expect(blank.body).toHaveLength(5);
  });

  it('answers 400 problems for malformed requests', async () => {
    for (const [path, body] of [
      [`${GW}/list-values`, { list: 'invoice-status' }],
      [`${GW}/list-values?type=other`, { list: 'invoice-status' }],
      [`${GW}/list-values?type=simple`, { list: 'no-such-list' }],
      [`${GW}/list-values?type=simple`, { fam: 'invoices' }],
      [`${GW}/list-values?type=simple`, {}],
      [`${GW}/list-values?type=simple`, { list: 'invoice-status', f: [2], o: ['='], v1: ['x'] }],
      [`${GW}/list-values?type=simple`, { list: 'invoice-status', f: [1], o: ['>'], v1: ['x'] }],
      [`${GW}/list-values?type=simple`, { list: 'invoice-status', f: [1], o: [], v1: ['x'] }],
      [`${GW}/list-values?type=simple`, { list: 'invoice-status', order: 3 }],
      [`${GW}/list-values?type=simple`, 'not json'],
      [`${GW}/list-values?type=simple&size=0`, { list: 'invoice-status' }],
    ] as const) {
      const res = await h.user.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}: ${res.text}`).toBe(400);
      expect(res.body.status).toBe(400);
    }
  });
});

describe('document gateway: query tokens', () => {
  const issue = (body: unknown, c = h.user) => c.post(`${GW}/query-tokens`, body);

  it('issues a token that runs its query for someone not signed in, paged like execute-query', async () => {
    const prefix = tag();
    const ids: number[] = [];
    for (let i = 1; i <= 3; i++) ids.push(await createInvoice(`${prefix}-${i}`, { 5: i }));
    const query = { fam: 'invoices', f: [1], o: ['like'], v1: [`${prefix}%`], order: 5, asc: true };
    const issued = await issue({ query, validitySeconds: 600 });
    expect(issued.status, issued.text).toBe(201);
    expect(typeof issued.body.token).toBe('string');
    expect(Date.parse(issued.body.expiresAt) - Date.now()).toBeGreaterThan(590_000);

    const res = await h.anonymous.post(`${GW}/execute-token-query`, { token: issued.body.token });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('3');
    expect(res.body.listData.map((r: any) => r.id)).toEqual(ids);
    expect(res.body.list[0]).toMatchObject({ fidd: ids[0], createdBy: 'user' });
    const page = await h.anonymous.post(`${GW}/execute-token-query?page=1&size=2`, { token: issued.body.token });
    expect(page.body.listData.map((r: any) => r.id)).toEqual([ids[2]]);
    expect(page.headers.get('x-total-count')).toBe('3');

    const list = await issue({ query: { list: 'invoice-status' } });
    const entries = await h.anonymous.post(`${GW}/execute-token-query`, { token: list.body.token });
    expect(entries.body.listData).toHaveLength(5);
  });

  it('refuses to issue tokens for malformed queries or lifetimes', async () => {
    for (const body of [
      {},
      { query: { fam: 'no-such-family' } },
      { query: { fam: 'invoices', f: [99], o: ['='], v1: ['x'] } },
      { query: { fam: 'invoices' }, validitySeconds: 0 },
      { query: { fam: 'invoices' }, validitySeconds: 999_999_999 },
      { query: {} },
      { query: { fam: 'invoices', f: [8, 8, 8], o: ['like', 'like', 'like'], v1: ['x'.repeat(6000), 'y'.repeat(6000), 'z'.repeat(6000)] } },
      [],
    ]) {
      const res = await issue(body);
      expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBe(400);
      expect(res.body.status).toBe(400);
    }
    expect((await h.anonymous.post(`${GW}/query-tokens`, { query: { fam: 'invoices' } })).status).toBe(401);
  });

  it('refuses expired, altered and sign-in tokens with a problem body', async () => {
    const short = await issue({ query: { fam: 'invoices' }, validitySeconds: 1 });
    expect(short.status).toBe(201);
    await new Promise((r) => setTimeout(r, 2_100));
    const expired = await h.anonymous.post(`${GW}/execute-token-query`, { token: short.body.token });
    expect(expired.status).toBe(401);
    expect(expired.body.detail).toMatch(/expired/);

    const good = await issue({ query: { fam: 'invoices' } });
    const [head, payload, signature] = (good.body.token as string).split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, sub: 'admin' })).toString('base64url');
    const tampered = await h.anonymous.post(`${GW}/execute-token-query`, { token: `${head}.${altered}.${signature}` });
    expect(tampered.status).toBe(401);
    expect(tampered.body.detail).toMatch(/not valid/);

    const session = await h.server.token('user', 'user');
    const asQuery = await h.anonymous.post(`${GW}/execute-token-query`, { token: session });
    expect(asQuery.status).toBe(401);
    expect(asQuery.body.detail).toMatch(/not a query token/);

    for (const body of [{ token: 'garbage' }, { token: '' }, {}, { token: 42 }, { token: good.body.token, extra: 1 }]) {
      const res = await h.anonymous.post(`${GW}/execute-token-query`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.status).toBe(400);
    }

    // A query token is no sign-in: as a Bearer token it opens nothing, not even what guests may read.
    const bearer = client(h.server.baseUrl, good.body.token);
    expect((await bearer.get('api/account')).status).toBe(401);
    expect((await bearer.post(`${GW}/execute-query`, { fam: 'contracts', max: 1 })).status).toBe(401);
  });
});

describe('document gateway: xlsx downloads', () => {
  it('streams the rows of a query as a typed spreadsheet named after the widget', async () => {
    const prefix = tag();
    for (let i = 1; i <= 4; i++) await createInvoice(`${prefix}-${i}`, { 3: `2025030${i}`, 5: i * 1.5, 6: i, 7: i % 2 === 0 });
    const { res, bytes } = await download(`${GW}/execute-query-download?lang=it`, {
      fam: 'invoices',
      f: [1],
      o: ['like'],
      v1: [`${prefix}%`],
      order: 5,
      asc: true,
      widgetTitle: 'Fatture di Marzo 2025!',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, '_');
    expect(res.headers.get('content-disposition')).toContain(`filename="${today}_fatture_di_marzo_.xlsx"`);
    const rows = rowsOf(await sheetOf(bytes));
    expect(rows[0]).toEqual(['Numero', 'Fornitore', 'Data emissione', 'Scadenza', 'Importo', 'Stato', 'Pagata', 'Note']);
    expect(rows).toHaveLength(5);
    const [number, supplier, issued, due, amount, status, paid] = rows[1];
    expect(number).toBe(`${prefix}-1`);
    expect(supplier).toBe('Export Supplier');
    expect(issued).toBeInstanceOf(Date);
    expect((issued as Date).toISOString()).toBe('2025-03-01T00:00:00.000Z');
    expect(due).toBeUndefined();
    expect(amount).toBe(1.5);
    expect(status).toBe('Received');
    expect(paid).toBe(false);
    expect(rows[2][6]).toBe(true);
  });

  it('ignores paging, honours max, and downloads value lists', async () => {
    const prefix = tag();
    for (let i = 1; i <= 3; i++) await createInvoice(`${prefix}-${i}`);
    const query = { fam: 'invoices', f: [1], o: ['like'], v1: [`${prefix}%`] };
    const all = await download(`${GW}/execute-query-download?page=5&size=1`, query);
    expect(rowsOf(await sheetOf(all.bytes))).toHaveLength(4);
    const capped = await download(`${GW}/execute-query-download`, { ...query, max: 2 });
    expect(rowsOf(await sheetOf(capped.bytes))).toHaveLength(3);
    const seeded = await download(`${GW}/execute-query-download`, { fam: 'contracts', widgetTitle: 'Contracts' });
    expect(rowsOf(await sheetOf(seeded.bytes)).length).toBeGreaterThan(40);
    expect(seeded.res.headers.get('content-disposition')).toMatch(/_contracts\.xlsx"/);

    const list = await download(`${GW}/list-values-download?type=advanced`, { list: 'invoice-status', widgetTitle: 'Stati' });
    expect(list.res.status).toBe(200);
    expect(rowsOf(await sheetOf(list.bytes))).toEqual([['label'], ['Received'], ['Approved'], ['Paid'], ['Disputed'], ['Cancelled']]);
  });

  it('answers 400 or 404 problems, never 500, before sending a byte', async () => {
    for (const [path, body] of [
      [`${GW}/execute-query-download`, { fam: 'no-such-family' }],
      [`${GW}/execute-query-download`, { fam: 'invoices', f: [1], o: ['nope'], v1: ['x'] }],
      [`${GW}/execute-query-download`, { fam: 'invoices', f: [3], o: ['='], v1: ['2025-13-45'] }],
      [`${GW}/execute-query-download`, { fam: 'invoices', widgetTitle: 7 }],
      [`${GW}/execute-query-download`, { fam: 'invoices', widgetTitle: 'x'.repeat(201) }],
      [`${GW}/execute-query-download`, {}],
      [`${GW}/execute-query-download`, []],
      [`${GW}/execute-query-download?page=-1`, { fam: 'invoices' }],
      [`${GW}/list-values-download?type=simple`, { list: 'invoice-status' }],
      [`${GW}/list-values-download`, { list: 'invoice-status' }],
      [`${GW}/list-values-download?type=advanced`, { list: 'no-such-list' }],
      [`${GW}/list-values-download?type=advanced`, { fam: 'invoices' }],
    ] as const) {
      const res = await h.user.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}: ${res.text}`).toBe(400);
      expect(res.body.status).toBe(400);
    }
    // Guests act as the guest identity, which may not read invoices.
    expect((await h.anonymous.post(`${GW}/execute-query-download`, { fam: 'invoices' })).status).toBe(403);
  });
});
