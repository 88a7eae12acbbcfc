import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, expect, openSignedIn, test } from './support.js';
import { a4Pdf, currentFile, expectAccessible, GOOD_PASSWORD, GW, mailIds, newContract, newSigner, otpFromMail, pdfPage, selectContract, setSignaturePassword, uniqueName, type Signer } from './signing-support.js';

/**
 * The signature panel (issue 43; docs/signing.md, "The signature panel"): a contract signed twice at
 * B-LTA (its PDF signed as a deed, whose family signs at B-LTA) lists two signatures and two document
 * timestamps, each valid; a tampered copy lists its signatures broken. Set up through the API.
 */

const SCREENS = 'test-results/screens';
const DEEDS = 90;

const adminHeaders = async (request: APIRequestContext) => ({ authorization: `Bearer ${await apiToken(request, 'admin')}` });

/** A signer who may also read and update deeds. */
async function deedSigner(request: APIRequestContext): Promise<Signer> {
  const signer = await newSigner(request);
  const headers = await adminHeaders(request);
  const permission = await (await request.post('/api/permissions', { headers, data: { name: uniqueName('perm'), type: 'FAMILY', adiutoId: DEEDS, read: true, update: true, create: true } })).json();
  expect((await request.post('/api/aliases', { headers, data: { name: uniqueName('alias'), adiutoId: signer.id, permissions: [{ id: permission.id }] } })).status()).toBe(201);
  await setSignaturePassword(request, signer);
  return signer;
}

/** A deed's PDF signed by two signers in turn, through the API. */
async function deedSignedTwice(request: APIRequestContext, signers: Signer[]): Promise<Buffer> {
  const headers = await adminHeaders(request);
  const created = await request.post(`${GW}/entities`, { headers, data: { fam: 'deeds', fieldParameters: [{ fieldsId: 1, values: uniqueName('DEED-').slice(0, 30) }], fileInfo: 'data:application/pdf;base64,', file: a4Pdf(1).toString('base64'), fileName: 'deed.pdf' } });
  expect(created.status(), await created.text()).toBe(201);
  let id = Number(await created.json());
  const asked = await request.post(`${GW}/sign/requests/${id}`, { headers, data: { signers: signers.map((s, i) => ({ login: s.login, boxes: [{ page: 1, x: 40 + 220 * i, y: 60, corner: 'Basso sx' }] })) } });
  expect(asked.status(), await asked.text()).toBe(201);
  for (const signer of signers) {
    const auth = { authorization: `Bearer ${signer.token}` };
    const seen = await mailIds(request, signer.email, 'sign-otp');
    expect((await request.get(`${GW}/sign/require-otp/${id}`, { headers: auth })).status()).toBe(200);
    const otp = await otpFromMail(request, signer.email, seen);
    const signed = await request.put(`${GW}/sign/document/${id}`, { headers: auth, data: { otp, signUsername: signer.login, signPassword: GOOD_PASSWORD, signMeaning: 'Approval' } });
    const next = Number(await signed.json());
    expect(next, `signed by ${signer.login}`).toBeGreaterThan(id);
    id = next;
  }
  return currentFile(request, id);
}

/**
 * The selected signature's outline sits on its signer's box (deedSignedTwice: 150 by 112.5 points,
 * 40 + 220 * i from the left of the 595 by 842 page, 60 up) and is in view.
 */
async function expectOutlineOnBox(page: Page, signer: number) {
  const pdfPageShown = pdfPage(page.getByTestId('pdf-viewer'), 1);
  const outline = pdfPageShown.getByTestId('verdict-outline');
  await expect(outline).toHaveAttribute('data-field', 'visible');
  await expect(outline).toBeInViewport();
  const [shown, box] = [await pdfPageShown.boundingBox(), await outline.boundingBox()];
  const scale = shown!.width / 595;
  const expected = { x: shown!.x + (40 + 220 * signer) * scale, y: shown!.y + (842 - 60 - 112.5) * scale, width: 150 * scale, height: 112.5 * scale };
  for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(box![key] - expected[key]), key).toBeLessThan(2);
}

async function openPanel(page: Page, reference: string): Promise<Locator> {
  await openSignedIn(page, 'admin', '/wuser/composer#contracts');
  const viewer = await selectContract(page, reference);
  await viewer.getByTestId('verdicts-show').click();
  const panel = viewer.getByTestId('verdicts-panel');
  await expect(panel).toBeVisible();
  await expect(viewer.getByTestId('verdicts-button')).toHaveAttribute('aria-expanded', 'true');
  return panel;
}

test('the panel of a contract signed twice at B-LTA, and of a tampered copy', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [anna, bruno] = [await deedSigner(request), await deedSigner(request)];
  const pdf = await deedSignedTwice(request, [anna, bruno]);
  const { reference } = await newContract(request, pdf);

  const panel = await openPanel(page, reference);
  const items = panel.getByTestId('verdict');
  await expect(items).toHaveCount(4);
  await expect(items.nth(0)).toContainText(`Signature 1: signed by ${anna.login}`);
  await expect(items.nth(1)).toContainText('Document timestamp 2: stamped by');
  await expect(items.nth(2)).toContainText(`Signature 3: signed by ${bruno.login}`);
  for (let i = 0; i < 4; i++) {
    await expect(items.nth(i).getByTestId('verdict-word')).toHaveText('Valid');
    await expect(items.nth(i).getByTestId('verdict-trust')).toHaveText("Issued by this portal's authority");
  }
  const first = items.nth(0);
  await expect(first).toContainText('Level: PAdES B-LTA');
  await expect(first).toContainText(/Timestamp: \d\d\/\d\d\/\d\d \d\d:\d\d:\d\d, by .*timestamps/);
  await expect(first).toContainText('Not revoked when it signed (the revocation list of');
  await expect(first).toContainText('Covers the document as it was signed');
  await first.getByTestId('verdict-certificates').click();
  await expect(first.getByTestId('verdict-certificate')).toHaveCount(2);
  await expect(first.getByTestId('verdict-certificate').nth(0)).toContainText(`CN=${anna.login}`);
  await expect(first.getByTestId('verdict-certificate').nth(1)).toContainText('Root');
  await expect(first.getByTestId('verdict-certificate').nth(1)).toContainText('CN=Portico signing authority');
  // A document timestamp has no level of its own: it says which signatures it makes B-LTA.
  await expect(items.nth(1)).toContainText('Archive timestamp: makes signature 1 PAdES B-LTA');
  await expect(items.nth(3)).toContainText('Archive timestamp: makes signatures 1, 3 PAdES B-LTA');
  await expect(first).toContainText('Its field is on page 1');
  // Selecting one brings its field into view and outlines it: on the signer's box, in view.
  await first.getByRole('button', { name: /Signature 1/ }).click();
  await expectOutlineOnBox(page, 0);
  await items.nth(2).getByRole('button', { name: /Signature 3/ }).click();
  await expectOutlineOnBox(page, 1);
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/signature-panel-1280.png` });

  // A tampered copy: a letter of the signed page changed.
  const tampered = Buffer.from(pdf);
  const at = tampered.indexOf('(Contract page 1)');
  expect(at).toBeGreaterThan(0);
  tampered[at + 1] = 'K'.charCodeAt(0);
  const copy = await newContract(request, tampered);
  const broken = await openPanel(page, copy.reference);
  const brokenItems = broken.getByTestId('verdict');
  await expect(brokenItems.first().getByTestId('verdict-word')).toHaveText('Broken');
  await expect(brokenItems.first().getByTestId('verdict-reasons')).toHaveText('The document was changed within what this signature covers.');
  await expect(brokenItems.first()).toContainText('Detail: digest mismatch: the signed bytes were changed');
  await expect(brokenItems.nth(1).getByTestId('verdict-word')).toHaveText('Broken');
  await expectAccessible(page);
});

test('the panel at 390 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const [anna, bruno] = [await deedSigner(request), await deedSigner(request)];
  const { reference } = await newContract(request, await deedSignedTwice(request, [anna, bruno]));
  const panel = await openPanel(page, reference);
  await expect(panel.getByTestId('verdict')).toHaveCount(4);
  await panel.getByTestId('verdict').first().getByTestId('verdict-certificates').click();
  const box = await panel.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  // The panel is under the pages: selecting a signature brings its field back into view, outlined.
  await panel.getByTestId('verdict').nth(2).getByRole('button', { name: /Signature 3/ }).click();
  await expectOutlineOnBox(page, 1);
  const viewer = page.getByTestId('pdf-viewer');
  await viewer.screenshot({ path: `${SCREENS}/signature-panel-390.png` });
});
