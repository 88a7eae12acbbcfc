import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { bannerPng } from '../../server/documentlibrary/seed.js';
import { simplePdf } from '../../server/docstore/pdf.js';
import { fieldErrors, unique, useServer, type Response } from './client.js';

const BASE = 'api/documentlibrary/documents';
/** The limit the test server runs with, so that 413 is cheap to reach. */
const MAX_FILE_BYTES = 64 * 1024;

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */

const h = useServer({ env: { DOCUMENT_LIBRARY_MAX_FILE_BYTES: String(MAX_FILE_BYTES) } });

/** Sends a multipart form as a browser does: the members as text parts and the file part. */
async function send(method: 'POST' | 'PUT', as: 'admin' | 'wadmin' | 'user', fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }): Promise<Response> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.content)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const password = as;
  const res = await fetch(`${h.server.baseUrl}/${BASE}`, {
    method,
    body: form,
    headers: { authorization: `Bearer ${await h.server.token(as, password)}` },
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: /json/.test(res.headers.get('content-type') ?? '') ? JSON.parse(text) : text };
}

async function download(id: number, as: 'admin' | 'user' = 'admin', headers: Record<string, string> = {}) {
  const res = await fetch(`${h.server.baseUrl}/${BASE}/${id}/file`, { headers: { ...headers, authorization: `Bearer ${await h.server.token(as, as)}` } });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

const count = async () => Number((await h.admin.get(`${BASE}?size=1`)).headers.get('x-total-count'));

describe('document library: api/documentlibrary/documents', () => {
  test('the demonstration library: a PDF form, an image and a text, with their types read from the bytes', async () => {
    const res = await h.wadmin.get(`${BASE}?page=0&size=20&sort=id,asc&cacheBuster=${Date.now()}`);
    expect(res.status).toBe(200);
    const seeded = res.body.filter((d: any) => d.createdBy === 'admin' && ['Holiday request form', 'Portal banner', 'Expense policy'].includes(d.name));
    expect(seeded.map((d: any) => [d.fileName, d.fileContentType])).toEqual([
      ['holiday-request-form.pdf', 'application/pdf'],
      ['portal-banner.png', 'image/png'],
      ['expense-policy.txt', 'text/plain; charset=utf-8'],
    ]);
    expect(res.headers.get('x-max-file-size')).toBe(String(MAX_FILE_BYTES));
    const pdf = await download(seeded[0].id);
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.bytes.length).toBe(seeded[0].fileSize);
  });

  test('an upload comes back byte for byte, its type sniffed (not the claimed one) and its name sanitised', async () => {
    const png = bannerPng(40, 10);
    const name = unique('banner');
    const res = await send('POST', 'wadmin', { name, description: 'A banner', category: 'Images' }, { name: '../../etc/ban:ner*.pdf', content: png, type: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(res.headers.get('app-alert')).toBe('portico.documentLibrary.created');
    expect(res.headers.get('app-params')).toBe(String(res.body.id));
    expect(res.headers.get('location')).toBe(`/${BASE}/${res.body.id}`);
    expect(res.body).toMatchObject({
      name,
      description: 'A banner',
      category: 'Images',
      fileName: 'banner.pdf',
      fileContentType: 'image/png',
      fileSize: png.length,
      fileSha256: createHash('sha256').update(png).digest('hex'),
      createdBy: 'wadmin',
      lastModifiedBy: 'wadmin',
    });

    const file = await download(res.body.id);
    expect(file.status).toBe(200);
    expect(file.bytes.equals(png)).toBe(true);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-length')).toBe(String(png.length));
    expect(file.headers.get('content-disposition')).toContain('filename="banner.pdf"');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    // The file's hash is its entity tag: an unchanged file is not sent again.
    const again = await download(res.body.id, 'admin', { 'if-none-match': file.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.bytes.length).toBe(0);

    const one = await h.admin.get(`${BASE}/${res.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(res.body);
  });

  test('any signed-in account may list the library and download a file; only administrators read one by id and change it', async () => {
    const created = await send('POST', 'admin', { name: unique('shared') }, { name: 'note.txt', content: Buffer.from('hello widgets\n') });
    const id = created.body.id;
    const asUser = await download(id, 'user');
    expect(asUser.status).toBe(200);
    expect(asUser.bytes.toString()).toBe('hello widgets\n');
    expect((await h.anonymous.get(`${BASE}/${id}/file`)).status).toBe(401);
    expect((await h.user.get(`${BASE}/${id}`)).status).toBe(403);
    // Listing is read only: document forms let their users pick a library file.
    const listed = await h.user.get(`${BASE}?size=1000&sort=id,asc`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((d: any) => d.id)).toContain(id);
    expect((await h.anonymous.get(BASE)).status).toBe(401);
    expect((await send('POST', 'user', { name: 'x' }, { name: 'x.txt', content: Buffer.from('x') })).status).toBe(403);
    expect((await send('PUT', 'user', { id: String(id), name: 'x' })).status).toBe(403);
    expect((await h.user.put(BASE, { id, name: 'x' })).status).toBe(403);
    expect((await h.user.delete(`${BASE}/${id}`)).status).toBe(403);
    expect((await h.anonymous.delete(`${BASE}/${id}`)).status).toBe(401);
    expect((await h.admin.get(`${BASE}/${id}`)).body.name).toBe(created.body.name);
  });
});

describe('document library: updates, the size limit and bad input', () => {
  test('PUT to the base address: JSON changes the members and keeps the file; a form may replace the file', async () => {
    const pdf = simplePdf('Before', ['one']);
    const created = (await send('POST', 'admin', { name: unique('form'), description: 'first', category: 'Forms' }, { name: 'form.pdf', content: pdf })).body;

    // The client sends back what it read, read-only members included: they are ignored.
    const renamed = await h.wadmin.put(BASE, { ...created, name: 'Renamed form', description: 'second', fileName: 'evil.exe', fileSize: 1 });
    expect(renamed.status).toBe(200);
    expect(renamed.headers.get('app-alert')).toBe('portico.documentLibrary.updated');
    expect(renamed.body).toMatchObject({ id: created.id, name: 'Renamed form', description: 'second', category: 'Forms', fileName: 'form.pdf', fileSize: pdf.length, lastModifiedBy: 'wadmin', createdBy: 'admin' });
    expect((await download(created.id)).bytes.equals(pdf)).toBe(true);

    const replacement = randomBytes(3000);
    const replaced = await send('PUT', 'admin', { id: String(created.id), name: 'Renamed form', category: 'Forms' }, { name: 'data.bin', content: replacement });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id: created.id, fileName: 'data.bin', fileContentType: 'application/octet-stream', fileSize: 3000, description: null });
    expect((await download(created.id)).bytes.equals(replacement)).toBe(true);
  });

  test('a file above the limit answers 413 with a problem body and stores nothing; one at the limit is taken', async () => {
    const before = await count();
    const over = await send('POST', 'admin', { name: unique('big') }, { name: 'big.bin', content: randomBytes(MAX_FILE_BYTES + 1) });
    expect(over.status).toBe(413);
    expect(over.headers.get('content-type')).toContain('application/problem+json');
    expect(over.body).toMatchObject({ status: 413, message: 'error.http.413', maxFileBytes: MAX_FILE_BYTES });
    // Far above the limit, the declared length alone is refused.
    const far = await send('POST', 'admin', { name: unique('huge') }, { name: 'huge.bin', content: randomBytes(MAX_FILE_BYTES * 8) });
    expect(far.status).toBe(413);
    expect(await count()).toBe(before);

    const existing = (await send('POST', 'admin', { name: unique('fits') }, { name: 'fits.bin', content: randomBytes(MAX_FILE_BYTES) })).body;
    expect(existing.fileSize).toBe(MAX_FILE_BYTES);
    // A replacement above the limit leaves the document as it was.
    const replace = await send('PUT', 'admin', { id: String(existing.id), name: 'changed' }, { name: 'big.bin', content: randomBytes(MAX_FILE_BYTES + 1) });
    expect(replace.status).toBe(413);
    expect((await h.admin.get(`${BASE}/${existing.id}`)).body).toEqual(existing);
  });

  test('bad input answers a 4xx problem body and changes nothing', async () => {
    const before = await count();
    const file = { name: 'a.txt', content: Buffer.from('text') };
    expect(fieldErrors(await send('POST', 'admin', { name: 'no file' }))).toEqual(['file:NotNull']);
    expect(fieldErrors(await send('POST', 'admin', { name: 'empty' }, { name: 'e.txt', content: Buffer.alloc(0) }))).toEqual(['file:Size']);
    expect(fieldErrors(await send('POST', 'admin', { description: 'no name' }, file))).toEqual(['name:NotNull']);
    expect(fieldErrors(await send('POST', 'admin', { name: '   ' }, file))).toEqual(['name:Pattern']);
    expect(fieldErrors(await send('POST', 'admin', { name: 'x'.repeat(201) }, file))).toEqual(['name:Size']);
    expect(fieldErrors(await send('POST', 'admin', { name: 'ok', colour: 'red' }, file))).toEqual(['colour:Unknown']);
    const withId = await send('POST', 'admin', { name: 'ok', id: '5' }, file);
    expect(withId.status).toBe(400);
    expect(withId.headers.get('app-error')).toBe('error.idexists');
    const json = await h.admin.post(BASE, { name: 'as JSON' });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('error.http.415');
    const broken = await h.admin.request('POST', BASE, '--x\r\nnot a form', { 'content-type': 'multipart/form-data; boundary=x' });
    expect(broken.status).toBe(400);
    const twoFiles = new FormData();
    twoFiles.append('name', 'two');
    twoFiles.append('file', new Blob(['a']), 'a.txt');
    twoFiles.append('file', new Blob(['b']), 'b.txt');
    const res = await fetch(`${h.server.baseUrl}/${BASE}`, { method: 'POST', body: twoFiles, headers: { authorization: `Bearer ${await h.server.token('admin', 'admin')}` } });
    expect(res.status).toBe(400);
    expect(await count()).toBe(before);

    const noId = await h.admin.put(BASE, { name: 'x' });
    expect(noId.status).toBe(400);
    expect(noId.headers.get('app-error')).toBe('error.idnull');
    expect((await h.admin.put(BASE, { id: 999999, name: 'x' })).status).toBe(404);
    expect((await send('PUT', 'admin', { id: '999999', name: 'x' }, file)).status).toBe(404);
    expect((await h.admin.put(BASE, { id: 1, name: '' })).status).toBe(400);
    expect((await h.admin.get(`${BASE}?sort=content,asc`)).status).toBe(400);
    expect((await h.admin.get(`${BASE}?size=0`)).status).toBe(400);
    expect((await h.admin.get(`${BASE}?nameLike=x`)).status).toBe(400);
    expect((await h.admin.get(`${BASE}/abc`)).status).toBe(400);
    expect(await count()).toBe(before);
  });
});

describe('document library: lists and deletion', () => {
  test('pages, totals, sorting and filters', async () => {
    const category = unique('paging');
    const names = ['delta', 'alpha', 'charlie', 'bravo', 'echo'];
    for (const [i, n] of names.entries())
      expect((await send('POST', 'admin', { name: `${category} ${n}`, category }, { name: `${n}.txt`, content: Buffer.from('x'.repeat(i + 1)) })).status).toBe(201);

    const page = (p: number, sort: string) => h.admin.get(`${BASE}?page=${p}&size=2&sort=${sort}&category.equals=${encodeURIComponent(category)}`);
    const first = await page(0, 'name,asc');
    expect(first.headers.get('x-total-count')).toBe('5');
    expect(first.headers.get('link')).toContain('rel="next"');
    expect(first.body.map((d: any) => d.name.split(' ')[1])).toEqual(['alpha', 'bravo']);
    expect((await page(1, 'name,asc')).body.map((d: any) => d.name.split(' ')[1])).toEqual(['charlie', 'delta']);
    expect((await page(2, 'name,asc')).body.map((d: any) => d.name.split(' ')[1])).toEqual(['echo']);
    expect((await page(3, 'name,asc')).body).toEqual([]);
    expect((await page(0, 'fileSize,desc')).body.map((d: any) => d.fileSize)).toEqual([5, 4]);
    const byName = await h.admin.get(`${BASE}?name.contains=${encodeURIComponent(`${category} CHAR`)}`);
    expect(byName.body.map((d: any) => d.name)).toEqual([`${category} charlie`]);
    // Wildcards in the search are plain characters.
    expect((await h.admin.get(`${BASE}?name.contains=${encodeURIComponent('%')}`)).headers.get('x-total-count')).toBe('0');
  });

  test('delete: 204, then the document and its file are gone', async () => {
    const id = (await send('POST', 'admin', { name: unique('gone') }, { name: 'g.txt', content: Buffer.from('bye') })).body.id;
    const res = await h.wadmin.delete(`${BASE}/${id}`);
    expect(res.status).toBe(204);
    expect(res.headers.get('app-alert')).toBe('portico.documentLibrary.deleted');
    expect((await h.admin.get(`${BASE}/${id}`)).status).toBe(404);
    expect((await download(id)).status).toBe(404);
    expect((await h.admin.delete(`${BASE}/${id}`)).status).toBe(404);
  });
});
