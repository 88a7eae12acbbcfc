import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, expect, test } from './support.js';
import { addAccount, addExternal, clickPage, expectAccessible, GW, mailIds, newContract, newSigner, openContract, openPanel, pdfPage, signerRow, uniqueName } from './signing-support.js';

/**
 * Asking for signatures in the viewer (issue 42; docs/signing.md, "Asking in the viewer"): `user`,
 * who may update contracts, names signers on the Contracts page (an account found by name, an
 * external person by e-mail), gives them steps, places their boxes on the pages and sends; the
 * server's sign info then holds the request. Refusals show at the row they concern, and the panel
 * works on a phone, a box placed by a tap.
 */

const SCREENS = 'test-results/screens';

async function drag(page: Page, element: Locator, dx: number, dy: number) {
  await element.scrollIntoViewIfNeeded();
  const box = (await element.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2);
  await page.mouse.move(x + dx, y + dy);
  await page.mouse.up();
}

async function signInfoAs(request: APIRequestContext, who: 'admin' | 'user', id: number) {
  const res = await request.get(`${GW}/sign/get-info/${id}`, { headers: { authorization: `Bearer ${await apiToken(request, who)}` } });
  expect(res.status()).toBe(200);
  return res.json();
}

test('user asks admin (step 1) and an external person (step 2), a box each on pages 1 and 12, and sends', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { id, reference } = await newContract(request, 12);
  const external = `${uniqueName('ext-')}@example.org`;
  const viewer = await openContract(page, reference);
  const panel = await openPanel(viewer);

  await addAccount(page, panel, 'Amm', 'Anna Amministratrice');
  const admin = signerRow(panel, 'Anna Amministratrice');
  await expect(admin.getByTestId('ask-step')).toHaveValue('1');
  await expect(admin.getByTestId('ask-place')).toHaveAttribute('aria-pressed', 'true');
  // The account now named is not offered again.
  await panel.getByTestId('ask-account').fill('Amm');
  await expect(page.getByRole('option', { name: /Anna Amministratrice/ })).toHaveCount(0);
  await panel.getByTestId('ask-account').press('Escape');
  await panel.getByTestId('ask-account').fill('');

  // A click on page 1 places admin's box there, in admin's colour with the name; it is dragged and resized.
  await clickPage(viewer, 1, 200, 300);
  const adminBox = viewer.getByTestId('ask-box');
  await expect(adminBox).toHaveCount(1);
  await expect(adminBox).toHaveText('Anna Amministratrice');
  await expect(admin.getByTestId('ask-place')).toContainText('1 box');
  // CSS pixels per point at the zoom the viewer opened with (it may have fitted the width).
  const scale = (parseInt(await viewer.getByTestId('pdf-zoom-box').inputValue()) / 100) * (96 / 72);
  const before = (await adminBox.boundingBox())!;
  await drag(page, adminBox, 60, 40);
  await expect.poll(async () => (await adminBox.boundingBox())!.x).toBeCloseTo(before.x + 60, 0);
  await drag(page, viewer.getByTestId('ask-box-resize'), 40, 20);
  await expect.poll(async () => (await adminBox.boundingBox())!.width).toBeCloseTo(before.width + 40, 0);

  const laura = await addExternal(page, panel, external, 'Laura Esterni', 'Italiano');
  await expect(laura.getByTestId('ask-step')).toHaveValue('2');
  await expect(panel.getByTestId('ask-placing')).toContainText('Laura Esterni');
  // Page 12, after scrolling: a click there places the external person's box.
  await viewer.getByTestId('pdf-pages').evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect(pdfPage(viewer, 12).locator('canvas')).toBeVisible();
  await clickPage(viewer, 12, 150, 150);
  await expect(pdfPage(viewer, 12).getByTestId('ask-box')).toHaveText('Laura Esterni');
  await expect(laura.getByTestId('ask-place')).toContainText('1 box');

  // The whole viewer in the picture, its toolbar under the portal's bar.
  await page.setViewportSize({ width: 1280, height: 960 });
  await viewer.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 64));
  await page.screenshot({ path: `${SCREENS}/asking-1280.png` });
  await expectAccessible(page);

  const invitations = await mailIds(request, external, 'sign-invitation');
  expect(invitations).toEqual([]);
  const adminTold = await mailIds(request, 'admin@localhost', 'sign-request');
  // What follows the request: a message, reminders every 3 days (before the due date needs one: off).
  await panel.getByTestId('ask-message').fill('Please sign before the board meets.');
  await panel.getByTestId('ask-everyDays').fill('3');
  await expect(panel.getByTestId('ask-beforeDueDays')).toBeDisabled();
  await panel.getByTestId('ask-on-due').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENS}/asking-follow-up-1280.png` });
  await panel.getByTestId('ask-send').click();
  await expect(page.getByText('The signature request was sent')).toBeVisible();
  await expect(panel).toBeHidden();
  // The viewer reads its sign info again: nothing more to ask, and the request's boxes show (mode 3: everyone's).
  await expect(viewer.getByTestId('ask-signatures')).toHaveCount(0);
  await expect(pdfPage(viewer, 12).getByTestId('sign-box-other')).toHaveText('Laura Esterni');

  const info = await signInfoAs(request, 'admin', id);
  expect(info.request).toMatchObject({ state: 'open', dueDate: null });
  const followed = await request.get(`${GW}/sign/requests/${id}`, { headers: { authorization: `Bearer ${await apiToken(request, 'admin')}` } });
  expect(await followed.json()).toMatchObject({ message: 'Please sign before the board meets.', reminders: { everyDays: 3, beforeDueDays: null }, onDue: 'remind' });
  expect(info.request.signers.map((s: { name: string; order: number }) => [s.name, s.order])).toEqual([
    ['Anna Amministratrice', 1],
    ['Laura Esterni', 2],
  ]);
  expect(info.canSign).toBe(true);
  expect(info.canAsk).toBe(false);
  const fields = info.signFields.map((f: Record<string, unknown>) => ({ page: f.Fpage_number, who: f.FSign_User_Name, corner: f.origin_Corner, width: f.Ffield_width, height: f.Ffield_height }));
  expect(fields).toEqual([
    { page: 1, who: 'Anna Amministratrice', corner: 'Alto sx', width: expect.any(Number), height: expect.any(Number) },
    { page: 12, who: 'Laura Esterni', corner: 'Alto sx', width: 150, height: 112.5 },
  ]);
  // Admin's box was made 40 by 20 px larger than the default 150 by 112.5 points.
  expect(fields[0].width).toBeCloseTo(150 + 40 / scale, 0);
  expect(fields[0].height).toBeCloseTo(112.5 + 20 / scale, 0);
  // Step 1 is told at once (admin, to sign in the portal); the external signer of step 2 only once admin has signed.
  await expect.poll(async () => (await mailIds(request, 'admin@localhost', 'sign-request')).filter((m) => !adminTold.includes(m))).toHaveLength(1);
  expect(await mailIds(request, external, 'sign-invitation')).toEqual([]);
});

test('refusals show at the row they concern, in full screen: what the panel checks before sending, and what the server refuses', async ({ page, request }) => {
  const signer = await newSigner(request);
  const { id, reference } = await newContract(request, 1);
  const viewer = await openContract(page, reference);
  // In full screen only the viewer is shown: the panel's options and menus open inside it.
  await viewer.getByTestId('pdf-fullScreen').click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid'))).toBe('pdf-viewer');
  const panel = await openPanel(viewer);

  // Send with nobody named: the panel says so, and nothing goes.
  await panel.getByTestId('ask-send').click();
  await expect(panel).toContainText('Add at least one signer.');

  const wrong = await addExternal(page, panel, 'not-an-address', 'Somebody');
  await wrong.getByRole('combobox', { name: 'Language' }).click();
  await viewer.getByRole('option', { name: 'Deutsch', exact: true }).click();
  const first = await addExternal(page, panel, 'twice@example.org', 'Twice');
  const again = await addExternal(page, panel, 'TWICE@example.org', 'Twice again');
  await panel.getByTestId('ask-send').click();
  await expect(wrong).toContainText('Not an e-mail address');
  await expect(wrong.getByTestId('ask-email')).toHaveAttribute('aria-invalid', 'true');
  await expect(again).toContainText('Already among the signers');
  await expect(first).not.toContainText('Already among the signers');
  await expectAccessible(page);
  expect((await signInfoAs(request, 'admin', id)).request).toBeNull();

  // The server's refusal of a signer: an account picked, then deactivated before the request is sent.
  for (let i = 0; i < 3; i++) await panel.getByTestId('ask-signer').first().getByRole('button', { name: /^Remove/ }).click();
  await expect(panel.getByTestId('ask-signer')).toHaveCount(0);
  await panel.getByTestId('ask-account').fill(signer.login);
  await viewer.getByRole('option', { name: new RegExp(signer.login) }).click();
  await expect(signerRow(panel, signer.login)).toBeVisible();
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const account = await (await request.get(`/api/admin/users/${signer.login}`, { headers })).json();
  expect((await request.put(`/api/admin/users/${account.id}`, { headers, data: { email: account.email, activated: false } })).status()).toBe(200);
  await panel.getByTestId('ask-send').click();
  const refusal = signerRow(panel, signer.login).getByTestId('ask-signer-refusal');
  await expect(refusal).toHaveText(`there is no active account ${signer.login}`);
  await expect(panel).toBeVisible();
  expect((await signInfoAs(request, 'admin', id)).request).toBeNull();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the panel is a sheet under the pages, and a tap places a box', async ({ page, request }) => {
    const { id, reference } = await newContract(request, 2);
    const viewer = await openContract(page, reference);
    const panel = await openPanel(viewer);
    const [viewerBox, panelBox] = [(await viewer.boundingBox())!, (await panel.boundingBox())!];
    // The whole width, under the pages.
    expect(panelBox.width).toBeCloseTo(viewerBox.width, 0);
    expect((await pdfPage(viewer, 1).boundingBox())!.y).toBeLessThan(panelBox.y);

    await addAccount(page, panel, 'Amm', 'Anna Amministratrice');
    await pdfPage(viewer, 1).tap({ position: { x: 120, y: 80 } });
    await expect(viewer.getByTestId('ask-box')).toHaveText('Anna Amministratrice');
    await viewer.screenshot({ path: `${SCREENS}/asking-390.png` });
    await expectAccessible(page);

    await panel.getByTestId('ask-send').tap();
    await expect(page.getByText('The signature request was sent')).toBeVisible();
    const info = await signInfoAs(request, 'admin', id);
    expect(info.signFields.map((f: { Fpage_number: number; FSign_User: string }) => [f.Fpage_number, f.FSign_User])).toEqual([[1, 'admin']]);
  });
});
