import { type Locator, type Page } from '@playwright/test';
import { apiToken, expect, openSignedIn, openWithToken, test } from './support.js';
import {
  addAccount, askSignatures, clickPage, expectAccessible, giveCredentials, GW, newContract, newSigner, pdfPage, setSignaturePassword, signerRow, typeOtp,
} from './signing-support.js';

/**
 * Asking for signatures and following them from a list's rows (issue 42; docs/signing.md, "From a
 * list's rows"): on the Contracts page, `user` opens a contract's signing menu, asks a signer with a
 * reason they must give and that nothing fills in for them; the signer is held to it, in the sign
 * form and by the server. The menu then offers the request's Signatures panel instead.
 */

const SCREENS = 'test-results/screens';

const contracts = (page: Page) => page.getByRole('region', { name: 'Contracts', exact: true });

/** The contract's row in the Contracts list, found by its reference (not selected: the viewer beside the list stays empty). */
async function contractRow(page: Page, reference: string) {
  const list = contracts(page);
  // A phone folds the search filters behind a button.
  const filters = list.getByRole('button', { name: 'Search filters' });
  await expect(filters.or(list.getByLabel('Counterparty')).first()).toBeVisible();
  if (await filters.isVisible()) await filters.click();
  await list.getByLabel('Counterparty').fill(reference);
  await list.getByRole('button', { name: 'Search', exact: true }).click();
  const row = list.locator('tr', { has: page.getByRole('cell', { name: reference }) }).first();
  await expect(row).toBeVisible();
  return row;
}

/** Opens the row's signing menu; answers the menu once it has read the document's request. */
async function openSignMenu(page: Page, row: Locator) {
  const button = row.getByTestId('row-sign');
  await expect(button).toHaveAccessibleName(/^Signing of document \d+$/);
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByText('Reading its signature request…')).toHaveCount(0);
  return menu;
}

/** The viewer of the document-viewer modal a row's menu opened. */
const dialogViewer = (page: Page) => page.getByRole('dialog').getByTestId('pdf-viewer');

test('from a row, user asks for a signature with a reason the signer must give; the signer is held to it; the row then follows the request', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const signer = await newSigner(request);
  await setSignaturePassword(request, signer);
  const { id, reference } = await newContract(request, 1);
  await openSignedIn(page, 'user', '/wuser/composer#contracts');
  const row = await contractRow(page, reference);

  // No request yet: only asking is offered.
  let menu = await openSignMenu(page, row);
  await expect(menu.getByRole('menuitem')).toHaveText(['Ask for signatures']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/row-menu-1280.png` });
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: 'Ask for signatures', exact: true }).click();

  // The viewer opens over the page with the asking panel already open.
  const viewer = dialogViewer(page);
  const panel = viewer.getByTestId('ask-panel');
  await expect(panel).toBeVisible();
  await expect(viewer.getByTestId('ask-signatures')).toHaveAttribute('aria-expanded', 'true');
  await addAccount(page, panel, signer.login, signer.login);
  await expect(signerRow(panel, signer.login).getByTestId('ask-place')).toHaveAttribute('aria-pressed', 'true');
  await expect(pdfPage(viewer, 1).locator('canvas')).toBeVisible();
  await clickPage(viewer, 1, 120, 160);
  await expect(viewer.getByTestId('ask-box')).toHaveCount(1);

  // The reason: the contracts' rules to begin with (a list, a default, editable, required).
  const mandatory = panel.getByTestId('ask-reason-mandatory');
  const editable = panel.getByTestId('ask-reason-editable');
  await expect(mandatory).toBeChecked();
  await expect(editable).toBeChecked();
  await expect(panel.getByText('Signers choose their reason from the list “Signature reasons”.')).toBeVisible();
  const fallback = panel.getByRole('combobox', { name: 'Reason filled in for them' });
  await expect(fallback).toHaveText('I agree to the terms');
  // Not changeable and required, with nothing filled in: the panel says what is missing, and nothing goes.
  await fallback.click();
  await page.getByRole('option', { name: 'None' }).click();
  await editable.uncheck();
  await panel.getByTestId('ask-send').click();
  await expect(panel).toContainText('A reason signers must give and may not change needs one filled in for them.');
  // Changeable again: the signer must choose a reason themselves.
  await editable.check();
  await expect(panel).not.toContainText('needs one filled in for them');
  await fallback.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/row-asking-reason-1280.png` });
  await expectAccessible(page);
  await panel.getByTestId('ask-send').click();
  await expect(page.getByText('The signature request was sent')).toBeVisible();
  await expect(panel).toBeHidden();

  // The server took the rules: a reason is required and nothing is filled in.
  const signerAuth = { authorization: `Bearer ${signer.token}` };
  const info = await (await request.get(`${GW}/sign/get-info/${id}`, { headers: signerAuth })).json();
  expect(info).toMatchObject({ canSign: true, reasonMandatory: true, reasonEditable: true, reasonDefault: '', reasonValueList: 7 });
  // A signature without a reason is refused before anything else is looked at.
  const bare = await request.put(`${GW}/sign/document/${id}`, { headers: signerAuth, data: { otp: '123456' } });
  expect(bare.status()).toBe(400);
  expect((await bare.json()).detail).toBe('A reason is required');

  // The signer signs in the viewer of the Contracts page: Sign waits for a reason.
  const context = await browser.newContext();
  const signerPage = await context.newPage();
  await openWithToken(signerPage, signer.token, signer.login, '/wuser/composer#contracts');
  const signerRowEl = await contractRow(signerPage, reference);
  await signerRowEl.getByRole('cell', { name: reference }).first().click();
  // Mode 3, the contracts': approving their box opens the sign form.
  const mine = signerPage.getByTestId('pdf-viewer').getByTestId('sign-box');
  await expect(mine).toHaveText('CLICK HERE TO APPROVE');
  await mine.click();
  const form = await typeOtp(signerPage, request, signer);
  const reason = form.getByRole('combobox', { name: /Reason/ });
  // Nothing chosen (MUI's select shows a zero-width space), and required.
  await expect(reason).toHaveText(/^[\s\u200b]*$/);
  await expect(reason).toHaveAttribute('aria-required', 'true');
  await expect(form.getByText('Required')).toBeVisible();
  await expect(form.getByTestId('sign-submit')).toBeDisabled();
  await reason.click();
  await signerPage.getByRole('option', { name: 'I have reviewed this document' }).click();
  await expect(form.getByTestId('sign-submit')).toBeEnabled();
  await form.getByTestId('sign-submit').click();
  await giveCredentials(signerPage, signer);
  await context.close();

  // Back on user's list: the completed request is followed from the row, and another may be asked.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  menu = await openSignMenu(page, row);
  await expect(menu.getByRole('menuitem')).toHaveText(['Ask for signatures', 'Signatures']);
  await menu.getByRole('menuitem', { name: 'Signatures', exact: true }).click();
  const follow = dialogViewer(page).getByTestId('follow-panel');
  await expect(follow).toBeVisible();
  await expect(follow.getByTestId('follow-state')).toContainText('Completed');
  await expect(follow.getByTestId('follow-signer').filter({ hasText: signer.login }).getByTestId('follow-signer-state')).toHaveAttribute('data-state', 'signed');
});

test('while a request is open, the row offers its Signatures only', async ({ page, request }) => {
  const { id, reference } = await newContract(request, 1);
  await askSignatures(request, id, { imgManage: 0, signers: [{ login: 'admin' }] });
  await openSignedIn(page, 'user', '/wuser/composer#contracts');
  const menu = await openSignMenu(page, await contractRow(page, reference));
  await expect(menu.getByRole('menuitem')).toHaveText(['Signatures']);
  await menu.getByRole('menuitem', { name: 'Signatures', exact: true }).click();
  const follow = dialogViewer(page).getByTestId('follow-panel');
  await expect(follow.getByTestId('follow-state')).toContainText('Open: waiting for signatures');
  await expect(follow.getByTestId('follow-signer')).toContainText('Anna Amministratrice');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SCREENS}/row-following-1280.png` });
  await expectAccessible(page);
});

test('a row without a PDF has no signing menu; one with a PDF has', async ({ page, request }) => {
  const { reference } = await newContract(request, 1);
  const res = await request.post(`${GW}/entities`, {
    headers: { authorization: `Bearer ${await apiToken(request, 'admin')}` },
    data: { fam: 'contracts', fieldParameters: [{ fieldsId: 1, values: `${reference}-X` }, { fieldsId: 2, values: `${reference}-X` }] },
  });
  expect(res.status(), await res.text()).toBe(201);
  await openSignedIn(page, 'user', '/wuser/composer#contracts');
  const list = contracts(page);
  await contractRow(page, reference);
  await expect(list.locator('tr', { has: page.getByRole('cell', { name: `${reference}-X` }) }).getByTestId('row-sign')).toHaveCount(0);
  await expect(list.locator('tr', { has: page.getByRole('cell', { name: reference, exact: true }) }).getByTestId('row-sign')).toHaveCount(1);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the row menu, then the asking panel under the page in the viewer that fills the screen', async ({ page, request }) => {
    const { reference } = await newContract(request, 1);
    await openSignedIn(page, 'user', '/wuser/composer#contracts');
    const row = await contractRow(page, reference);
    const menu = await openSignMenu(page, row);
    await page.screenshot({ path: `${SCREENS}/row-menu-390.png` });
    await menu.getByRole('menuitem', { name: 'Ask for signatures', exact: true }).tap();
    const viewer = dialogViewer(page);
    const panel = viewer.getByTestId('ask-panel');
    await expect(panel).toBeVisible();
    await expect(pdfPage(viewer, 1).locator('canvas')).toBeVisible();
    expect((await pdfPage(viewer, 1).boundingBox())!.y).toBeLessThan((await panel.boundingBox())!.y);
    await panel.getByTestId('ask-reason-editable').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/row-asking-390.png` });
    await expectAccessible(page);
  });
});
