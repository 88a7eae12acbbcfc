import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import { apiToken, expect, test } from './support.js';
import { LATER_LINES, PAGES, invoiceWithPdf, openPreview } from './pdf-viewer-fixture.js';

/**
 * Reading the text of a PDF in the viewer (issue 44, points 1 and 2) on the viewer tests' 12-page PDF:
 * pdf.js's text layer over the mounted pages (selected and copied in reading mode, read by screen
 * readers, left alone when pages count as read, under a drawing tool that is on), and find: the whole
 * document searched without mounting its pages, "n of m", next and previous, the options, the match
 * marked on its page.
 */
const NUMBER = 'INV-FIND-TEST';
const SHOTS = '/tmp/shots-find';
const pdfPage = (viewer: Locator, n: number) => viewer.locator(`[data-testid="pdf-page"][data-page-number="${n}"]`);
const findBox = (viewer: Locator) => viewer.getByTestId('pdf-find-box');
const count = (viewer: Locator) => viewer.getByTestId('pdf-find-count');

let fidd: number;
test.beforeAll(async ({ request }) => {
  fidd = await invoiceWithPdf(request, NUMBER);
});
test.afterAll(async ({ request }) => {
  await request.delete(`/api/adiuto-gateway/entities/${fidd}`, { headers: { authorization: `Bearer ${await apiToken(request, 'user')}` } });
});

/** The text layer's line of `text` on page `n`, drawn. */
const textLine = (viewer: Locator, n: number, text: string) => pdfPage(viewer, n).locator('.textLayer span', { hasText: text });

async function expectAccessible(page: Page) {
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).include('[data-testid="pdf-viewer"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('Ctrl+F finds a word of a later page: n of m, next and previous, the options, the match marked on its page', async ({ page }) => {
  const viewer = await openPreview(page, NUMBER);
  const pageBox = viewer.getByTestId('pdf-page-box');
  // Ctrl+F with the focus in the viewer opens its find, not the browser's.
  await viewer.getByTestId('pdf-pages').focus();
  await page.keyboard.press('Control+f');
  await expect(findBox(viewer)).toBeFocused();
  await findBox(viewer).fill('penalty');
  await expect(count(viewer)).toHaveText('1 of 2');
  // The first match, on page 9, is marked and brought into sight; the pages between were not mounted.
  await expect(pageBox).toHaveValue(`9 / ${PAGES}`);
  const selected = viewer.locator('mark.find-match.selected');
  await expect(selected).toHaveCount(1);
  await expect(pdfPage(viewer, 9).locator('mark.find-match.selected')).toHaveText('penalty');
  await expect(selected).toBeInViewport();
  expect(await viewer.getByTestId('pdf-page').count()).toBeLessThanOrEqual(4);
  await page.screenshot({ path: `${SHOTS}/find-1280.png` });

  // Enter goes to the next match (page 11, "Penalty"), Shift+Enter back; the buttons the same.
  await findBox(viewer).press('Enter');
  await expect(count(viewer)).toHaveText('2 of 2');
  await expect(pdfPage(viewer, 11).locator('mark.find-match.selected')).toHaveText('Penalty');
  await expect(viewer.locator('mark.find-match.selected')).toBeInViewport();
  await findBox(viewer).press('Shift+Enter');
  await expect(count(viewer)).toHaveText('1 of 2');
  await expect(pdfPage(viewer, 9).locator('mark.find-match.selected')).toBeInViewport();
  await viewer.getByRole('button', { name: 'Next match' }).click();
  await expect(count(viewer)).toHaveText('2 of 2');
  await viewer.getByRole('button', { name: 'Next match' }).click();
  await expect(count(viewer)).toHaveText('1 of 2');
  await viewer.getByRole('button', { name: 'Previous match' }).click();
  await expect(count(viewer)).toHaveText('2 of 2');

  // Match case: "penalty" only on page 9. Whole words: "penal" is no word of the document.
  await viewer.getByRole('button', { name: 'Match case' }).click();
  await expect(viewer.getByRole('button', { name: 'Match case' })).toHaveAttribute('aria-pressed', 'true');
  await expect(count(viewer)).toHaveText('1 of 1');
  await expect(pageBox).toHaveValue(`9 / ${PAGES}`);
  await viewer.getByRole('button', { name: 'Match case' }).click();
  await findBox(viewer).fill('penal');
  await expect(count(viewer)).toHaveText('1 of 2');
  await viewer.getByRole('button', { name: 'Whole words' }).click();
  await expect(count(viewer)).toHaveText('No matches');
  await expect(viewer.locator('mark.find-match')).toHaveCount(0);
  await viewer.getByRole('button', { name: 'Whole words' }).click();
  await findBox(viewer).fill('two percent');
  await expect(count(viewer)).toHaveText('1 of 1');
  await expectAccessible(page);

  // Escape closes the bar and takes the marks away; the toolbar's button opens it again.
  await findBox(viewer).press('Escape');
  await expect(viewer.getByTestId('pdf-find')).toHaveCount(0);
  await expect(viewer.locator('mark.find-match')).toHaveCount(0);
  await viewer.getByRole('button', { name: 'Find in document' }).click();
  await expect(findBox(viewer)).toBeFocused();
});

test('the text layer: selected and copied in reading mode, read by screen readers, unchanged as pages are read; a tool on still draws', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const viewer = await openPreview(page, NUMBER);
  const first = textLine(viewer, 1, 'Page 1 of 12');
  await expect(first).toBeVisible();
  // Screen readers get the page's text inside the page's region.
  expect(await pdfPage(viewer, 1).ariaSnapshot()).toContain('Page 1 of 12');

  // Reading mode: a triple click selects the line, Ctrl+C copies it.
  await first.click({ clickCount: 3 });
  expect((await page.evaluate(() => getSelection()?.toString() ?? '')).trim()).toBe('Page 1 of 12');
  await page.keyboard.press('Control+c');
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe('Page 1 of 12');

  // Pages counted as read (page 2 shown) leave page 1's text layer as it was, the selection with it.
  const changes = () => page.evaluate(() => (window as unknown as { textLayerChanges: number }).textLayerChanges);
  await pdfPage(viewer, 1).evaluate((element) => {
    const counted = window as unknown as { textLayerChanges: number };
    counted.textLayerChanges = 0;
    new MutationObserver((records) => (counted.textLayerChanges += records.length)).observe(element.querySelector('.textLayer')!, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  await viewer.getByTestId('pdf-pages').evaluate((element) => element.scrollBy(0, 500));
  await expect(pdfPage(viewer, 2).locator('canvas')).toBeVisible();
  await expect(textLine(viewer, 2, 'Page 2 of 12')).toBeAttached();
  await page.waitForTimeout(300);
  expect(await changes()).toBe(0);
  expect((await page.evaluate(() => getSelection()?.toString() ?? '')).trim()).toBe('Page 1 of 12');

  // Virtualised with the canvases: far pages have no text layer, and page 9's comes with its canvas.
  await viewer.getByTestId('pdf-page-box').fill('9');
  await viewer.getByTestId('pdf-page-box').press('Enter');
  await expect(textLine(viewer, 9, LATER_LINES[9])).toBeAttached();
  await expect(viewer.locator('.textLayer')).toHaveCount(await viewer.getByTestId('pdf-page').count());
  expect(await viewer.locator('.textLayer').count()).toBeLessThanOrEqual(4);

  // A tool on takes the click over the text: the text tool places its object.
  await viewer.getByRole('group', { name: 'Drawing tools' }).getByRole('button', { name: 'Text', exact: true }).click();
  await expect(pdfPage(viewer, 9).locator('.upper-canvas')).toBeAttached();
  const line = (await textLine(viewer, 9, LATER_LINES[9]).boundingBox())!;
  await page.mouse.click(line.x + 20, line.y + line.height / 2);
  await expect(viewer.locator('[data-object-type="text"]')).toHaveCount(1);
  await expect(viewer.getByTestId('drawn-object-menu')).toContainText('Text: New Text...');
});

test('on a phone the find bar opens behind the toolbar button and fits the width', async ({ page }) => {
  const viewer = await openPreview(page, NUMBER, 390);
  await viewer.getByRole('button', { name: 'Find in document' }).click();
  await findBox(viewer).fill('penalty');
  await expect(count(viewer)).toHaveText('1 of 2');
  await expect(viewer.locator('mark.find-match.selected')).toBeInViewport();
  const bar = (await viewer.getByTestId('pdf-find').boundingBox())!;
  for (const control of ['Close find', 'Whole words', 'Next match']) {
    const box = (await viewer.getByRole('button', { name: control }).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(bar.x + bar.width + 1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/find-390.png` });
  await expectAccessible(page);
});
