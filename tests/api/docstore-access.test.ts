import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { solvedCaptcha, TEST_JWT_SECRET } from '../support/captcha.js';
import { client, unique, useServer, type Client, type Harness } from './client.js';
import { attachment, gatewayHelpers, GW, invoice, PDF, PNG, registeredAccount, type GatewayHelpers } from './gateway-helpers.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are checked field by field */

const MAX_FILE_BYTES = 64 * 1024;

describe('document gateway: permissions, attachments, audit trail, file links and limits', () => {
  const h = useServer({ env: { JWT_SECRET: TEST_JWT_SECRET, DOCUMENT_MAX_FILE_BYTES: String(MAX_FILE_BYTES) } });
  const helpers = gatewayHelpers(h);

  describe('check-user and permissions', () => {
    identityAndPermissionTests(h, helpers);
    guestCaptchaTests(h, helpers);
  });
  describe('attachments', () => attachmentTests(h, helpers));
  describe('audit trail', () => auditTrailTests(h, helpers));
  describe('links that open a file in a new tab', () => fileLinkTests(h, helpers));
  describe('files', () => fileTests(h, helpers));

  it('counts the document store calls in the retry statistics', async () => {
    const stats = await h.admin.get('api/admin/retries-statistics?size=100');
    expect(stats.status).toBe(200);
    const query = stats.body.find((s: any) => s.name === 'documentstore.query');
    expect(query.startedCount).toBeGreaterThan(0);
    expect(query.completeCount).toBe(query.startedCount);
  });
});

/** Who the gateway acts for, and what aliases let each identity do. */
function identityAndPermissionTests(h: Harness, { createInvoice, bareAccount, grant }: GatewayHelpers): void {
  it('tells who the gateway acts for: the account, or the guest identity', async () => {
    const user = await h.user.get(`${GW}/check-user`);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ login: 'user', guest: false });
    const guest = await h.anonymous.get(`${GW}/check-user`);
    expect(guest.status).toBe(200);
    expect(guest.body).toMatchObject({ login: 'guest', guest: true });
  });

  it('lets an identity do only what its aliases grant, and answers 403 with a problem otherwise', async () => {
    const bare = await bareAccount();
    const denied = await bare.api.post(`${GW}/execute-query`, { fam: 'invoices', max: 5 });
    expect(denied.status).toBe(403);
    expect(denied.headers.get('content-type')).toContain('application/problem+json');
    expect(denied.body.detail).toContain(`may not read documents of Invoices`);
    expect((await bare.api.post(`${GW}/entities`, invoice(unique('INV')))).status).toBe(403);

    // Read on invoices: lists and reads, still cannot create, update or delete.
    await grant(bare.id, { type: 'FAMILY', adiutoId: 1, read: true });
    const listed = await bare.api.post(`${GW}/execute-query`, { fam: 'invoices', max: 5 });
    expect(listed.status).toBe(200);
    expect(listed.body.listData.length).toBe(5);
    expect((await bare.api.post(`${GW}/execute-query`, { fam: 'contracts', max: 5 })).status).toBe(403);
    const created = await bare.api.post(`${GW}/entities`, invoice(unique('INV')));
    expect(created.status).toBe(403);
    const id = await createInvoice();
    expect((await bare.api.put(`${GW}/entities/${id}`, { fieldParameters: [{ fieldsId: 5, values: [1] }] })).status).toBe(403);
    expect((await bare.api.delete(`${GW}/entities/${id}`)).status).toBe(403);
    expect((await h.user.post(`${GW}/execute-query`, { fam: 'invoices', f: [-1000], v1: [id], o: ['='], max: 1 })).body.listData).toHaveLength(1);

    // A GENERAL permission applies to every family.
    await grant(bare.id, { type: 'GENERAL', adiutoId: 0, create: true, read: true });
    expect((await bare.api.post(`${GW}/execute-query`, { fam: 'contracts', max: 1 })).status).toBe(200);
    expect((await bare.api.post(`${GW}/entities`, invoice(unique('INV')))).status).toBe(201);
    expect((await bare.api.delete(`${GW}/entities/${id}`)).status).toBe(403);
  });

  it('grants an alias with adiutoId 0 to every signed-in account, never to guests', async () => {
    const bare = await bareAccount();
    expect((await bare.api.post(`${GW}/execute-query`, { fam: 'hr-requests', max: 1 })).status).toBe(403);
    const alias = await grant(0, { type: 'FAMILY', adiutoId: 3, read: true });
    try {
      expect((await bare.api.post(`${GW}/execute-query`, { fam: 'hr-requests', max: 1 })).status).toBe(200);
      expect((await h.anonymous.post(`${GW}/execute-query`, { fam: 'hr-requests', max: 1 })).status).toBe(403);
    } finally {
      expect((await h.admin.delete(`api/aliases/${alias}`)).status).toBe(204);
    }
    expect((await bare.api.post(`${GW}/execute-query`, { fam: 'hr-requests', max: 1 })).status).toBe(403);
  });

  it('lets guests read what the guest identity may, refuses the rest, and 401 once the site has no guest identity', async () => {
    const contracts = await h.anonymous.post(`${GW}/execute-query`, { fam: 'contracts', max: 3 });
    expect(contracts.status).toBe(200);
    expect(contracts.body.listData).toHaveLength(3);
    expect((await h.anonymous.post(`${GW}/execute-query`, { fam: 'invoices', max: 3 })).status).toBe(403);
    expect((await h.anonymous.post(`${GW}/entities`, invoice(unique('INV')))).status).toBe(403);

    const site = (await h.admin.get('api/sites?sort=id,asc&size=1')).body[0];
    expect((await h.admin.patch(`api/sites/${site.id}`, { id: site.id, wguestUser: null })).status).toBe(200);
    try {
      expect((await h.anonymous.get(`${GW}/check-user`)).status).toBe(401);
      expect((await h.anonymous.post(`${GW}/execute-query`, { fam: 'contracts', max: 3 })).status).toBe(401);
      expect((await h.anonymous.get(`${GW}/adiuto-admin/families`)).status).toBe(401);
    } finally {
      expect((await h.admin.patch(`api/sites/${site.id}`, { id: site.id, wguestUser: 'guest' })).status).toBe(200);
    }
  });
}

/** Guests answer a captcha to delete and to save; signed-in accounts do not. */
function guestCaptchaTests(h: Harness, { createInvoice, grant }: GatewayHelpers): void {
  it('asks guests, and only guests, for a captcha to delete', async () => {
    const guest = (await h.anonymous.get(`${GW}/check-user`)).body.adiutoId as number;
    const alias = await grant(guest, { type: 'FAMILY', adiutoId: 1, read: true, update: true, delete: true });
    try {
      await guestDeletes();
    } finally {
      expect((await h.admin.delete(`api/aliases/${alias}`)).status).toBe(204);
    }
  });

  it('asks guests, and only guests, for a captcha to save, spending it only on a write that succeeds', async () => {
    const contact = (email: string) => ({ fam: 'contact-requests', fieldParameters: [
      { fieldsId: 1, values: ['Ada Guest'] }, { fieldsId: 2, values: [email] }, { fieldsId: 3, values: [4] }, { fieldsId: 4, values: ['Please call me back.'] },
    ] });
    const without = await h.anonymous.post(`${GW}/entities`, contact('ada@example.org'));
    expect(without.status).toBe(400);
    expect(without.body.message).toBe('error.captcha');
    const answer = solvedCaptcha();
    const query = `?captcha=${answer.captcha}&hiddenCaptcha=${encodeURIComponent(answer.hiddenCaptcha)}`;
    // A body the family refuses answers as such, and leaves the captcha unspent.
    const incomplete = await h.anonymous.post(`${GW}/entities${query}`, { fam: 'contact-requests', fieldParameters: [{ fieldsId: 1, values: ['Ada'] }] });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.message).not.toBe('error.captcha');
    const created = await h.anonymous.post(`${GW}/entities${query}`, contact('ada@example.org'));
    expect(created.status, created.text).toBe(201);
    // A captcha answers once.
    expect((await h.anonymous.post(`${GW}/entities${query}`, contact('again@example.org'))).body.message).toBe('error.captcha');
    // Guests may create contact requests, not read them; signed-in accounts need no captcha.
    expect((await h.anonymous.post(`${GW}/execute-query`, { fam: 'contact-requests', max: 1 })).status).toBe(403);
    const read = await h.admin.post(`${GW}/execute-query`, { fam: 'contact-requests', f: [-1000], o: ['='], v1: [created.body], max: 1 });
    expect(read.body.list[0].fields['2'].val).toBe('ada@example.org');
  });

  async function guestDeletes() {
    const id = await createInvoice();
    const without = await h.anonymous.delete(`${GW}/entities/${id}`);
    expect(without.status).toBe(400);
    expect(without.body.message).toBe('error.captcha');
    const wrong = solvedCaptcha({ answer: 'abcde' });
    expect((await h.anonymous.delete(`${GW}/entities/${id}?captcha=wrong&hiddenCaptcha=${encodeURIComponent(wrong.hiddenCaptcha)}`)).status).toBe(400);
    expect((await h.user.post(`${GW}/execute-query`, { fam: 'invoices', f: [-1000], v1: [id], o: ['='], max: 1 })).body.listData).toHaveLength(1);

    const right = solvedCaptcha();
    const deleted = await h.anonymous.delete(`${GW}/entities/${id}?captcha=${right.captcha}&hiddenCaptcha=${encodeURIComponent(right.hiddenCaptcha)}`);
    expect(deleted.status, deleted.text).toBe(204);
    // Signed-in accounts delete without one.
    expect((await h.user.delete(`${GW}/entities/${await createInvoice()}`)).status).toBe(204);

    // Attachments too.
    const other = await createInvoice();
    const added = await h.user.post(`${GW}/entities/${other}/attachments`, attachment('note.pdf', PDF));
    const path = `${GW}/entities/${other}/attachments?attachsId=${added.body.attachmentID}`;
    expect((await h.anonymous.delete(path)).body.message).toBe('error.captcha');
    const c = solvedCaptcha();
    expect((await h.anonymous.delete(`${path}&captcha=${c.captcha}&hiddenCaptcha=${encodeURIComponent(c.hiddenCaptcha)}`)).status).toBe(204);
  }
}

/** A document's attachments, through its versions, and the rights they need. */
function attachmentTests(h: Harness, { createInvoice, contractId, bareAccount }: GatewayHelpers): void {
  it('adds, lists, downloads and deletes attachments, which follow the document through its versions', async () => {
    const id = await createInvoice();
    const added = await h.user.post(`${GW}/entities/${id}/attachments`, attachment('scan "1".png', PNG, 'application/pdf'));
    expect(added.status, added.text).toBe(201);
    expect(added.body).toMatchObject({ originalFileName: 'scan 1.png', description: 'About scan "1".png', userName: 'user', contentType: 'image/png', size: PNG.length });
    expect(added.body.date).toMatch(/^\d{8}$/);
    expect(added.body.time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    const second = await h.user.post(`${GW}/entities/${id}/attachments`, attachment('contract.pdf', PDF));
    expect(second.status).toBe(201);

    const newVersion = (await h.user.put(`${GW}/entities/${id}`, { fieldParameters: [{ fieldsId: 5, values: [43] }] })).body as number;
    expect(newVersion).toBeGreaterThan(id);
    const listed = await h.user.get(`${GW}/entities/${newVersion}/attachments`);
    expect(listed.status).toBe(200);
    expect(listed.body.map((a: any) => a.attachmentID)).toEqual([added.body.attachmentID, second.body.attachmentID]);

    const download = await h.user.get(`${GW}/entities/${newVersion}/attachments/download/${added.body.attachmentID}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('content-disposition')).toContain('attachment;');
    expect(Buffer.from(download.text, 'latin1').length).toBeGreaterThan(0);

    const both = await h.user.request('DELETE', `${GW}/entities/${newVersion}/attachments?attachsId=${added.body.attachmentID}&attachsId=${second.body.attachmentID}`);
    expect(both.status).toBe(204);
    expect((await h.user.get(`${GW}/entities/${id}/attachments`)).body).toEqual([]);
    expect((await h.user.get(`${GW}/entities/${id}/attachments/download/${added.body.attachmentID}`)).status).toBe(404);
    expect((await h.user.request('DELETE', `${GW}/entities/${id}/attachments?attachsId=${added.body.attachmentID}`)).status).toBe(404);
  });

  it('refuses malformed attachments with 400 and attachments of unknown documents with 404', async () => {
    const id = await createInvoice();
    for (const body of [{}, { originalFileName: 'x.pdf' }, { originalFileName: 'x.pdf', file: 'not base64!' }, [], { ...attachment('x.pdf', PDF), extra: 1 }]) {
      const res = await h.user.post(`${GW}/entities/${id}/attachments`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await h.user.get(`${GW}/entities/${id}/attachments`)).body).toEqual([]);
    expect((await h.user.post(`${GW}/entities/99999999/attachments`, attachment('x.pdf', PDF))).status).toBe(404);
    expect((await h.user.request('DELETE', `${GW}/entities/${id}/attachments`)).status).toBe(400);
    expect((await h.user.request('DELETE', `${GW}/entities/${id}/attachments?attachsId=abc`)).status).toBe(400);
  });

  it('needs update rights to add or delete, read rights to list', async () => {
    const id = await contractId();
    expect((await h.anonymous.get(`${GW}/entities/${id}/attachments`)).status).toBe(200);
    expect((await h.anonymous.post(`${GW}/entities/${id}/attachments`, attachment('x.pdf', PDF))).status).toBe(403);
    const bare = await bareAccount();
    expect((await bare.api.get(`${GW}/entities/${id}/attachments`)).status).toBe(403);
  });
}

/** The audit trail of a document, readable through any version with the update right. */
function auditTrailTests(h: Harness, { createInvoice, contractId, bareAccount, grant }: GatewayHelpers): void {
  it('records who created, changed, downloaded, attached and deleted, readable through any version', async () => {
    const id = await createInvoice(h.user, PDF);
    const v2 = (await h.admin.put(`${GW}/entities/${id}`, { fieldParameters: [{ fieldsId: 5, values: [99] }] })).body as number;
    expect((await h.user.get(`${GW}/entities/${v2}/getFile`)).status).toBe(200);
    const att = (await h.user.post(`${GW}/entities/${v2}/attachments`, attachment('a.pdf', PDF))).body.attachmentID;
    expect((await h.user.get(`${GW}/entities/${v2}/attachments/download/${att}`)).status).toBe(200);
    expect((await h.user.request('DELETE', `${GW}/entities/${v2}/attachments?attachsId=${att}`)).status).toBe(204);

    const trail = await h.user.get(`${GW}/entities/${id}/audit`);
    expect(trail.status).toBe(200);
    expect(trail.body.map((e: any) => [e.action, e.userName, e.documentId])).toEqual([
      ['create', 'user', id],
      ['update', 'admin', v2],
      ['download', 'user', v2],
      ['attachment-add', 'user', v2],
      ['attachment-download', 'user', v2],
      ['attachment-delete', 'user', v2],
    ]);
    expect(trail.body[1].detail).toContain('fields 5');
    expect(new Date(trail.body[0].date).getTime()).toBeLessThanOrEqual(Date.now());

    expect((await h.user.delete(`${GW}/entities/${v2}`)).status).toBe(204);
    // The trail of a deleted document is no longer served by the gateway (it answers 404 like the document).
    expect((await h.user.get(`${GW}/entities/${id}/audit`)).status).toBe(404);
  });

  it('is refused without the update right: it names people (logins, signers\' addresses) that readers are not told', async () => {
    const id = await createInvoice(h.user, PDF);
    const bare = await bareAccount();
    expect((await bare.api.get(`${GW}/entities/${id}/audit`)).status).toBe(403);
    expect((await h.anonymous.get(`${GW}/entities/${id}/audit`)).status).toBe(403);
    // A reader of invoices, and the guest, who reads contracts, read the documents but not their trails.
    await grant(bare.id, { type: 'FAMILY', adiutoId: 1, read: true });
    expect((await bare.api.get(`${GW}/entities/${id}/getFile`)).status).toBe(200);
    const refused = await bare.api.get(`${GW}/entities/${id}/audit`);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toContain('may not update documents of Invoices');
    const contract = await contractId();
    expect((await h.anonymous.post(`${GW}/execute-query`, { fam: 'contracts', max: 1 })).status).toBe(200);
    expect((await h.anonymous.get(`${GW}/entities/${contract}/audit`)).status).toBe(403);
  });
}

/** The short-lived tokens of links that open one document's file or attachments in a tab. */
function fileLinkTests(h: Harness, { createInvoice, bareAccount }: GatewayHelpers): void {
  const secret = new TextEncoder().encode(TEST_JWT_SECRET);
  const viewToken = async (api: Client, id: number) => {
    const res = await api.post(`${GW}/entities/${id}/view-token`, {});
    expect(res.status, res.text).toBe(200);
    return res.body.token as string;
  };

  it('open one document with a short-lived token, and nothing else', async () => {
    const id = await createInvoice(h.user, PDF);
    const other = await createInvoice(h.user, PDF);
    const token = await viewToken(h.user, id);

    const inline = await h.anonymous.get(`${GW}/entities/${id}/getFile/inline?token=${token}`);
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-type')).toBe('application/pdf');
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(inline.text.startsWith('%PDF-1.4')).toBe(true);

    // Another document, a session token, no token, a forged or expired one: refused.
    const forOther = await h.anonymous.get(`${GW}/entities/${other}/getFile/inline?token=${token}`);
    expect(forOther.status).toBe(401);
    expect(forOther.body.detail).toContain('another document');
    const session = await h.server.token('user', 'user');
    expect((await h.anonymous.get(`${GW}/entities/${id}/getFile/inline?token=${session}`)).status).toBe(401);
    expect((await h.anonymous.get(`${GW}/entities/${id}/getFile/inline`)).status).toBe(400);
    expect((await h.anonymous.get(`${GW}/entities/${id}/getFile/inline?token=${token.slice(0, -3)}abc`)).status).toBe(401);
    const expired = await new SignJWT({ doc: id, guest: 0, purpose: 'document-view' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('user')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 300)
      .sign(secret);
    expect((await h.anonymous.get(`${GW}/entities/${id}/getFile/inline?token=${expired}`)).status).toBe(401);

    // The view token never signs anybody in, nor leaves its holder a guest: refused where guests are let in too.
    const asBearer = client(h.server.baseUrl, token);
    expect((await asBearer.get('api/account')).status).toBe(401);
    expect((await asBearer.post(`${GW}/entities`, invoice(unique('INV')))).status).toBe(401);
  });

  it('open attachments of that document only', async () => {
    const id = await createInvoice();
    const other = await createInvoice();
    const att = (await h.user.post(`${GW}/entities/${id}/attachments`, attachment('a.pdf', PDF))).body.attachmentID;
    const otherAtt = (await h.user.post(`${GW}/entities/${other}/attachments`, attachment('b.pdf', PDF))).body.attachmentID;
    const token = await viewToken(h.user, id);
    const view = await h.anonymous.get(`${GW}/entities/${id}/attachments/view/${att}?token=${token}`);
    expect(view.status).toBe(200);
    expect(view.headers.get('content-disposition')).toMatch(/^inline;/);
    expect((await h.anonymous.get(`${GW}/entities/${id}/attachments/view/${otherAtt}?token=${token}`)).status).toBe(404);
    expect((await h.anonymous.get(`${GW}/entities/${other}/attachments/view/${otherAtt}?token=${token}`)).status).toBe(401);
  });

  it('is issued only to identities that may read the document', async () => {
    const id = await createInvoice(h.user, PDF);
    expect((await h.anonymous.post(`${GW}/entities/${id}/view-token`, {})).status).toBe(403);
    const bare = await bareAccount();
    expect((await bare.api.post(`${GW}/entities/${id}/view-token`, {})).status).toBe(403);
    expect((await h.user.post(`${GW}/entities/99999999/view-token`, {})).status).toBe(404);
  });
}

/** The size limit of files and attachments, the content type sniffed and the file name made safe. */
function fileTests(h: Harness, { createInvoice }: GatewayHelpers): void {
  it('answers 413 for a file or attachment over the limit, and stores nothing', async () => {
    const big = Buffer.alloc(MAX_FILE_BYTES + 1, 0x41);
    const number = unique('BIG');
    const res = await h.user.post(`${GW}/entities`, invoice(number, big));
    expect(res.status).toBe(413);
    expect(res.body.detail).toContain(`at most ${MAX_FILE_BYTES}`);
    const found = await h.user.post(`${GW}/execute-query`, { fam: 'invoices', f: [1], v1: [number], o: ['='] });
    expect(found.body.listData).toHaveLength(0);

    const id = await createInvoice();
    expect((await h.user.post(`${GW}/entities/${id}/attachments`, attachment('big.bin', big))).status).toBe(413);
    // A body far beyond any file the limit allows is cut off by the server before it is read: the
    // client gets the 413, or, when the server closed the connection while the body was still being
    // written, a broken pipe; never an answer that took it.
    const huge = await h.user.post(`${GW}/entities/${id}/attachments`, attachment('huge.bin', Buffer.alloc(MAX_FILE_BYTES * 2 + 2 * 1024 * 1024))).catch((error: unknown) => {
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      expect(['EPIPE', 'ECONNRESET'], String(error)).toContain(code);
      return undefined;
    });
    if (huge) {
      expect(huge.status).toBe(413);
      expect(huge.headers.get('content-type')).toContain('application/problem+json');
    }
    expect((await h.user.get(`${GW}/entities/${id}/attachments`)).body).toEqual([]);
  });

  it('keeps the content type it sniffs, not the one claimed, and a safe file name', async () => {
    const res = await h.user.post(`${GW}/entities`, {
      ...invoice(unique('INV')),
      fileInfo: 'data:application/pdf;base64,',
      file: Buffer.from('<html><script>alert(1)</script></html>').toString('base64'),
      fileName: '../../etc/passwd.pdf',
    });
    expect(res.status).toBe(201);
    const file = await h.user.get(`${GW}/entities/${res.body}/getFile`);
    expect(file.headers.get('content-type')).not.toContain('pdf');
    expect(file.headers.get('content-type')).not.toContain('html');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-disposition')).not.toContain('/');
  });
}

describe('document gateway on the filesystem file storage', () => {
  const h = useServer({ env: { DOCUMENT_FILE_STORAGE: 'filesystem', DOCUMENT_FILES_DIR: `/tmp/portico-files-${process.pid}-${Date.now()}` } });

  it('stores and streams files and attachments from files', async () => {
    const content = Buffer.concat([PDF, Buffer.from(`unique ${Date.now()}`)]);
    const res = await h.user.post(`${GW}/entities`, invoice(unique('FS'), content));
    expect(res.status, res.text).toBe(201);
    const file = await fetch(`${h.server.baseUrl}/${GW}/entities/${res.body}/getFile`, { headers: { authorization: `Bearer ${await h.server.token('user', 'user')}` } });
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(content)).toBe(true);
    const att = await h.user.post(`${GW}/entities/${res.body}/attachments`, attachment('a.png', PNG));
    expect(att.status).toBe(201);
    const download = await fetch(`${h.server.baseUrl}/${GW}/entities/${res.body}/attachments/download/${att.body.attachmentID}`, {
      headers: { authorization: `Bearer ${await h.server.token('user', 'user')}` },
    });
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
  });
});

describe('document gateway: shared queries and downloads follow the permissions', () => {
  const h = useServer({ env: { JWT_SECRET: TEST_JWT_SECRET } });

  it('shares only what the issuer may read, and stops a link once the issuer may not', async () => {
    const { api: sharer, id } = await registeredAccount(h);

    expect((await sharer.post(`${GW}/query-tokens`, { query: { fam: 'invoices', max: 5 } })).status).toBe(403);
    const permission = await h.admin.post('api/permissions', { name: unique('perm'), type: 'FAMILY', adiutoId: 1, read: true });
    const alias = await h.admin.post('api/aliases', { name: unique('alias'), adiutoId: id, permissions: [{ id: permission.body.id }] });
    const shared = await sharer.post(`${GW}/query-tokens`, { query: { fam: 'invoices', max: 5 } });
    expect(shared.status).toBe(201);
    const run = () => h.anonymous.post(`${GW}/execute-token-query`, { token: shared.body.token });
    expect((await run()).status).toBe(200);
    expect((await run()).body.listData).toHaveLength(5);

    expect((await h.admin.delete(`api/aliases/${alias.body.id}`)).status).toBe(204);
    expect((await run()).status).toBe(403);
    // Downloads need the read right too.
    expect((await sharer.post(`${GW}/execute-query-download`, { fam: 'invoices', widgetTitle: 'x' })).status).toBe(403);
    expect((await h.user.post(`${GW}/execute-query-download`, { fam: 'invoices', max: 3, widgetTitle: 'x' })).status).toBe(200);
  });
});
