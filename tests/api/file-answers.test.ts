import { describe, expect, it } from 'vitest';
import { simplePdf } from '../../server/docstore/pdf.js';
import { unique, useServer } from './client.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */

const GW = 'api/adiuto-gateway';
const POLICY = "sandbox; default-src 'none'; frame-ancestors 'none'";
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Files users could upload, with how the portal must answer them when asked to show them inline. */
const FILES: { name: string; content: Buffer; type: string; shown: boolean }[] = [
  { name: 'a.pdf', content: simplePdf('Shown', []), type: 'application/pdf', shown: true },
  { name: 'a.png', content: PNG, type: 'image/png', shown: true },
  { name: 'a.txt', content: Buffer.from('plain words\n'), type: 'text/plain; charset=utf-8', shown: true },
  // Markup with script in it is plain text to the portal: shown as text, never as a page.
  { name: 'a.html', content: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'), type: 'text/plain; charset=utf-8', shown: true },
  { name: 'a.svg', content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), type: 'image/svg+xml', shown: false },
  {
    name: 'a.xhtml',
    content: Buffer.from('<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><script>alert(1)</script></body></html>'),
    type: 'application/xml',
    shown: false,
  },
  { name: 'a.bin', content: Buffer.from([0, 1, 2, 3, 4]), type: 'application/octet-stream', shown: false },
];

const invoice = (file: { name: string; content: Buffer }) => ({
  fam: 'invoices',
  fieldParameters: [
    { fieldsId: 1, values: [unique('INV')] },
    { fieldsId: 2, values: ['File Answers Ltd'] },
    { fieldsId: 3, values: ['20250301'] },
    { fieldsId: 5, values: [42] },
  ],
  fileInfo: 'data:application/octet-stream;base64,',
  file: file.content.toString('base64'),
  fileName: file.name,
});

function expectFileAnswer(headers: Headers, disposition: 'inline' | 'attachment', type: string) {
  expect(headers.get('content-disposition')).toMatch(new RegExp(`^${disposition};`));
  expect(headers.get('content-type')).toBe(type);
  expect(headers.get('content-security-policy')).toBe(POLICY);
  expect(headers.get('x-content-type-options')).toBe('nosniff');
}

describe('file answers: what is shown inline, what is downloaded, and the policy every file carries', () => {
  const h = useServer();

  const viewToken = async (id: number) => (await h.user.post(`${GW}/entities/${id}/view-token`, {})).body.token as string;

  it.each(FILES)('a document file $name: inline only when it cannot run script', async (file) => {
    const created = await h.user.post(`${GW}/entities`, invoice(file));
    expect(created.status, created.text).toBe(201);
    const id = created.body as number;

    const inline = await h.anonymous.get(`${GW}/entities/${id}/getFile/inline?token=${await viewToken(id)}`);
    expect(inline.status).toBe(200);
    expectFileAnswer(inline.headers, file.shown ? 'inline' : 'attachment', file.type);
    expect(inline.headers.get('cache-control')).toBe('no-store');

    const download = await h.user.get(`${GW}/entities/${id}/getFile`);
    expect(download.status).toBe(200);
    expectFileAnswer(download.headers, 'attachment', file.type);
  });

  it.each(FILES)('an attachment $name: inline only when it cannot run script', async (file) => {
    const id = (await h.user.post(`${GW}/entities`, invoice(FILES[0]))).body as number;
    const added = await h.user.post(`${GW}/entities/${id}/attachments`, {
      originalFileName: file.name,
      fileInfo: 'data:text/html;base64,',
      file: file.content.toString('base64'),
    });
    expect(added.status, added.text).toBe(201);
    const attachment = added.body.attachmentID as number;

    const view = await h.anonymous.get(`${GW}/entities/${id}/attachments/view/${attachment}?token=${await viewToken(id)}`);
    expect(view.status).toBe(200);
    expectFileAnswer(view.headers, file.shown ? 'inline' : 'attachment', file.type);

    const download = await h.user.get(`${GW}/entities/${id}/attachments/download/${attachment}`);
    expectFileAnswer(download.headers, 'attachment', file.type);
  });

  it('a spreadsheet download carries the same policy', async () => {
    const res = await h.user.post(`${GW}/execute-query-download`, { fam: 'invoices', max: 5, widgetTitle: 'Invoices' });
    expect(res.status).toBe(200);
    expectFileAnswer(res.headers, 'attachment', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });

  it('a library file is a download with the policy, revalidated by its ETag', async () => {
    const form = new FormData();
    form.append('name', unique('svg'));
    form.append('file', new Blob([new Uint8Array(FILES[4].content)], { type: 'image/png' }), 'drawing.svg');
    const admin = { authorization: `Bearer ${await h.server.token('admin', 'admin')}` };
    const created = await fetch(`${h.server.baseUrl}/api/documentlibrary/documents`, { method: 'POST', body: form, headers: admin });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as any;

    const user = { authorization: `Bearer ${await h.server.token('user', 'user')}` };
    const file = await fetch(`${h.server.baseUrl}/api/documentlibrary/documents/${id}/file`, { headers: user });
    expect(file.status).toBe(200);
    expectFileAnswer(file.headers, 'attachment', 'image/svg+xml');
    expect(file.headers.get('cache-control')).toBe('private, no-cache');
    const etag = file.headers.get('etag')!;
    const again = await fetch(`${h.server.baseUrl}/api/documentlibrary/documents/${id}/file`, { headers: { ...user, 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(POLICY);
  });
});
