import { type Locator, type Page } from '@playwright/test';
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

/** A three-page contract whose external signer's box is on page 2 (admin's on page 1); the signer's link. */
async function inviteToPageTwo(request: Parameters<typeof newContract>[0], imgManage = 3) {
  const email = `${uniqueName('ext')}@example.org`;
  const { id } = await newContract(request, 3);
  const box = (page: number, corner: string) => (imgManage === 2 ? [] : [{ page, x: 40, y: 60, corner }]);
  await askSignatures(request, id, {
    imgManage,
    signers: [
      { login: 'admin', order: 1, boxes: box(1, 'Basso sx') },
      { email, name: 'Erika Esterna', langKey: 'en', order: 1, boxes: box(2, 'Basso dx') },
    ],
  });
  return linkPath((await newMail(request, email, 'sign-invitation')).text, '/sign/');
}

/** Whether an element lies wholly inside the viewer's scrolled pages, where the reader sees it. */
const inStack = (element: Locator) =>
  element.evaluate((e) => {
    const stack = e.closest('[data-testid="pdf-pages"]')!.getBoundingClientRect();
    const box = e.getBoundingClientRect();
    return box.top >= stack.top && box.bottom <= stack.bottom && box.left >= stack.left && box.right <= stack.right;
  });

test('the signer opens on their box on page 2, is told that it awaits their approval, and is taken back to it', async ({ page, request }) => {
  await page.goto(await inviteToPageTwo(request));
  const mine = page.getByTestId('sign-box');
  await expect(mine).toHaveText('CLICK HERE TO APPROVE');
  await expect.poll(() => inStack(mine)).toBe(true);
  await expect(page.getByTestId('pdf-page-box')).toHaveValue('2 / 3');
  const hint = page.getByTestId('sign-hint');
  await expect(hint).toContainText('Approve your box on page 2');
  await expect(page.getByTestId('sign-button')).toBeDisabled();
  await expect(page.getByTestId('sign-button')).toHaveAccessibleDescription('Approve your box on page 2');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    await page.screenshot({ path: `test-results/screens/sign-external-hint-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back on page 1, the hint's button brings the box into sight, with the focus on it.
  await page.getByTestId('pdf-page-box').fill('1');
  await page.getByTestId('pdf-page-box').press('Enter');
  await expect.poll(() => inStack(mine)).toBe(false);
  await hint.getByRole('button', { name: 'Show me' }).click();
  await expect.poll(() => inStack(mine)).toBe(true);
  await expect(mine).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(mine).toHaveText('APPROVED');
  await expect(hint).toHaveCount(0);
});

test('on a phone the page fits the width and the drawing tools fold behind one button', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(await inviteToPageTwo(request));
  const viewer = page.getByTestId('pdf-viewer');
  const first = viewer.locator('[data-testid="pdf-page"][data-page-number="1"]');
  await expect(first.locator('canvas')).toBeVisible();
  // The page fills the viewer's width but for its margins (15 px a side): no column of tools beside it.
  const viewerWidth = await viewer.evaluate((e) => e.clientWidth);
  await expect.poll(async () => (await first.boundingBox())!.width).toBeGreaterThan(viewerWidth - 2 * 15 - 8);
  await expect(viewer.getByRole('group', { name: 'Drawing tools' })).toHaveCount(0);
  const tools = viewer.getByRole('button', { name: 'Drawing tools' });
  await tools.click();
  await page.getByRole('menuitemradio', { name: 'Text' }).click();
  await expect(tools).toHaveAttribute('aria-pressed', 'true');
  await expect(viewer.getByTestId('drawing-layer-2')).toBeAttached();
  await page.screenshot({ path: 'test-results/screens/sign-external-phone-tool.png' });
  await tools.click();
  await expect(page.getByRole('menuitemradio', { name: 'Text' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemradio', { name: 'Text' }).click();
  await expect(tools).toHaveAttribute('aria-pressed', 'false');
  await expectAccessible(page);
});

/**
 * How alike two icons look, from 0 to 1: the shapes of their SVG paths drawn, each cropped to what it
 * covers and scaled to 32 by 32, and the share of that the two have in common (intersection over union).
 */
async function likeness(page: Page, a: Locator, b: Locator): Promise<number> {
  const paths = [await a.locator('svg path').getAttribute('d'), await b.locator('svg path').getAttribute('d')];
  return page.evaluate((ds) => {
    const shape = (d: string) => {
      const canvas = new OffscreenCanvas(96, 96);
      const g = canvas.getContext('2d')!;
      g.scale(4, 4);
      g.fill(new Path2D(d));
      const px = g.getImageData(0, 0, 96, 96).data;
      const on = (x: number, y: number) => px[(y * 96 + x) * 4 + 3] > 127;
      let [x0, y0, x1, y1] = [96, 96, -1, -1];
      for (let y = 0; y < 96; y++) for (let x = 0; x < 96; x++) if (on(x, y)) [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
      return Array.from({ length: 32 * 32 }, (_, i) => on(Math.floor(x0 + (((i % 32) + 0.5) * (x1 - x0 + 1)) / 32), Math.floor(y0 + ((Math.floor(i / 32) + 0.5) * (y1 - y0 + 1)) / 32)));
    };
    const [s, t] = ds.map((d) => shape(d!));
    return s.filter((v, i) => v && t[i]).length / s.filter((v, i) => v || t[i]).length;
  }, paths);
}

test('the sign-box tool and full screen each have an icon of their own; placing a box is what a signer in mode 2 is told', async ({ page, request }) => {
  await page.goto(await inviteToPageTwo(request, 2));
  const viewer = page.getByTestId('pdf-viewer');
  const signBox = viewer.getByTestId('tool-sign');
  const fullScreen = viewer.getByTestId('pdf-fullScreen');
  await expect(signBox).toBeVisible();
  expect(await likeness(page, fullScreen, fullScreen)).toBe(1);
  expect(await likeness(page, signBox, fullScreen)).toBeLessThan(0.5);
  await page.screenshot({ path: 'test-results/screens/sign-external-mode-2.png' });

  const hint = page.getByTestId('sign-hint');
  await expect(hint).toContainText('Place your sign box on the document');
  await hint.getByRole('button', { name: 'Sign box' }).click();
  await expect(signBox).toHaveAttribute('aria-pressed', 'true');
});
