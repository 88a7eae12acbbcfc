import path from 'node:path';
import Database from 'better-sqlite3';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, expect, linkPath, openSignedIn, openWithToken, test } from './support.js';
import { askSignatures, expectAccessible, GW, mailIds, newContract, newMail, newSigner, selectContract, uniqueName } from './signing-support.js';

/**
 * Following a request in the viewer (issue 42; docs/signing.md, "Following a request in the viewer"):
 * admin asks through the API, then follows the request in the viewer's Signatures panel: the signer
 * invited, opening the document, signing; a reminder, and a second one too soon; a signer replaced;
 * the request voided with a reason; a signer who declines, in the viewer and on the external
 * signer's page; a request that expires; the completion certificate.
 */

const SCREENS = 'test-results/screens';

const openAsAdmin = async (page: Page, reference: string) => {
  await openSignedIn(page, 'admin', '/wuser/composer#contracts');
  return selectContract(page, reference);
};

/** Opens the Signatures panel from the viewer's toolbar (closing it first when open, so that it reads the request afresh). */
async function openPanel(viewer: Locator) {
  const button = viewer.getByTestId('signatures-panel');
  await expect(button).toHaveAccessibleName('Signatures');
  if ((await button.getAttribute('aria-expanded')) === 'true') await button.click();
  await button.click();
  const panel = viewer.getByTestId('follow-panel');
  await expect(panel).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  return panel;
}

const signerItem = (panel: Locator, name: string) => panel.getByTestId('follow-signer').filter({ hasText: name });

async function requestAs(request: APIRequestContext, id: number) {
  const res = await request.get(`${GW}/sign/requests/${id}`, { headers: { authorization: `Bearer ${await apiToken(request, 'admin')}` } });
  expect(res.status()).toBe(200);
  return res.json();
}

/** An external person asked to sign (step 1 unless said), and the link of their invitation. */
async function askExternal(request: APIRequestContext, id: number, extra: Record<string, unknown> = {}) {
  const email = `${uniqueName('ext-')}@example.org`;
  const asked = await askSignatures(request, id, { imgManage: 0, signers: [{ email, name: 'Laura Esterni', langKey: 'en' }], message: 'Please sign before the board meets.', ...extra });
  const link = linkPath((await newMail(request, email, 'sign-invitation')).text, '/sign/');
  return { email, link, requestId: asked.id as number };
}

test('admin follows a request: invited, opened, reminded (a second reminder too soon), signed, and downloads the certificate', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { id, reference } = await newContract(request);
  const { email, link } = await askExternal(request, id, { dueDate: '2099-12-31' });
  const viewer = await openAsAdmin(page, reference);
  let panel = await openPanel(viewer);
  await expect(panel.getByTestId('follow-state')).toContainText('Open: waiting for signatures');
  await expect(panel.getByTestId('follow-due')).toHaveText('Due 31/12/2099: the signers are reminded on that day.');
  await expect(panel).toContainText('Please sign before the board meets.');
  const laura = signerItem(panel, 'Laura Esterni');
  await expect(laura).toContainText('Step 1');
  await expect(laura.getByTestId('follow-signer-state')).toHaveAttribute('data-state', 'invited');
  await expect(panel.getByTestId('follow-history-entry').first()).toContainText('Signatures asked for · admin');

  // The signer reads the document through their link: the panel, read again, says they opened it.
  const query = new URL(link, 'http://x').search;
  expect((await request.get(`${GW}/sign/get-info/${id}${query}`)).status()).toBe(200);
  panel = await openPanel(viewer);
  await expect(laura.getByTestId('follow-signer-state')).toHaveAttribute('data-state', 'opened');
  await expect(laura.getByTestId('follow-signer-state')).toContainText('Opened the document');

  // A reminder goes (a fresh link in it); a second one within the hour is refused, saying when to try again.
  const reminders = await mailIds(request, email, 'sign-reminder');
  await laura.getByTestId('follow-remind').click();
  await expect(page.getByText('A reminder was sent')).toBeVisible();
  await expect(laura).toContainText('Reminded once');
  await newMail(request, email, 'sign-reminder', reminders);
  await panel.getByTestId('follow-remind-all').click();
  await expect(panel.getByTestId('follow-problem')).toHaveText(/^They were reminded less than an hour ago: try again in (59|60) minutes\.$/);
  await expect(panel.getByTestId('follow-history-entry').first()).toContainText('Reminder sent · admin');

  await page.setViewportSize({ width: 1280, height: 960 });
  await viewer.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 64));
  await page.screenshot({ path: `${SCREENS}/following-1280.png` });
  await expectAccessible(page);

  // The signer signs through the API, as their browser would: the request completes.
  const seen = await mailIds(request, email, 'sign-otp');
  expect((await request.get(`${GW}/sign/require-otp/${id}${query}`)).status()).toBe(200);
  const otp = /\b(\d{6})\b/.exec((await newMail(request, email, 'sign-otp', seen)).text)![1];
  expect(Number(await (await request.put(`${GW}/sign/document/${id}${query}`, { data: { otp } })).json())).toBeGreaterThan(id);
  panel = await openPanel(viewer);
  await expect(panel.getByTestId('follow-state')).toContainText('Completed: everyone has signed');
  await expect(laura.getByTestId('follow-signer-state')).toHaveAttribute('data-state', 'signed');
  await expect(panel.getByTestId('follow-remind-all')).toHaveCount(0);
  await expect(panel.getByTestId('follow-history-entry').first()).toContainText(/Completed|Signed/);

  // The certificate is written once the request completed: its link downloads a PDF.
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  await expect.poll(async () => (await request.get(`${GW}/sign/requests/${id}/certificate`, { headers })).status(), { timeout: 20_000 }).toBe(200);
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByTestId('follow-certificate').click()]);
  expect(download.suggestedFilename()).toMatch(/^completion-certificate-\d+\.pdf$/);
  const bytes = await (await import('node:fs/promises')).readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

test('admin puts an account in place of a signer who has not signed, then voids the request with a reason', async ({ page, request }) => {
  const { id, reference } = await newContract(request);
  const { email } = await askExternal(request, id);
  const viewer = await openAsAdmin(page, reference);
  const panel = await openPanel(viewer);

  await signerItem(panel, 'Laura Esterni').getByTestId('follow-replace').click();
  const dialog = page.getByTestId('replace-dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Replace Laura Esterni');
  // Nothing chosen yet: the dialog says what it lacks.
  await dialog.getByTestId('replace-submit').click();
  await expect(dialog.getByTestId('replace-picked')).toHaveText('Choose an account first.');
  await dialog.getByTestId('replace-account').fill('Bian');
  await page.getByRole('option', { name: /Paolo Bianchi/ }).click();
  await expect(dialog.getByTestId('replace-picked')).toHaveText('Paolo Bianchi (user) signs instead');
  await expectAccessible(page);
  const withdrawn = await mailIds(request, email, 'sign-withdrawn');
  await dialog.getByTestId('replace-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('The signer was replaced')).toBeVisible();
  await expect(signerItem(panel, 'Laura Esterni')).toHaveCount(0);
  await expect(signerItem(panel, 'Paolo Bianchi')).toContainText('Step 1');
  await expect(panel.getByTestId('follow-history-entry').first()).toContainText('Signer replaced · admin');
  // The one replaced had been invited: they are told.
  await newMail(request, email, 'sign-withdrawn', withdrawn);

  // Void: the reason is required; then the panel says voided, by whom and why, and the viewer may ask again.
  await panel.getByTestId('follow-void').click();
  const voiding = page.getByTestId('void-dialog');
  await voiding.getByTestId('void-dialog-submit').click();
  await expect(voiding).toContainText('Required');
  await voiding.getByTestId('void-dialog-reason').fill('The wrong version was sent.');
  await voiding.getByTestId('void-dialog-submit').click();
  await expect(voiding).toBeHidden();
  await expect(panel.getByTestId('follow-state')).toContainText('Voided');
  await expect(panel.getByTestId('follow-ended')).toHaveText(/^By admin on \d\d\/\d\d\/\d\d \d\d:\d\d: “?The wrong version was sent\.”?$/);
  await expect(panel.getByTestId('follow-void')).toHaveCount(0);
  await expect(viewer.getByTestId('pdf-request-ended')).toHaveText('This signature request was voided.');
  await expect(viewer.getByTestId('ask-signatures')).toBeVisible();
  expect(await requestAs(request, id)).toMatchObject({ state: 'voided', ended: { by: 'admin', reason: 'The wrong version was sent.' } });
});

test('a signer declines in the viewer: the Sign button goes, and the asker’s panel shows who declined and why', async ({ page, browser, request }) => {
  const signer = await newSigner(request);
  const { id, reference } = await newContract(request);
  await askSignatures(request, id, { imgManage: 0, signers: [{ login: signer.login }] });

  const context = await browser.newContext();
  const signerPage = await context.newPage();
  await openWithToken(signerPage, signer.token, signer.login, '/wuser/composer#contracts');
  const viewer = await selectContract(signerPage, reference);
  await expect(viewer.getByTestId('sign-button')).toBeVisible();
  await viewer.getByTestId('decline-button').click();
  const dialog = signerPage.getByTestId('decline-dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Decline to sign');
  await dialog.getByTestId('decline-dialog-reason').fill('The amount in clause 4 is wrong.');
  await expectAccessible(signerPage);
  await dialog.getByTestId('decline-dialog-submit').click();
  await expect(signerPage.getByText('You declined to sign this document')).toBeVisible();
  await expect(viewer.getByTestId('pdf-request-ended')).toHaveText('This signature request was declined.');
  await expect(viewer.getByTestId('sign-button')).toHaveCount(0);
  await expect(viewer.getByTestId('decline-button')).toHaveCount(0);
  await context.close();

  const adminViewer = await openAsAdmin(page, reference);
  const panel = await openPanel(adminViewer);
  await expect(panel.getByTestId('follow-state')).toContainText('Declined');
  const { signers } = await requestAs(request, id);
  await expect(panel.getByTestId('follow-ended')).toContainText(`By ${signers[0].name} on`);
  await expect(panel.getByTestId('follow-ended')).toContainText('The amount in clause 4 is wrong.');
  await expect(signerItem(panel, signer.login).getByTestId('follow-signer-state')).toHaveAttribute('data-state', 'declined');
});

test('an external signer declines on their page: the page says the request has ended', async ({ page, request }) => {
  const { id } = await newContract(request);
  const { link } = await askExternal(request, id);
  await page.goto(link);
  await page.getByTestId('decline-button').click();
  const dialog = page.getByTestId('decline-dialog');
  await dialog.getByTestId('decline-dialog-reason').fill('I am not the right person to sign this.');
  await dialog.getByTestId('decline-dialog-submit').click();
  await expect(page.getByTestId('sign-link-ended')).toContainText('The request to sign this document has ended');
  await expect(page.getByTestId('pdf-viewer')).toHaveCount(0);
  expect(await requestAs(request, id)).toMatchObject({ state: 'declined', ended: { reason: 'I am not the right person to sign this.' } });
});

/**
 * Moves a request's due date into the past, as time would (a new request's may not be), and its next
 * look by the scheduler to now (it was set for the due date when the request was made).
 */
function passDueDate(requestId: number, workerIndex: number) {
  const db = new Database(path.join(process.env.PORTICO_E2E_DATABASES!, `portico-${workerIndex}.db`));
  try {
    db.prepare('UPDATE sign_request SET due_date = ?, next_run_at = ? WHERE id = ?').run(20200102, Date.now(), requestId);
  } finally {
    db.close();
  }
}

test('a request whose due date passed with onDue "expire" ends expired, and the panel says so', async ({ page, request }, testInfo) => {
  const { id, reference } = await newContract(request);
  const { requestId } = await askExternal(request, id, { dueDate: '2099-12-31', onDue: 'expire' });
  passDueDate(requestId, testInfo.parallelIndex);
  // The e2e servers look for what fell due every second (playwright.config.ts).
  await expect.poll(async () => (await requestAs(request, id)).state, { timeout: 20_000 }).toBe('expired');
  const viewer = await openAsAdmin(page, reference);
  const panel = await openPanel(viewer);
  await expect(panel.getByTestId('follow-state')).toContainText('Expired unsigned');
  await expect(panel.getByTestId('follow-ended')).toHaveText(/^On \d\d\/\d\d\/\d\d \d\d:\d\d, after its due date/);
  await expect(panel.getByTestId('follow-due')).toHaveText('Due 02/01/2020: the request ends unsigned after that day.');
  await expect(panel.getByTestId('follow-history-entry').first()).toContainText('Expired · the portal');
  await expect(viewer.getByTestId('pdf-request-ended')).toHaveText('This signature request expired unsigned.');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the panel is a sheet under the pages', async ({ page, request }) => {
    const { id, reference } = await newContract(request);
    await askExternal(request, id, { dueDate: '2099-12-31' });
    const viewer = await openAsAdmin(page, reference);
    const panel = await openPanel(viewer);
    const [viewerBox, panelBox] = [(await viewer.boundingBox())!, (await panel.boundingBox())!];
    expect(panelBox.width).toBeCloseTo(viewerBox.width, 0);
    expect((await viewer.locator('[data-testid="pdf-page"][data-page-number="1"]').boundingBox())!.y).toBeLessThan(panelBox.y);
    await expect(signerItem(panel, 'Laura Esterni').getByTestId('follow-remind')).toBeVisible();
    // The viewer's toolbar just under the portal's bar.
    await viewer.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 56));
    await page.screenshot({ path: `${SCREENS}/following-390.png` });
    await expectAccessible(page);
  });
});
