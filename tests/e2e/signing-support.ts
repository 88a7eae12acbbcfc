import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import Database from 'better-sqlite3';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { pdfFromObjects } from '../../server/docstore/pdf.js';
import { verifyWithPdfsig } from '../support/pdfsig.js';
import { apiToken, expect, newAccount, openSignedIn } from './support.js';

/**
 * What the browser tests of signing share: documents and requests made through the API, mails read
 * from the outbox, signed PDFs checked with pdfsig, and the viewer's asking panel driven as `user` drives it.
 */
export const GW = '/api/adiuto-gateway';

export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const admin = async (request: APIRequestContext) => ({ authorization: `Bearer ${await apiToken(request, 'admin')}` });

/** A PDF of `pages` A4 pages, each with a line of text. */
export function a4Pdf(pages = 1): Buffer {
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'];
  const kids: string[] = [];
  for (let i = 0; i < pages; i++) {
    const text = `BT /F1 14 Tf 40 782 Td (Contract page ${i + 1}) Tj ET`;
    objects.push(`<< /Length ${text.length} >>\nstream\n${text}\nendstream`);
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${objects.length} 0 R >>`);
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`;
  return pdfFromObjects(objects, '1.7');
}

/** A new contract with a PDF (`pages` A4 pages, or the given file), created by admin through the API; its id and reference. */
export async function newContract(request: APIRequestContext, pages: number | Buffer = 1): Promise<{ id: number; reference: string }> {
  const reference = uniqueName('SIGN-').slice(0, 30);
  const res = await request.post(`${GW}/entities`, {
    headers: await admin(request),
    data: { fam: 'contracts', fieldParameters: [{ fieldsId: 1, values: reference }, { fieldsId: 2, values: reference }], fileInfo: 'data:application/pdf;base64,', file: (typeof pages === 'number' ? a4Pdf(pages) : pages).toString('base64'), fileName: 'contract.pdf' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: Number(await res.json()), reference };
}

/** Asks for signatures on a document as admin. */
export async function askSignatures(request: APIRequestContext, id: number, body: Record<string, unknown>) {
  const res = await request.post(`${GW}/sign/requests/${id}`, { headers: await admin(request), data: body });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

async function outbox(request: APIRequestContext, to: string): Promise<{ id: number; mailKey: string }[]> {
  return (await request.get(`/api/admin/mail-outbox?size=100&recipient.equals=${encodeURIComponent(to)}`, { headers: await admin(request) })).json();
}

/** Ids of the mails of a kind to an address so far: what to look past for the next one. */
export const mailIds = async (request: APIRequestContext, to: string, mailKey: string) => (await outbox(request, to)).filter((m) => m.mailKey === mailKey).map((m) => m.id);

/** The newest mail of a kind to an address that is not among `seen`, read as the recipient reads their mail. */
export async function newMail(request: APIRequestContext, to: string, mailKey: string, seen: number[] = []): Promise<{ subject: string; text: string }> {
  for (let i = 0; i < 100; i++) {
    const found = (await outbox(request, to)).find((m) => m.mailKey === mailKey && !seen.includes(m.id));
    if (found) return (await request.get(`/api/admin/mail-outbox/${found.id}`, { headers: await admin(request) })).json();
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No new ${mailKey} mail to ${to}`);
}

/** The one-time password of the sign-otp mail that arrives after `seen`. */
export async function otpFromMail(request: APIRequestContext, to: string, seen: number[]): Promise<string> {
  const mail = await newMail(request, to, 'sign-otp', seen);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  expect(code, mail.text).toBeDefined();
  return code!;
}

/** Every signature of a PDF valid and trusted by pdfsig, trusting the installation's authority; their signers. */
export async function expectSignedAndTrusted(request: APIRequestContext, pdf: Buffer, count: number): Promise<string[]> {
  const ca = await (await request.get(`${GW}/sign/ca.pem`)).text();
  const { signatures, raw } = await verifyWithPdfsig(new Uint8Array(pdf), ca);
  expect(signatures, raw).toHaveLength(count);
  for (const s of signatures) expect(s.valid && s.trusted, s.raw).toBe(true);
  return signatures.map((s) => s.signer);
}

/** The current version of a document and its file, as admin reads them. */
export async function currentFile(request: APIRequestContext, id: number): Promise<Buffer> {
  const res = await request.get(`${GW}/entities/${id}/getFile`, { headers: await admin(request) });
  expect(res.status()).toBe(200);
  const newer = Number(res.headers()['x-new-doc-id']);
  if (newer > 0 && newer !== id) return currentFile(request, newer);
  return res.body();
}

/** No serious or critical axe-core rule broken on the page as it is now. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(grave).toEqual([]);
}

export interface Signer {
  login: string;
  email: string;
  token: string;
  /** The account's id (the document store's user id). */
  id: number;
}

/** A new account that may read and update contracts: a signer of its own, so that one test's signature password never meets another's. */
export async function newSigner(request: APIRequestContext): Promise<Signer> {
  const login = uniqueName('s').toLowerCase().slice(0, 40);
  const email = await newAccount(request, login, 'first-pass');
  const token = (await (await request.post('/api/authenticate', { data: { username: login, password: 'first-pass' } })).json()).id_token as string;
  const { adiutoId: id } = await (await request.get(`${GW}/check-user`, { headers: { authorization: `Bearer ${token}` } })).json();
  const headers = await admin(request);
  const permission = await (await request.post('/api/permissions', { headers, data: { name: uniqueName('perm'), type: 'FAMILY', adiutoId: 2, read: true, update: true, create: true } })).json();
  expect((await request.post('/api/aliases', { headers, data: { name: uniqueName('alias'), adiutoId: id, permissions: [{ id: permission.id }] } })).status()).toBe(201);
  return { login, email, token, id };
}

/** A signature password that meets the rules. */
export const GOOD_PASSWORD = 'Sign-pass-42';

/** Sets a signer's signature password through the API (SET mode), when that is not what a test is about. */
export async function setSignaturePassword(request: APIRequestContext, signer: Signer, password = GOOD_PASSWORD) {
  const res = await request.put(`${GW}/update-auth/reset-password`, {
    headers: { authorization: `Bearer ${signer.token}` },
    data: { signUserName: signer.login, signPassword: password, signPasswordConfirm: password },
  });
  expect(await res.json()).toBe(0);
}

/** Makes a signature password older than SIGNATURE_PASSWORD_MAX_AGE_DAYS (365 for the browser tests), as time would, in the worker's server's database. */
export function ageSignaturePassword(signer: Signer, workerIndex: number) {
  const db = new Database(path.join(process.env.PORTICO_E2E_DATABASES!, `portico-${workerIndex}.db`));
  try {
    db.prepare('UPDATE sign_credential SET password_set_at = ? WHERE user_id = ?').run(Date.now() - 400 * 86_400_000, signer.id);
  } finally {
    db.close();
  }
}

// The sign form and the modals after it.

/** Asks for a one-time password in the sign modal and types the code mailed to the signer. */
export async function typeOtp(page: Page, request: Parameters<typeof mailIds>[0], signer: Signer) {
  const dialog = page.getByRole('dialog', { name: 'Sign the document' });
  const seen = await mailIds(request, signer.email, 'sign-otp');
  await dialog.getByTestId('sign-request-otp').click();
  await expect(dialog.getByTestId('sign-otp-sent-to')).toContainText('@example.org');
  await dialog.getByTestId('sign-otp').fill(await otpFromMail(request, signer.email, seen));
  return dialog;
}

/** The -3 modal: the signature password and a meaning from the contracts' meanings list; then the signature goes through. */
export async function giveCredentials(page: Page, signer: Signer, password = GOOD_PASSWORD) {
  const dialog = page.getByRole('dialog', { name: 'Confirm with your signature credentials' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'User name' })).toHaveValue(signer.login);
  const confirm = dialog.getByTestId('sign-credentials-submit');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/Signature password/).fill(password);
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('combobox', { name: /Meaning of the signature/ }).click();
  await page.getByRole('option', { name: 'Approval', exact: true }).click();
  await confirm.click();
  await expect(page.getByText('Sign success')).toBeVisible();
  await expect(dialog).toBeHidden();
}

// The viewer's asking panel (docs/signing.md, "Asking in the viewer").

/** A page of the viewer, by its number. */
export const pdfPage = (viewer: Locator, n: number) => viewer.locator(`[data-testid="pdf-page"][data-page-number="${n}"]`);
/** A signer's row of the asking panel, by the name it shows. */
export const signerRow = (panel: Locator, name: string) => panel.getByTestId('ask-signer').filter({ hasText: name });

/** Opens the Contracts page as `user` and selects the contract: the viewer beside the list shows it. */
export async function openContract(page: Page, reference: string) {
  await openSignedIn(page, 'user', '/wuser/composer#contracts');
  return selectContract(page, reference);
}

/** On the Contracts page, finds the contract by its reference and selects it: the viewer beside the list shows it. */
export async function selectContract(page: Page, reference: string) {
  const list = page.getByRole('region', { name: 'Contracts', exact: true });
  // A phone folds the search filters behind a button.
  const filters = list.getByRole('button', { name: 'Search filters' });
  await expect(filters.or(list.getByLabel('Counterparty')).first()).toBeVisible();
  if (await filters.isVisible()) await filters.click();
  await list.getByLabel('Counterparty').fill(reference);
  await list.getByRole('button', { name: 'Search', exact: true }).click();
  await list.getByRole('cell', { name: reference }).first().click();
  const viewer = page.getByTestId('pdf-viewer');
  await expect(pdfPage(viewer, 1).locator('canvas')).toBeVisible();
  return viewer;
}

/** Opens the asking panel from the viewer's toolbar. */
export async function openPanel(viewer: Locator) {
  const ask = viewer.getByTestId('ask-signatures');
  await expect(ask).toHaveAccessibleName('Ask for signatures');
  await ask.click();
  const panel = viewer.getByTestId('ask-panel');
  await expect(panel).toBeVisible();
  await expect(ask).toHaveAttribute('aria-expanded', 'true');
  return panel;
}

/** Adds an account found by typing part of its name, picked from the options. */
export async function addAccount(page: Page, panel: Locator, typed: string, name: string) {
  await panel.getByTestId('ask-account').fill(typed);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await expect(signerRow(panel, name)).toBeVisible();
}

/** Adds an external person by e-mail, name and language; answers their row. */
export async function addExternal(page: Page, panel: Locator, email: string, name: string, language?: string) {
  const rows = panel.getByTestId('ask-signer');
  const index = await rows.count();
  await panel.getByTestId('ask-add-external').click();
  const row = rows.nth(index);
  await row.getByTestId('ask-email').fill(email);
  await row.getByTestId('ask-name').fill(name);
  if (language) {
    await row.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: language, exact: true }).click();
  }
  return row;
}

/** Clicks a point of a page, in CSS pixels from its top left corner (what lies over the page takes the click). */
export const clickPage = (viewer: Locator, n: number, x: number, y: number) => pdfPage(viewer, n).click({ position: { x, y } });
