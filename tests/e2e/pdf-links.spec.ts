import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import { PDFDocument, PDFName, PDFString, StandardFonts, type PDFRef } from 'pdf-lib';
import { apiToken, expect, test } from './support.js';
import { invoiceWithPdf, openPreview } from './pdf-viewer-fixture.js';

/**
 * The links of a PDF (issue 44, point 4), on a PDF the test makes: an internal link to page 3, one
 * to https://example.com and one to javascript:alert(1), all on page 1. The internal link goes to
 * its page, the https one shows where it leads and opens a new tab only on Open, the javascript one
 * does nothing; a drawing tool that is on takes the click over a link. With a drawn object on page 1
 * and no tool on, the page's text is still selected and its links followed, and the object clicked.
 */
const NUMBER = 'INV-LINKS-TEST';
const PAGES = 4;
const SHOTS = '/tmp/shots-links';
/** Where each link lies on page 1, in PDF points (x, y from the bottom left, width, height). */
const LINKS = { internal: [60, 700, 220, 30], https: [60, 640, 220, 30], script: [60, 580, 220, 30] } as const;

async function linkedPdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= PAGES; n++) pdf.addPage([595, 842]).drawText(`Page ${n} of ${PAGES}`, { x: 60, y: 780, size: 28, font });
  const first = pdf.getPage(0);
  const link = (name: keyof typeof LINKS, label: string, target: Record<string, unknown>): PDFRef => {
    const [x, y, width, height] = LINKS[name];
    first.drawText(label, { x: x + 4, y: y + 9, size: 14, font });
    return pdf.context.register(pdf.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [x, y, x + width, y + height], Border: [0, 0, 1], ...target }));
  };
  const uri = (address: string) => pdf.context.obj({ Type: 'Action', S: 'URI', URI: PDFString.of(address) });
  first.node.set(
    PDFName.of('Annots'),
    pdf.context.obj([
      link('internal', 'Go to page 3', { Dest: [pdf.getPage(2).ref, 'XYZ', null, null, null] }),
      link('https', 'example.com', { A: uri('https://example.com/') }),
      link('script', 'A script', { A: uri('javascript:alert(1)') }),
    ]),
  );
  return Buffer.from(await pdf.save());
}

let fidd: number;
test.beforeAll(async ({ request }) => {
  fidd = await invoiceWithPdf(request, NUMBER, await linkedPdf());
});
test.afterAll(async ({ request }) => {
  await request.delete(`/api/adiuto-gateway/entities/${fidd}`, { headers: { authorization: `Bearer ${await apiToken(request, 'user')}` } });
});

const pdfPage = (viewer: Locator, n: number) => viewer.locator(`[data-testid="pdf-page"][data-page-number="${n}"]`);
/** Clicks the middle of a link of page 1 (at 100 %, a point is 96/72 CSS pixels). */
async function clickLink(page: Page, viewer: Locator, name: keyof typeof LINKS) {
  const [x, y, width, height] = LINKS[name];
  const box = (await pdfPage(viewer, 1).boundingBox())!;
  await page.mouse.click(box.x + ((x + width / 2) * 96) / 72, box.y + ((842 - y - height / 2) * 96) / 72);
}

test('links: the internal one goes to its page, the https one shows its address then opens a new tab, the script does nothing', async ({ page, context }) => {
  await context.route('https://example.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Example</title>' }));
  const viewer = await openPreview(page, NUMBER, 1280, PAGES);
  const pageBox = viewer.getByTestId('pdf-page-box');
  // pdf.js's annotation layer is drawn, read only; the script's address is not a link (pdf.js drops it, the viewer too).
  await expect(pdfPage(viewer, 1).locator('.annotationLayer a[href="https://example.com/"]')).toHaveCount(1);
  await expect(viewer.locator('.annotationLayer a[href^="javascript"]')).toHaveCount(0);
  await expect(viewer.locator('.annotationLayer :is(input, textarea, select)')).toHaveCount(0);
  // Each link is named for screen readers: the text under it, or its address.
  await expect(pdfPage(viewer, 1).locator('.annotationLayer a[href="https://example.com/"]')).toHaveAttribute('title', 'https://example.com/');
  const axe = await new AxeBuilder({ page }).include('[data-testid="pdf-viewer"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await clickLink(page, viewer, 'internal');
  await expect(pageBox).toHaveValue(`3 / ${PAGES}`);
  await expect(pdfPage(viewer, 3).locator('canvas')).toBeInViewport();
  await pageBox.fill('1');
  await pageBox.press('Enter');
  await expect(pageBox).toHaveValue(`1 / ${PAGES}`);

  // The https link: its address first; Cancel follows nothing.
  const dialog = page.getByRole('dialog', { name: 'Open this link?' });
  const popups: Page[] = [];
  page.on('popup', (popup) => popups.push(popup));
  await clickLink(page, viewer, 'https');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('pdf-link-address')).toHaveText('https://example.com/');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/link-1280.png` });
  const withDialog = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(withDialog.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(popups).toHaveLength(0);

  // Open: a new tab, with neither opener nor referrer.
  await clickLink(page, viewer, 'https');
  const open = dialog.getByRole('link', { name: 'Open' });
  await expect(open).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(open).toHaveAttribute('target', '_blank');
  const [popup] = await Promise.all([page.waitForEvent('popup'), open.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://example.com/');
  expect(await popup.evaluate(() => [window.opener === null, document.referrer])).toEqual([true, '']);
  await expect(dialog).toBeHidden();
  await popup.close();

  // The script's link: no address shown, no tab, no page moved.
  await clickLink(page, viewer, 'script');
  await page.waitForTimeout(300);
  await expect(dialog).toBeHidden();
  expect(popups).toHaveLength(1);
  await expect(pageBox).toHaveValue(`1 / ${PAGES}`);

  // A drawing tool that is on takes the click over a link: it places its object, the link is not followed.
  await viewer.getByRole('group', { name: 'Drawing tools' }).getByRole('button', { name: 'Text', exact: true }).click();
  await expect(pdfPage(viewer, 1).locator('.upper-canvas')).toBeAttached();
  await clickLink(page, viewer, 'https');
  await expect(viewer.locator('[data-object-type="text"]')).toHaveCount(1);
  await expect(dialog).toBeHidden();
});

/** The text layer's line of `text` on page 1, drawn. */
const textLine = (viewer: Locator, text: string) => pdfPage(viewer, 1).locator('.textLayer span', { hasText: text });
const selectedText = (page: Page) => page.evaluate(() => (getSelection()?.toString() ?? '').trim());

/** Drags the mouse across a line of the text layer, from its first character to its last. */
async function dragAcross(page: Page, line: Locator) {
  const box = (await line.boundingBox())!;
  await page.mouse.move(box.x + 1, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
}

/** Puts a text object on page 1 with the text tool (from the palette, or the folded palette's menu), just right of the page's title, and deselects it. */
async function textBesideTitle(page: Page, viewer: Locator, folded = false) {
  if (folded) {
    await viewer.getByTestId('tool-palette-folded').click();
    await page.getByTestId('tool-text').click();
  } else await viewer.getByRole('group', { name: 'Drawing tools' }).getByRole('button', { name: 'Text', exact: true }).click();
  await expect(pdfPage(viewer, 1).locator('.upper-canvas')).toBeAttached();
  const title = (await textLine(viewer, `Page 1 of ${PAGES}`).boundingBox())!;
  await page.mouse.click(title.x + title.width + 16, title.y);
  const object = viewer.locator('[data-object-type="text"]');
  await expect(object).toHaveCount(1);
  // Where it was clicked (the tool's unseen place button, near the page's corner, lets that click through).
  expect(Math.abs((await object.boundingBox())!.x - (title.x + title.width + 16))).toBeLessThan(2);
  await page.keyboard.press('Escape');
  await expect(viewer.getByTestId('drawn-object-menu')).toHaveCount(0);
  return object;
}

test('reading mode on a page with a drawn object: text is selected beside it, links are followed, a click on the object selects it; a tool on takes the click', async ({ page }) => {
  const viewer = await openPreview(page, NUMBER, 1280, PAGES);
  const object = await textBesideTitle(page, viewer);
  await expect(pdfPage(viewer, 1).locator('.upper-canvas')).toBeAttached();
  const title = textLine(viewer, `Page 1 of ${PAGES}`);

  // A drag across the title selects it, the drawing canvas over the page notwithstanding.
  await dragAcross(page, title);
  expect(await selectedText(page)).toBe(`Page 1 of ${PAGES}`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/reading-with-object-1280.png` });
  // A press on the selected title drags it away (the browser cancels the press): the page's links
  // stay alive (react-pdf turns them off while text is being selected, until a release in the text).
  const from = (await title.boundingBox())!;
  const over = (await object.boundingBox())!;
  const dialog = page.getByRole('dialog', { name: 'Open this link?' });
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(over.x + over.width / 2, over.y + over.height / 2, { steps: 8 });
  await page.mouse.up();
  await clickLink(page, viewer, 'https');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A drag that passes over the object goes on selecting the text under way, and one that ends on
  // it leaves the links alive and the object unselected.
  await page.evaluate(() => getSelection()?.removeAllRanges());
  await page.mouse.move(from.x + 1, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(over.x + over.width / 2, over.y + over.height / 2, { steps: 8 });
  await page.mouse.move(from.x + from.width - 1, from.y + from.height / 2, { steps: 4 });
  expect(await selectedText(page)).toBe(`Page 1 of ${PAGES}`);
  await page.mouse.move(over.x + over.width / 2, over.y + over.height / 2, { steps: 4 });
  await page.mouse.up();
  expect(await selectedText(page)).toMatch(/^Page 1 of/);
  await expect(viewer.getByTestId('drawn-object-menu')).toHaveCount(0);
  // So does one that ends off the page, in the margin left of it.
  await page.evaluate(() => getSelection()?.removeAllRanges());
  await page.mouse.move(from.x + from.width - 1, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x - 100, from.y + from.height / 2, { steps: 4 });
  await page.mouse.up();
  expect(await selectedText(page)).toBe(`Page 1 of ${PAGES}`);

  // The page's links are followed: the https one shows its address.
  await clickLink(page, viewer, 'https');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await clickLink(page, viewer, 'internal');
  await expect(viewer.getByTestId('pdf-page-box')).toHaveValue(`3 / ${PAGES}`);
  await viewer.getByTestId('pdf-page-box').fill('1');
  await viewer.getByTestId('pdf-page-box').press('Enter');
  await expect(viewer.getByTestId('pdf-page-box')).toHaveValue(`1 / ${PAGES}`);

  // A click on the object selects it and opens its menu, as before; a drag moves it.
  const start = (await object.boundingBox())!;
  await page.mouse.click(start.x + start.width / 2, start.y + start.height / 2);
  await expect(viewer.getByTestId('drawn-object-menu')).toContainText('Text: New Text...');
  await expect(object).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: `${SHOTS}/reading-object-selected-1280.png` });
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 40, start.y + start.height / 2 + 30, { steps: 6 });
  await page.mouse.up();
  const moved = (await object.boundingBox())!;
  expect(moved.x - start.x).toBeCloseTo(40, 0);
  expect(moved.y - start.y).toBeCloseTo(30, 0);
  // Where it went, it is clicked again (what takes the pointer followed it).
  await page.keyboard.press('Escape');
  await expect(viewer.getByTestId('drawn-object-menu')).toHaveCount(0);
  await page.mouse.click(moved.x + moved.width - 4, moved.y + moved.height - 4);
  await expect(viewer.getByTestId('drawn-object-menu')).toContainText('Text: New Text...');

  // Off the object the text is selected again, and that click outside deselects the object.
  await dragAcross(page, title);
  expect(await selectedText(page)).toBe(`Page 1 of ${PAGES}`);
  await expect(viewer.getByTestId('drawn-object-menu')).toHaveCount(0);

  // A tool on takes the click over the text: a second text is placed there, the title stays unselected.
  await page.evaluate(() => getSelection()?.removeAllRanges());
  await viewer.getByRole('group', { name: 'Drawing tools' }).getByRole('button', { name: 'Text', exact: true }).click();
  const box = (await title.boundingBox())!;
  await page.mouse.click(box.x + 10, box.y + box.height / 2);
  await expect(object).toHaveCount(2);
  expect(await selectedText(page)).toBe('');
});

test('on a phone the link dialog fits the screen', async ({ page }) => {
  const viewer = await openPreview(page, NUMBER, 390, PAGES);
  const link = pdfPage(viewer, 1).locator('.annotationLayer a[href="https://example.com/"]');
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Open this link?' });
  await expect(dialog.getByTestId('pdf-link-address')).toHaveText('https://example.com/');
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/link-390.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A drawn object beside the title leaves the title to be selected.
  await textBesideTitle(page, viewer, true);
  await dragAcross(page, textLine(viewer, `Page 1 of ${PAGES}`));
  expect(await selectedText(page)).toBe(`Page 1 of ${PAGES}`);
  await page.screenshot({ path: `${SHOTS}/reading-with-object-390.png` });
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap on a drawn object over a link selects the object and follows nothing', async ({ page }) => {
    const viewer = await openPreview(page, NUMBER, 390, PAGES);
    const link = (await pdfPage(viewer, 1).locator('.annotationLayer a[href="https://example.com/"]').boundingBox())!;
    await viewer.getByTestId('tool-palette-folded').click();
    await page.getByTestId('tool-text').click();
    await expect(pdfPage(viewer, 1).locator('.upper-canvas')).toBeAttached();
    await page.touchscreen.tap(link.x + 4, link.y + 2);
    const object = viewer.locator('[data-object-type="text"]');
    await expect(object).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(viewer.getByTestId('drawn-object-menu')).toHaveCount(0);

    // No tool on: the tap reaches the page under the object, which selects the object, not the link.
    const box = (await object.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(viewer.getByTestId('drawn-object-menu')).toContainText('Text: New Text...');
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog', { name: 'Open this link?' })).toHaveCount(0);
    // A tap on the link beside the object follows it.
    await page.touchscreen.tap(link.x + link.width - 4, link.y + link.height / 2);
    await expect(page.getByRole('dialog', { name: 'Open this link?' })).toBeVisible();
    await expect(viewer.getByTestId('drawn-object-menu')).toHaveCount(0);
  });
});
