import { AUTH_TOKEN_KEY } from '../../src/providers/tokenStorage.js';
import { expect, linkPath, test } from './support.js';
import { askSignatures, currentFile, expectAccessible, expectSignedAndTrusted, GW, mailIds, newContract, newMail, otpFromMail, uniqueName } from './signing-support.js';

/**
 * An external signer signs in the browser with the invitation's link, as mailed: no account, their
 * box to approve beside another signer's, the one-time password read from their mail, the reason,
 * the signature checked with pdfsig. An altered link says so and offers nothing else.
 */

async function invite(request: Parameters<typeof newContract>[0]) {
  const email = `${uniqueName('ext')}@example.org`;
  const { id } = await newContract(request);
  // admin and the external signer sign in any order (the same order): the external's turn is now.
  await askSignatures(request, id, {
    imgManage: 3,
    signers: [
      { login: 'admin', order: 1, boxes: [{ page: 1, x: 40, y: 60, corner: 'Basso sx' }] },
      { email, name: 'Erika Esterna', langKey: 'en', order: 1, boxes: [{ page: 1, x: 40, y: 60, corner: 'Basso dx' }] },
    ],
  });
  const invitation = await newMail(request, email, 'sign-invitation');
  return { id, email, link: linkPath(invitation.text, '/sign/') };
}

test('an external signer approves their box, asks for a one-time password and signs with the mailed link', async ({ page, request }) => {
  const { id, email, link } = await invite(request);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Document to sign' })).toBeVisible();
  // No account, no composer: the page is the document alone.
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  await expect(page.getByTestId('page-tree')).toHaveCount(0);

  // The other signer's box is shown apart, with their name, and cannot be approved.
  const other = page.getByTestId('sign-box-other');
  await expect(other).toHaveText('Anna Amministratrice');
  await expect(other).toHaveCSS('pointer-events', 'none');
  const mine = page.getByTestId('sign-box');
  await expect(mine).toHaveText('CLICK HERE TO APPROVE');
  await expect(page.getByTestId('sign-button')).toBeDisabled();

  // Approving by keyboard completes the approval: the sign form opens by itself.
  await mine.focus();
  await page.keyboard.press('Enter');
  await expect(mine).toHaveText('APPROVED');
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  const dialog = page.getByRole('dialog', { name: 'Sign the document' });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByTestId('sign-submit');
  await expect(submit).toBeDisabled();
  await expect(dialog.getByRole('combobox', { name: /Reason/ })).toHaveText('I agree to the terms');
  await expectAccessible(page);

  const seen = await mailIds(request, email, 'sign-otp');
  await dialog.getByTestId('sign-request-otp').click();
  await expect(page.getByText('OTP sent successfully')).toBeVisible();
  await expect(dialog.getByTestId('sign-otp-sent-to')).toContainText('@example.org');
  const otp = await otpFromMail(request, email, seen);

  // A wrong code is said in words; the form stays, and the right one then signs.
  await dialog.getByTestId('sign-otp').fill(otp === '000000' ? '111111' : '000000');
  await submit.click();
  await expect(page.getByText('Sign error: The one-time password is not the one sent.').first()).toBeVisible();
  await expect(dialog.getByTestId('sign-error')).toHaveText('Sign error: The one-time password is not the one sent.');
  await dialog.getByTestId('sign-otp').fill(otp);
  await submit.click();
  await expect(page.getByText('Sign success')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('sign-link-done')).toBeVisible();
  await expect(page.getByTestId('sign-button')).toHaveCount(0);

  expect(await expectSignedAndTrusted(request, await currentFile(request, id), 1)).toEqual(['Erika Esterna']);
});

test('an altered or incomplete signing link says so and offers nothing else', async ({ page, request }) => {
  const { link } = await invite(request);
  const url = new URL(link, 'http://x');
  const token = url.searchParams.get('signToken')!;
  url.searchParams.set('signToken', `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`);
  for (const address of [`${url.pathname}${url.search}`, url.pathname]) {
    await page.goto(address);
    await expect(page.getByTestId('sign-link-invalid')).toHaveText('This signing link has expired or is not valid. Ask the sender for a new invitation.');
    await expect(page.getByTestId('sign-button')).toHaveCount(0);
    await expect(page.getByTestId('pdf-viewer')).toHaveCount(0);
    await expect(page.getByRole('button')).toHaveCount(0);
  }
});

test("a browser still holding an ended session's token opens the signing link as the link's signer", async ({ page, request }) => {
  const { link } = await invite(request);
  await page.addInitScript(([key]) => sessionStorage.setItem(key, 'an.ended.session'), [AUTH_TOKEN_KEY] as const);
  await page.goto(link);
  await expect(page.getByTestId('sign-box')).toHaveText('CLICK HERE TO APPROVE');
  await expect(page).toHaveURL(/\/sign\//);
});

test('a signer invited after another signs the version the first signature made, from the link to the first version', async ({ page, request }) => {
  const [first, second] = [`${uniqueName('ext1')}@example.org`, `${uniqueName('ext2')}@example.org`];
  const { id } = await newContract(request);
  await askSignatures(request, id, {
    imgManage: 3,
    signers: [
      { email: first, name: 'Primo Firmatario', langKey: 'en', order: 1, boxes: [{ page: 1, x: 40, y: 60, corner: 'Basso sx' }] },
      { email: second, name: 'Seconda Firmataria', langKey: 'en', order: 2, boxes: [{ page: 1, x: 40, y: 60, corner: 'Basso dx' }] },
    ],
  });
  // The first signer signs through the API, as their own browser would.
  const firstLink = new URL(linkPath((await newMail(request, first, 'sign-invitation')).text, '/sign/'), 'http://x');
  const seen = await mailIds(request, first, 'sign-otp');
  expect((await request.get(`${GW}/sign/require-otp/${id}${firstLink.search}`)).status()).toBe(200);
  const signed = await request.put(`${GW}/sign/document/${id}${firstLink.search}`, { data: { otp: await otpFromMail(request, first, seen) } });
  expect(Number(await signed.json())).toBeGreaterThan(id);

  // The second signer's link names the first version: the screen moves to the one to sign.
  await page.goto(linkPath((await newMail(request, second, 'sign-invitation')).text, '/sign/'));
  await expect(page.getByTestId('sign-box')).toHaveText('CLICK HERE TO APPROVE');
  await page.getByTestId('sign-box').click();
  const dialog = page.getByRole('dialog', { name: 'Sign the document' });
  const seen2 = await mailIds(request, second, 'sign-otp');
  await dialog.getByTestId('sign-request-otp').click();
  await dialog.getByTestId('sign-otp').fill(await otpFromMail(request, second, seen2));
  await dialog.getByTestId('sign-submit').click();
  await expect(page.getByTestId('sign-link-done')).toBeVisible();
  expect(await expectSignedAndTrusted(request, await currentFile(request, id), 2)).toEqual(['Primo Firmatario', 'Seconda Firmataria']);
});

test('one-time passwords asked for too often: Sending OTP error, in words', async ({ page, request }) => {
  const { link } = await invite(request);
  await page.goto(link);
  await page.getByTestId('sign-box').click();
  const dialog = page.getByRole('dialog', { name: 'Sign the document' });
  const ask = dialog.getByTestId('sign-request-otp');
  for (let i = 0; i < 5; i++) {
    await ask.click();
    // Disabled while the code is being sent, then free again.
    await expect(ask).toBeEnabled();
  }
  await ask.click();
  await expect(dialog.getByTestId('sign-otp-error')).toHaveText('Sending OTP error: Too many one-time passwords were asked for. Try again later.');
  await expect(page.getByText('Sending OTP error: Too many one-time passwords were asked for. Try again later.').first()).toBeVisible();
});
