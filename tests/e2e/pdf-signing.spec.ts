import { type Page } from '@playwright/test';
import { pdfText } from '../support/pdfsig.js';
import { expect, openWithToken, test } from './support.js';
import {
  ageSignaturePassword, askSignatures, currentFile, expectAccessible, expectSignedAndTrusted, giveCredentials, GOOD_PASSWORD, newContract, newSigner, setSignaturePassword, typeOtp, type Signer,
} from './signing-support.js';

/**
 * A user signs a contract in the viewer of the Contracts page: the boxes of the sign modes, the sign
 * modal with the one-time password read from their mail, and the modals a negative answer opens (-4
 * sets a signature password, -7 changes it, -3 asks for the signature credentials), after which the
 * same signature goes through without starting over. Every signed PDF is checked with pdfsig.
 */

const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const box = (corner: string, x = 40, y = 60) => ({ page: 1, x, y, corner });

/** Opens the Contracts page as the signer and selects the contract: the viewer beside the list shows it. */
async function openContract(page: Page, signer: Signer, reference: string) {
  await openWithToken(page, signer.token, signer.login, '/wuser/composer#contracts');
  const list = widget(page, 'Contracts');
  await list.getByLabel('Counterparty').fill(reference);
  await list.getByRole('button', { name: 'Search', exact: true }).click();
  await list.getByRole('cell', { name: reference }).first().click();
  await expect(widget(page, 'Contract').getByTestId('pdf-page').first()).toBeVisible();
  // The viewer by its test id: a modal hides the page behind it from role queries.
  const viewer = page.getByTestId('pdf-viewer');
  return viewer;
}

test('mode 3: the user approves their box, sets a signature password (-4), gives their credentials (-3) and signs', async ({ page, request }) => {
  const signer = await newSigner(request);
  const { id, reference } = await newContract(request);
  await askSignatures(request, id, { imgManage: 3, signers: [{ login: signer.login, order: 1, boxes: [box('Basso sx')] }, { login: 'admin', order: 2, boxes: [box('Basso dx')] }] });
  const viewer = await openContract(page, signer, reference);

  await expect(viewer.getByTestId('sign-box-other')).toHaveText('Anna Amministratrice');
  const mine = viewer.getByTestId('sign-box');
  await expect(mine).toHaveText('CLICK HERE TO APPROVE');
  await expect(viewer.getByTestId('sign-button')).toBeDisabled();
  await mine.click();
  await expect(mine).toHaveText('APPROVED');
  const dialog = await typeOtp(page, request, signer);
  await dialog.getByTestId('sign-submit').click();

  // -4: no signature password yet. The modal checks as §5 before sending.
  const modal = page.getByRole('dialog', { name: 'Set your signature password' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('textbox', { name: 'User name' })).toHaveValue(signer.login);
  const save = modal.getByTestId('sign-password-submit');
  await modal.getByLabel(/^New signature password/).fill('weak');
  await expect(modal.getByTestId('strength-meter')).toHaveAttribute('aria-valuenow', '1');
  await modal.getByLabel(/^Confirm the new password/).fill('weak!');
  await modal.getByLabel(/^Confirm the new password/).blur();
  await expect(modal.getByText('Passwords do not match')).toBeVisible();
  await expect(save).toBeDisabled();
  await modal.getByLabel(/^New signature password/).fill(signer.login);
  await modal.getByLabel(/^Confirm the new password/).fill(signer.login);
  await expect(modal.getByTestId('sign-password-rule')).toHaveText('The password must not be your user name.');
  await expect(save).toBeDisabled();
  await modal.getByLabel(/^New signature password/).fill(GOOD_PASSWORD);
  await modal.getByLabel(/^Confirm the new password/).fill(GOOD_PASSWORD);
  await expect(modal.getByTestId('strength-meter')).toHaveAttribute('aria-valuenow', '5');
  await expectAccessible(page);
  await save.click();
  await expect(page.getByText('Signature password saved')).toBeVisible();

  // The same signature again: now -3, the credentials; then it signs.
  await giveCredentials(page, signer);
  expect(await expectSignedAndTrusted(request, await currentFile(request, id), 1)).toHaveLength(1);
  // The viewer shows the new version: the box is signed, nothing is left to approve or sign.
  await expect(viewer.getByTestId('sign-box')).toHaveCount(0);
  await expect(viewer.getByTestId('sign-button')).toHaveCount(0);
});

test('mode 3 on two pages: a box approved before the last page is read starts signing once it is read', async ({ page, request }) => {
  const signer = await newSigner(request);
  const { id, reference } = await newContract(request, 2);
  await askSignatures(request, id, { imgManage: 3, signers: [{ login: signer.login, boxes: [box('Alto sx')] }] });
  const viewer = await openContract(page, signer, reference);

  const mine = viewer.getByTestId('sign-box');
  await mine.click();
  await expect(mine).toHaveText('APPROVED');
  // The approval is complete, but the second page is unread: nothing starts yet.
  const dialog = page.getByRole('dialog', { name: 'Sign the document' });
  await expect(viewer.getByTestId('sign-button')).toBeDisabled();
  await expect(dialog).toHaveCount(0);
  await viewer.getByTestId('pdf-pages').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('sign-request-otp')).toBeVisible();
});

test('mode 0 on two pages: the sign button waits for the last page; -7 changes the expired signature password, then the same signature goes through', async ({ page, request }, testInfo) => {
  const signer = await newSigner(request);
  await setSignaturePassword(request, signer);
  ageSignaturePassword(signer, testInfo.parallelIndex);
  const { id, reference } = await newContract(request, 2);
  await askSignatures(request, id, {
    imgManage: 0,
    signers: [{ login: signer.login, boxes: [box('Basso dx')] }],
    reason: { list: null, default: 'Read and approved', editable: true, mandatory: true },
  });
  const viewer = await openContract(page, signer, reference);

  // Mode 0: the box is the user's, nothing to approve; signing waits only for the reading.
  await expect(viewer.getByTestId('sign-box')).toHaveCount(0);
  const sign = viewer.getByTestId('sign-button');
  await expect(sign).toBeDisabled();
  await viewer.getByTestId('pdf-pages').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(sign).toBeEnabled();
  await sign.click();
  const dialog = await typeOtp(page, request, signer);
  // A free reason: a 3-row text with the default, required.
  const reason = dialog.getByRole('textbox', { name: /Reason/ });
  await expect(reason).toHaveValue('Read and approved');
  await expect(reason).toHaveAttribute('rows', '3');
  await reason.fill('');
  await expect(dialog.getByText('Required')).toBeVisible();
  await expect(dialog.getByTestId('sign-submit')).toBeDisabled();
  await reason.fill('Approved after reading');
  await expectAccessible(page);
  await dialog.getByTestId('sign-submit').click();

  const modal = page.getByRole('dialog', { name: 'Your signature password has expired: change it' });
  await expect(modal).toBeVisible();
  const save = modal.getByTestId('sign-password-submit');
  await modal.getByLabel(/^New signature password/).fill('Renewed-9-pass');
  await modal.getByLabel(/^Confirm the new password/).fill('Renewed-9-pass');
  // RESET asks for the current password.
  await expect(save).toBeDisabled();
  await modal.getByLabel(/^Current signature password/).fill('Wrong-pass-1');
  await save.click();
  await expect(modal.getByTestId('sign-password-error')).toHaveText('The signature password was not saved: The current signature password is wrong.');
  await modal.getByLabel(/^Current signature password/).fill(GOOD_PASSWORD);
  await save.click();
  await expect(page.getByText('Signature password saved')).toBeVisible();
  await giveCredentials(page, signer, 'Renewed-9-pass');
  const signed = await currentFile(request, id);
  await expectSignedAndTrusted(request, signed, 1);
  expect(await pdfText(new Uint8Array(signed), 1)).toContain('Approved after reading');
});

test('mode 4 in full screen: every box is approved before signing starts by itself; a -3 with a wrong password asks again', async ({ page, request }) => {
  const signer = await newSigner(request);
  await setSignaturePassword(request, signer);
  const { id, reference } = await newContract(request);
  await askSignatures(request, id, { imgManage: 4, signers: [{ login: signer.login, boxes: [box('Basso sx'), box('Alto dx', 40, 140)] }] });
  const viewer = await openContract(page, signer, reference);
  // In full screen only the viewer is shown: the modals and their menus open inside it.
  await viewer.getByTestId('pdf-fullScreen').click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid'))).toBe('pdf-viewer');

  const boxes = viewer.getByTestId('sign-box');
  await expect(boxes).toHaveCount(2);
  await boxes.nth(0).focus();
  await page.keyboard.press('Space');
  await expect(boxes.nth(0)).toHaveAttribute('aria-pressed', 'true');
  // One of two approved: not yet.
  await expect(viewer.getByTestId('sign-button')).toBeDisabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await boxes.nth(1).click();
  const dialog = await typeOtp(page, request, signer);
  await dialog.getByTestId('sign-submit').click();

  const credentials = page.getByRole('dialog', { name: 'Confirm with your signature credentials' });
  await credentials.getByLabel(/Signature password/).fill('Not-my-pass-1');
  await credentials.getByRole('combobox', { name: /Meaning of the signature/ }).click();
  await page.getByRole('option', { name: 'Review', exact: true }).click();
  await expectAccessible(page);
  await credentials.getByTestId('sign-credentials-submit').click();
  await expect(credentials.getByTestId('sign-error')).toHaveText('Sign error: Your signature credentials are needed, or the ones given are wrong.');
  await expect(viewer.getByRole('dialog', { name: 'Confirm with your signature credentials' })).toBeVisible();
  await giveCredentials(page, signer);
  await expectSignedAndTrusted(request, await currentFile(request, id), 1);
});

test('mode 2: the user places a box, adds a text, and signs; the box and the text are in the signed PDF', async ({ page, request }) => {
  const signer = await newSigner(request);
  await setSignaturePassword(request, signer);
  const { id, reference } = await newContract(request);
  await askSignatures(request, id, { imgManage: 2, signers: [{ login: signer.login }] });
  const viewer = await openContract(page, signer, reference);

  // No box is given: signing waits for the user to place one.
  const sign = viewer.getByTestId('sign-button');
  await expect(sign).toBeDisabled();
  const pdfPage = viewer.getByTestId('pdf-page').first();
  // With a tool on, a click goes to the page's drawing canvas, once it is there.
  const drawAt = async (tool: string, x: number, y: number) => {
    await viewer.getByTestId(`tool-${tool}`).click();
    await expect(pdfPage.locator('.upper-canvas')).toBeAttached();
    await pdfPage.click({ position: { x, y } });
    await expect(viewer.locator(`[data-object-type="${tool}"]`)).toHaveCount(1);
  };
  await drawAt('sign', 120, 500);
  await expect(sign).toBeEnabled();
  await drawAt('text', 120, 200);

  await sign.click();
  const dialog = await typeOtp(page, request, signer);
  await dialog.getByTestId('sign-submit').click();
  await giveCredentials(page, signer);
  const signed = await currentFile(request, id);
  await expectSignedAndTrusted(request, signed, 1);
  expect(await pdfText(new Uint8Array(signed))).toContain('New Text...');
});
