import path from 'node:path';
import Database from 'better-sqlite3';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, expect, openSignedIn, test } from './support.js';
import { askSignatures, expectAccessible, GW, newContract } from './signing-support.js';

/**
 * The signature inboxes on the demonstration's Signatures page: what awaits `user`'s signature, in
 * the API's order and sorted again by a click, the chosen document opened to be signed in the viewer
 * beside; the requests `user` asked, with their state and whose turn it is; a guest asked to sign in;
 * the address the signing mails give accounts, through the sign-in to the page holding their inbox.
 * Other tests add contracts and requests too: rows are found by their document's id, never by place.
 */

const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const documentIds = (list: Locator) => list.locator('tbody tr').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-document-id'))));

async function inbox(request: APIRequestContext, kind: 'awaiting' | 'sent', query: string) {
  const res = await request.get(`${GW}/sign/inbox/${kind}?${query}`, { headers: { authorization: `Bearer ${await apiToken(request, 'user')}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { requestId: number; documentId: number }[];
}

/** Moves a request's due date into the past, as time would (a new request's may not be). */
function passDueDate(requestId: number, workerIndex: number) {
  const db = new Database(path.join(process.env.PORTICO_E2E_DATABASES!, `portico-${workerIndex}.db`));
  try {
    db.prepare('UPDATE sign_request SET due_date = ? WHERE id = ?').run(20200102, requestId);
  } finally {
    db.close();
  }
}

test('user finds what awaits their signature, sorts it by due date and opens one to sign beside the list', async ({ page, request }, testInfo) => {
  const late = await newContract(request);
  const later = await newContract(request);
  const lateRequest = await askSignatures(request, late.id, { imgManage: 0, dueDate: '2099-01-01', signers: [{ login: 'user' }] });
  await askSignatures(request, later.id, { imgManage: 0, dueDate: '2099-12-31', signers: [{ login: 'user' }] });
  passDueDate(lateRequest.id, testInfo.parallelIndex);

  await openSignedIn(page, 'user', '/wuser/composer#signatures');
  await expect(page.getByRole('heading', { level: 1, name: 'Signatures' })).toBeVisible();
  const awaiting = widget(page, 'Awaiting my signature');
  const rows = awaiting.locator('tbody tr');
  // Soonest due first, as the API lists them: the overdue contract is marked in words.
  const soonest = (await inbox(request, 'awaiting', 'page=0&size=10&sort=dueDate,asc')).map((r) => r.documentId);
  expect(soonest).toContain(late.id);
  await expect.poll(() => documentIds(awaiting)).toEqual(soonest);
  const lateRow = awaiting.locator(`tbody tr[data-document-id="${late.id}"]`);
  await expect(lateRow).toContainText('02/01/2020');
  await expect(lateRow).toContainText('Overdue');
  await expect(lateRow).toContainText('Anna Amministratrice');
  await expect(awaiting.locator(`tbody tr[data-document-id="${later.id}"]`)).not.toContainText('Overdue');
  await expect(awaiting.getByTestId('list-pagination')).toContainText(`of ${(await inbox(request, 'awaiting', 'size=100')).length}`);

  // A click on the due date's header sorts the other way, as the API does.
  await awaiting.getByRole('columnheader', { name: 'Due' }).click();
  const latest = (await inbox(request, 'awaiting', 'page=0&size=10&sort=dueDate,desc')).map((r) => r.documentId);
  expect(latest).not.toEqual(soonest);
  await expect.poll(() => documentIds(awaiting)).toEqual(latest);
  await expect(awaiting.getByRole('columnheader', { name: 'Due' })).toHaveAttribute('aria-sort', 'descending');

  // Back to the soonest first, and the overdue contract chosen: the viewer beside opens it to be signed.
  await awaiting.getByRole('columnheader', { name: 'Due' }).click();
  await expect.poll(() => documentIds(awaiting)).toEqual(soonest);
  await lateRow.click();
  await expect(lateRow).toHaveAttribute('aria-selected', 'true');
  const viewer = widget(page, 'Document to sign').getByTestId('pdf-viewer');
  await expect(viewer).toHaveAttribute('data-document-id', String(late.id));
  await expect(viewer.getByTestId('pdf-page').first()).toBeVisible();
  await expect(viewer.getByTestId('sign-button')).toBeVisible();
  // The keyboard chooses as the pointer does.
  await awaiting.locator(`tbody tr[data-document-id="${later.id}"]`).focus();
  await page.keyboard.press('Enter');
  await expect(viewer).toHaveAttribute('data-document-id', String(later.id));

  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/signature-inboxes-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rows.first()).toBeVisible();
  // A phone keeps the document and its due date.
  await expect(awaiting.getByRole('columnheader', { name: 'Document' })).toBeVisible();
  await expect(awaiting.getByRole('columnheader', { name: 'Asked by' })).toBeHidden();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/signature-inboxes-390.png', fullPage: true });
});

test('a request user asked shows in "Sent for signature", open, with the signer awaited', async ({ page, request }) => {
  const contract = await newContract(request);
  const asked = await request.post(`${GW}/sign/requests/${contract.id}`, {
    headers: { authorization: `Bearer ${await apiToken(request, 'user')}` },
    data: { imgManage: 0, dueDate: '2099-06-30', signers: [{ login: 'admin' }] },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  expect((await inbox(request, 'sent', 'size=100')).map((r) => r.documentId)).toContain(contract.id);

  await openSignedIn(page, 'user', '/wuser/composer#signatures');
  const sent = widget(page, 'Sent for signature');
  const row = sent.locator(`tbody tr[data-document-id="${contract.id}"]`);
  await expect(row).toContainText('Open');
  await expect(row).toContainText('0 of 1');
  await expect(row).toContainText('Anna Amministratrice');
  await expect(row).toContainText('30/06/2099');
  // Newest first: nothing was asked after it.
  await expect(sent.locator('tbody tr').first()).toHaveAttribute('data-document-id', String(contract.id));
  await row.click();
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
  await sent.screenshot({ path: 'test-results/screens/signature-requests-1280.png' });
});

test('a guest is asked to sign in to see an inbox, and nothing is asked of the API', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const types = (await (await request.get('/api/widget-types?size=100', { headers })).json()) as { id: number; confSchema: string }[];
  const path = `inbox-${Date.now()}`;
  const created = await request.post('/api/pages', { headers, data: { name: 'Inbox for guests', path, scope: 'PUBLIC', index: 80, type: 'PAGE' } });
  expect(created.status()).toBe(201);
  const pageId = (await created.json()).id as number;
  for (const [title, confSchema] of [['My inbox', 'signature-inbox'], ['My requests', 'signature-requests']]) {
    const type = types.find((t) => t.confSchema === confSchema)!;
    const data = { title, conf: JSON.stringify({ layout: { x: 0, y: 0, w: 6, h: 4 } }), page: { id: pageId }, type: { id: type.id } };
    expect((await request.post('/api/widgets', { headers, data })).status()).toBe(201);
  }
  try {
    const asked: string[] = [];
    page.on('request', (r) => r.url().includes('/sign/inbox/') && asked.push(r.url()));
    await page.goto(`/wguest/composer#${path}`);
    await expect(widget(page, 'My inbox')).toContainText('Sign in to see the documents awaiting your signature.');
    await expect(widget(page, 'My requests')).toContainText('Sign in to see the signature requests you sent.');
    expect(asked).toEqual([]);
  } finally {
    const widgets = (await (await request.get(`/api/widgets?pageId.equals=${pageId}`, { headers })).json()) as { id: number }[];
    for (const w of widgets) await request.delete(`/api/widgets/${w.id}`, { headers });
    await request.delete(`/api/pages/${pageId}`, { headers });
  }
});

test('the address the signing mails give accounts leads through the sign-in to the page holding their inbox', async ({ page }) => {
  await page.goto('/wuser/signatures');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill('user');
  await page.getByRole('textbox', { name: 'Password' }).fill('user');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/wuser\/composer#signatures$/);
  await expect(widget(page, 'Awaiting my signature')).toBeVisible();
});
