import { expect } from 'vitest';
import { client, unique, type Client, type Harness } from '../api/client.js';
import { lastMailTo, linkIn, mailsTo } from './outbox.js';
import { verifyWithPdfsig } from './pdfsig.js';
import { pdfFromObjects } from '../../server/docstore/pdf.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked field by field */

/** What the signing API tests share: accounts that may sign, documents with PDFs, mails, files. */
export const GW = 'api/adiuto-gateway';

/** A signature password that meets the rules (four classes of characters, 12 long). */
export const GOOD_PASSWORD = 'Sign-pass-42';

export interface Account {
  login: string;
  password: string;
  email: string;
  id: number;
  api: Client;
}

/**
 * A new account (registered and activated through the API, in a language) that may read and update
 * contracts and procedures: a signer of its own, so that rate limits and signature passwords of one
 * test never touch another's.
 */
export async function newSigner(h: Harness, langKey = 'en', options: { update?: boolean; rights?: boolean } = {}): Promise<Account> {
  const login = unique('s').replace(/[^a-z0-9]/gi, '').toLowerCase().slice(0, 40);
  const email = `${login}@example.com`;
  const password = 'first-pass';
  expect((await h.anonymous.post('api/register', { login, email, password, langKey })).status).toBe(201);
  const mail = await lastMailTo(h.admin, email, 'activation');
  expect((await h.anonymous.get(`api/activate?key=${linkIn(mail.text, '/account/activate').key}`)).status).toBe(200);
  const signedIn = await h.anonymous.post('api/authenticate', { username: login, password });
  const api = client(h.server.baseUrl, signedIn.body.id_token);
  const { adiutoId: id } = (await api.get(`${GW}/check-user`)).body;
  const update = options.update ?? true;
  for (const adiutoId of options.rights === false ? [] : [2, 5]) {
    const permission = await h.admin.post('api/permissions', { name: unique('perm'), type: 'FAMILY', adiutoId, read: true, update, create: update });
    expect(permission.status).toBe(201);
    expect((await h.admin.post('api/aliases', { name: unique('alias'), adiutoId: id, permissions: [{ id: permission.body.id }] })).status).toBe(201);
  }
  return { login, password, email, id, api };
}

/** A PDF with pages of the given sizes (points), each with a line of text. */
export function pdfWithPages(sizes: [number, number][], title = 'Contract'): Buffer {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  const kids: string[] = [];
  const font = 3;
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  for (const [i, [w, h]] of sizes.entries()) {
    const text = `BT /F1 14 Tf 40 ${h - 60} Td (${title} page ${i + 1}) Tj ET`;
    objects.push(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
    const content = objects.length;
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`);
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${sizes.length} >>`;
  return pdfFromObjects(objects, '1.7');
}

const A4: [number, number] = [595, 842];

/** A new contract with a PDF (one A4 page unless told), created by admin; its id. */
export async function newContract(h: Harness, pdf: Buffer = pdfWithPages([A4]), fileName = 'contract.pdf'): Promise<number> {
  const res = await h.admin.post(`${GW}/entities`, {
    fam: 'contracts',
    fieldParameters: [
      { fieldsId: 1, values: unique('CTR').slice(0, 30) },
      { fieldsId: 2, values: 'Signing test' },
    ],
    fileInfo: 'data:application/pdf;base64,',
    file: pdf.toString('base64'),
    fileName,
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** Asks for signatures as admin; the created request. */
export async function askSignatures(h: Harness, id: number, body: Record<string, unknown>): Promise<any> {
  const res = await h.admin.post(`${GW}/sign/requests/${id}`, body);
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** Ids of the mails of a kind to a recipient so far (to wait for the next one). */
export async function mailIds(h: Harness, recipient: string, mailKey: string): Promise<number[]> {
  return (await mailsTo(h.admin, recipient)).filter((m) => m.mailKey === mailKey).map((m) => m.id);
}

/** The newest mail of a kind to a recipient that is not among `seen`, with its text. */
export async function newMail(h: Harness, recipient: string, mailKey: string, seen: number[] = []): Promise<any> {
  for (let i = 0; i < 50; i++) {
    const found = (await mailsTo(h.admin, recipient)).find((m) => m.mailKey === mailKey && !seen.includes(m.id));
    if (found) return (await h.admin.get(`api/admin/mail-outbox/${found.id}`)).body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No new ${mailKey} mail to ${recipient}`);
}

/** Asks for a one-time password (as an account, or with an external signer's query) and reads it from its mail. */
export async function otpOf(h: Harness, api: Client, id: number, recipient: string, query = ''): Promise<string> {
  const seen = await mailIds(h, recipient, 'sign-otp');
  const res = await api.get(`${GW}/sign/require-otp/${id}${query}`);
  expect(res.status, res.text).toBe(200);
  const mail = await newMail(h, recipient, 'sign-otp', seen);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, mail.text).toBeDefined();
  return code!;
}

/** Sets an account's signature password (SET mode). */
export async function setSignaturePassword(account: Account, password = GOOD_PASSWORD): Promise<void> {
  const res = await account.api.put(`${GW}/update-auth/reset-password`, { signUserName: account.login, signPassword: password, signPasswordConfirm: password });
  expect(res.status, res.text).toBe(200);
  expect(res.body).toBe(0);
}

/** A file's bytes as the server sends them. */
export async function bytesOf(h: Harness, path: string, token?: string): Promise<Buffer> {
  const res = await fetch(`${h.server.baseUrl}/${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.status, path).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

/** A version's PDF, read as admin. */
export async function pdfOf(h: Harness, id: number): Promise<Buffer> {
  return bytesOf(h, `${GW}/entities/${id}/getFile`, await h.server.token('admin', 'admin'));
}

/** The installation's CA certificate, which readers trust. */
export async function caPem(h: Harness): Promise<string> {
  const res = await h.anonymous.get(`${GW}/sign/ca.pem`);
  expect(res.status).toBe(200);
  return res.text;
}

/** Checks a version's PDF with pdfsig: `count` signatures, each valid and trusted; answers them. */
export async function expectValidSignatures(h: Harness, id: number, count: number) {
  const { signatures, raw } = await verifyWithPdfsig(await pdfOf(h, id), await caPem(h));
  expect(signatures, raw).toHaveLength(count);
  for (const s of signatures) {
    expect(s.valid, s.raw).toBe(true);
    expect(s.trusted, s.raw).toBe(true);
  }
  return signatures;
}

/** The external signer's link in an invitation: the document id, signToken and extUserId it carries. */
export function signLink(text: string): { documentId: number; signToken: string; extUserId: number } {
  const url = new URL(linkIn(text, '/sign/').url);
  return { documentId: Number(url.pathname.split('/').pop()), signToken: url.searchParams.get('signToken')!, extUserId: Number(url.searchParams.get('extUserId')) };
}

/** The audit trail of a document, as admin. */
export async function auditOf(h: Harness, id: number): Promise<{ action: string; userName: string; detail: string | null; documentId: number }[]> {
  const res = await h.admin.get(`${GW}/entities/${id}/audit`);
  expect(res.status).toBe(200);
  return res.body;
}

/** An account's signature credentials, with the contracts' meaning "Approval". */
export const credentialsOf = (account: Account) => ({ signUsername: account.login, signPassword: GOOD_PASSWORD, signMeaning: 'Approval' });

/** The account signs the version `id` (asking for its one-time password first); the sign call's answer. */
export async function signAs(h: Harness, account: Account, id: number, extra: Record<string, unknown> = {}): Promise<any> {
  return (await account.api.put(`${GW}/sign/document/${id}`, { otp: await otpOf(h, account.api, id, account.email), ...credentialsOf(account), ...extra })).body;
}

/**
 * Two new signers with signature passwords, asked to sign a new contract one after the other (boxes
 * at the bottom left and right), and the first one's signature: the contract's id and the version it made.
 */
export async function signedByFirstOfTwo(h: Harness): Promise<{ a: Account; b: Account; id: number; signed: number }> {
  const [a, b] = [await newSigner(h), await newSigner(h)];
  await setSignaturePassword(a);
  await setSignaturePassword(b);
  const id = await newContract(h);
  const box = (corner: string) => ({ page: 1, x: 40, y: 60, corner });
  await askSignatures(h, id, { signers: [{ login: a.login, boxes: [box('Basso sx')] }, { login: b.login, boxes: [box('Basso dx')] }] });
  const signed = await signAs(h, a, id);
  expect(signed).toBeGreaterThan(id);
  return { a, b, id, signed };
}
