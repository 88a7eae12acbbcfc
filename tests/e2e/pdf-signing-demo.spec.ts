import { type Page } from '@playwright/test';
import { apiToken, expect, openSignedIn, test } from './support.js';
import { currentFile, expectSignedAndTrusted, GOOD_PASSWORD, GW, mailIds, otpFromMail } from './signing-support.js';

/** The demonstration in the browser: guests read a contract read-only; `user` signs every contract awaiting them. */

const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('a guest reads a contract read-only on the public page', async ({ page }) => {
  await page.goto('/wguest/composer#read-a-contract');
  const viewer = widget(page, 'Contract');
  await expect(viewer.getByText('Select a document')).toBeVisible();
  await widget(page, 'Contracts to read').locator('tbody tr').first().click();
  await expect(viewer.getByTestId('pdf-page').first()).toBeVisible();
  await expect(viewer.getByTestId('pdf-download')).toBeVisible();
  await expect(viewer.getByTestId('pdf-save')).toHaveCount(0);
  await expect(viewer.getByTestId('sign-button')).toHaveCount(0);
  await expect(viewer.getByTestId('sign-box')).toHaveCount(0);
});

/**
 * The demonstration's contracts awaiting `user` (modes 0, 2, 3 and 4, and one admin signed first), each
 * signed in the Contracts page's viewer as a person would: the first signature sets the signature
 * password (-4), each then confirms with the credentials (-3). Every signed PDF checked with pdfsig.
 */
test('user signs every demonstration contract awaiting them in the browser', async ({ page, request }) => {
  test.setTimeout(180_000);
  const headers = { authorization: `Bearer ${await apiToken(request, 'user')}` };
  // Other tests add contracts of their own (SIGN-…) beside the demonstration's (CTR-…): all are read.
  const { list } = await (await request.post(`${GW}/execute-query?page=0&size=500&lang=en`, { headers, data: { fam: 'contracts', max: 500 } })).json();
  const demonstration = (list as { fidd: number; fields: Record<string, { val: unknown }> }[]).filter((row) => String(row.fields['1'].val).startsWith('CTR-'));
  const awaiting: { id: number; reference: string; counterparty: string; mode: number; signatures: number; boxes: number }[] = [];
  for (const row of demonstration) {
    const info = await (await request.get(`${GW}/sign/get-info/${row.fidd}`, { headers })).json();
    // The boxes the viewer offers to approve: none in modes 0 and 2, the user's own in 3, all in 4.
    const open = (info.signFields as { FSign_User: unknown; signed?: boolean }[]).filter((f) => !f.signed);
    const boxes = info.imgManage === 3 ? open.filter((f) => f.FSign_User === 'user').length : info.imgManage === 4 ? open.length : 0;
    if (info.canSign) awaiting.push({ id: row.fidd, reference: String(row.fields['1'].val), counterparty: String(row.fields['2'].val), mode: info.imgManage, signatures: info.signatureCount, boxes });
  }
  expect(awaiting.map((a) => a.mode).sort()).toEqual([0, 2, 3, 3, 4]);
  const { email } = await (await request.get('/api/account', { headers })).json();

  await openSignedIn(page, 'user', '/wuser/composer#contracts');
  const viewer = page.getByTestId('pdf-viewer');
  let passwordSet = false;
  for (const contract of awaiting) {
    // Found as a person would, by its counterparty: newer contracts may fill the list's first page.
    const contracts = widget(page, 'Contracts');
    await contracts.getByLabel('Counterparty').fill(contract.counterparty);
    await contracts.getByRole('button', { name: 'Search', exact: true }).click();
    await contracts.getByRole('cell', { name: contract.reference, exact: true }).click();
    // The viewer shows this contract, not still the one signed before, with its sign info read.
    await expect(viewer).toHaveAttribute('data-document-id', String(contract.id));
    const pdfPage = viewer.getByTestId('pdf-page').first();
    await expect(pdfPage).toBeVisible();
    const boxes = viewer.getByTestId('sign-box');
    await expect(boxes).toHaveCount(contract.boxes);
    if (contract.mode === 2) {
      await viewer.getByTestId('tool-sign').click();
      await expect(pdfPage.locator('.upper-canvas')).toBeAttached();
      await pdfPage.click({ position: { x: 120, y: 400 } });
    }
    for (let i = 0; i < contract.boxes; i++) await boxes.nth(i).click();
    if (contract.mode === 0 || contract.mode === 2) await viewer.getByTestId('sign-button').click();

    const dialog = page.getByRole('dialog', { name: 'Sign the document' });
    const seen = await mailIds(request, email, 'sign-otp');
    await dialog.getByTestId('sign-request-otp').click();
    await dialog.getByTestId('sign-otp').fill(await otpFromMail(request, email, seen));
    await dialog.getByTestId('sign-submit').click();
    if (!passwordSet) {
      const modal = page.getByRole('dialog', { name: 'Set your signature password' });
      await modal.getByLabel(/^New signature password/).fill(GOOD_PASSWORD);
      await modal.getByLabel(/^Confirm the new password/).fill(GOOD_PASSWORD);
      await modal.getByTestId('sign-password-submit').click();
      passwordSet = true;
    }
    const credentials = page.getByRole('dialog', { name: 'Confirm with your signature credentials' });
    await credentials.getByLabel(/Signature password/).fill(GOOD_PASSWORD);
    await credentials.getByRole('combobox', { name: /Meaning of the signature/ }).click();
    await page.getByRole('option', { name: 'Approval', exact: true }).click();
    await credentials.getByTestId('sign-credentials-submit').click();
    await expect(credentials).toBeHidden();
    await expect(viewer.getByTestId('sign-button')).toHaveCount(0);
    const signers = await expectSignedAndTrusted(request, await currentFile(request, contract.id), contract.signatures + 1);
    expect(signers.at(-1)).toBe('Paolo Bianchi');
  }
});
