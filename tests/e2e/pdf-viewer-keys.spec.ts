import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import { apiToken, expect, test } from './support.js';
import { PAGES, invoiceWithPdf, openPreview } from './pdf-viewer-fixture.js';

/**
 * The viewer's keys and touch (issue 44, point 5) on the viewer tests' 12-page PDF: PageUp and
 * PageDown, Home and End, the arrows, + and -, Ctrl+0, each page they reach said to screen readers
 * (not a page the wheel passes); the boxes to type in keep their keys; two fingers pinch the zoom
 * within 25–500 %.
 */
const NUMBER = 'INV-KEYS-TEST';
const SHOTS = '/tmp/shots-keys';

let fidd: number;
test.beforeAll(async ({ request }) => {
  fidd = await invoiceWithPdf(request, NUMBER);
});
test.afterAll(async ({ request }) => {
  await request.delete(`/api/adiuto-gateway/entities/${fidd}`, { headers: { authorization: `Bearer ${await apiToken(request, 'user')}` } });
});

const pdfPage = (viewer: Locator, n: number) => viewer.locator(`[data-testid="pdf-page"][data-page-number="${n}"]`);

test('keys page, scroll and zoom while the viewer has the focus, and the page is said to screen readers', async ({ page }) => {
  const viewer = await openPreview(page, NUMBER);
  const pageBox = viewer.getByTestId('pdf-page-box');
  const zoomBox = viewer.getByTestId('pdf-zoom-box');
  const said = viewer.getByRole('status').filter({ hasText: /^Page \d+ of \d+$/ });
  const pages = viewer.getByTestId('pdf-pages');
  await pages.focus();

  await page.keyboard.press('PageDown');
  await expect(pageBox).toHaveValue(`2 / ${PAGES}`);
  await expect(said).toHaveText(`Page 2 of ${PAGES}`);
  await expect(said).toHaveAttribute('aria-live', 'polite');
  await expect(pdfPage(viewer, 2).locator('canvas')).toBeInViewport();
  await page.keyboard.press('End');
  await expect(pageBox).toHaveValue(`${PAGES} / ${PAGES}`);
  await expect(said).toHaveText(`Page ${PAGES} of ${PAGES}`);
  await page.keyboard.press('PageUp');
  await expect(pageBox).toHaveValue(`${PAGES - 1} / ${PAGES}`);
  await page.keyboard.press('Home');
  await expect(pageBox).toHaveValue(`1 / ${PAGES}`);
  await expect(said).toHaveText(`Page 1 of ${PAGES}`);

  // The arrows scroll, down and back up.
  const top = () => pages.evaluate((element) => element.scrollTop);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(top).toBe(80);
  await page.keyboard.press('ArrowUp');
  await expect.poll(top).toBe(40);

  // + and - step the zoom, Ctrl+0 goes back to 100 %; a toolbar button with the focus does the same.
  await page.keyboard.press('+');
  await expect(zoomBox).toHaveValue('110%');
  await page.keyboard.press('+');
  await expect(zoomBox).toHaveValue('125%');
  await page.keyboard.press('Control+0');
  await expect(zoomBox).toHaveValue('100%');
  await viewer.getByRole('button', { name: 'Rotate left' }).focus();
  await page.keyboard.press('-');
  await expect(zoomBox).toHaveValue('90%');
  await page.keyboard.press('Control+0');
  await expect(zoomBox).toHaveValue('100%');
  await page.keyboard.press('PageDown');
  await expect(pageBox).toHaveValue(`2 / ${PAGES}`);

  // The boxes keep their keys: End moves the caret in the page box, + is typed into the zoom box.
  await pageBox.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('PageDown');
  await expect(pageBox).toHaveValue(`2 / ${PAGES}`);
  await zoomBox.fill('');
  await zoomBox.press('+');
  await expect(zoomBox).toHaveValue('+');
  await zoomBox.press('Escape');
  await expect(zoomBox).toHaveValue('100%');
  await viewer.getByRole('button', { name: 'Find in document' }).click();
  const find = viewer.getByTestId('pdf-find-box');
  await find.fill('page');
  await find.press('Home');
  await find.press('-');
  await expect(find).toHaveValue('-page');
  await expect(zoomBox).toHaveValue('100%');

  await page.screenshot({ path: `${SHOTS}/keys-1280.png` });
  const axe = await new AxeBuilder({ page }).include('[data-testid="pdf-viewer"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('a scroll with the wheel says no page; a key pressed after it says the page reached', async ({ page }) => {
  const viewer = await openPreview(page, NUMBER);
  const pageBox = viewer.getByTestId('pdf-page-box');
  const region = viewer.getByTestId('pdf-page-announcer');
  await expect(region).toHaveText(`Page 1 of ${PAGES}`);
  // Every text the live region takes from here on.
  await region.evaluate((element) => {
    const texts: string[] = [];
    (window as unknown as { said: string[] }).said = texts;
    new MutationObserver(() => texts.push(element.textContent ?? '')).observe(element, { childList: true, characterData: true, subtree: true });
  });
  const said = () => page.evaluate(() => (window as unknown as { said: string[] }).said.filter(Boolean));

  const pages = viewer.getByTestId('pdf-pages');
  await pages.hover();
  for (let turns = 0; turns < 60 && (await pageBox.inputValue()) !== `4 / ${PAGES}`; turns++) await page.mouse.wheel(0, 200);
  await expect(pageBox).toHaveValue(`4 / ${PAGES}`);
  await page.waitForTimeout(300);
  expect(await said()).toEqual([]);

  await pages.focus();
  await page.keyboard.press('PageDown');
  await expect(pageBox).toHaveValue(`5 / ${PAGES}`);
  await expect(region).toHaveText(`Page 5 of ${PAGES}`);
  // The wheel again: the region is emptied once the page changes, then the page box says page 5 again.
  for (let turns = 0; turns < 60 && (await pageBox.inputValue()) !== `6 / ${PAGES}`; turns++) await page.mouse.wheel(0, 200);
  await expect(region).toHaveText('');
  await pageBox.fill('5');
  await pageBox.press('Enter');
  await expect(region).toHaveText(`Page 5 of ${PAGES}`);
  expect(await said()).toEqual([`Page 5 of ${PAGES}`, `Page 5 of ${PAGES}`]);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  /**
   * Two fingers on the pages, `from` CSS pixels apart, moved apart (or together) to `to`, in steps, then
   * lifted: side by side around the pages' centre, or one above the other around `centre`.
   */
  async function pinch(page: Page, pages: Locator, from: number, to: number, centre?: { x: number; y: number }) {
    const box = (await pages.boundingBox())!;
    const { x, y } = centre ?? { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const fingers = (gap: number) =>
      centre
        ? [
            { x, y: y - gap / 2, id: 0 },
            { x, y: y + gap / 2, id: 1 },
          ]
        : [
            { x: x - gap / 2, y, id: 0 },
            { x: x + gap / 2, y, id: 1 },
          ];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(from) });
    for (let step = 1; step <= 5; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(from + ((to - from) * step) / 5) });
    // While the fingers are down the pages are stretched, not drawn again.
    await expect(pages.locator(':scope > div')).toHaveCSS('transform', /^matrix\(/);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  test('two fingers pinch the zoom, within 25–500 %', async ({ page }) => {
    const viewer = await openPreview(page, NUMBER, 390);
    const zoomBox = viewer.getByTestId('pdf-zoom-box');
    const pages = viewer.getByTestId('pdf-pages');
    const start = Number((await zoomBox.inputValue()).replace('%', ''));
    await pinch(page, pages, 100, 200);
    await expect(zoomBox).toHaveValue(`${start * 2}%`);
    // The stretch of the pages while the fingers moved is gone once they are drawn at the new zoom.
    await expect(pages.locator(':scope > div')).toHaveCSS('transform', 'none');
    await expect(pdfPage(viewer, 1).getByText('rendering...')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/pinch-390.png` });
    await pinch(page, pages, 40, 300);
    await expect(zoomBox).toHaveValue('500%');
    await pinch(page, pages, 300, 20);
    await expect(zoomBox).toHaveValue('33%');
    await pinch(page, pages, 300, 20);
    await expect(zoomBox).toHaveValue('25%');
  });

  test('the place between the fingers stays under them through the pinch, in and out', async ({ page }) => {
    const viewer = await openPreview(page, NUMBER, 390);
    const zoomBox = viewer.getByTestId('pdf-zoom-box');
    const pages = viewer.getByTestId('pdf-pages');
    const start = Number((await zoomBox.inputValue()).replace('%', ''));
    // Page 2's heading, brought to the middle of the view.
    const heading = pdfPage(viewer, 2).locator('.textLayer span', { hasText: 'Page 2 of 12' });
    await expect(heading).toBeVisible();
    const view = (await pages.boundingBox())!;
    const first = (await heading.boundingBox())!;
    await pages.evaluate((element, by) => element.scrollBy({ top: by, behavior: 'instant' }), first.y - (view.y + view.height / 2));
    await expect(async () => expect(Math.abs((await heading.boundingBox())!.y - (view.y + view.height / 2))).toBeLessThan(2)).toPass();

    /** A point of the heading (a third across, half down) on the screen. */
    const onHeading = async () => {
      const box = (await heading.boundingBox())!;
      return { x: box.x + box.width / 3, y: box.y + box.height / 2 };
    };
    const centre = await onHeading();
    await pinch(page, pages, 100, 200, centre);
    await expect(zoomBox).toHaveValue(`${start * 2}%`);
    await expect(pages.locator(':scope > div')).toHaveCSS('transform', 'none');
    await expect(pdfPage(viewer, 2).getByText('rendering...')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/pinch-centre-390.png` });
    let after = await onHeading();
    expect(Math.abs(after.x - centre.x)).toBeLessThan(4);
    expect(Math.abs(after.y - centre.y)).toBeLessThan(4);
    // The page was scrolled sideways to keep it there: at the left of the page it would not be.
    expect(await pages.evaluate((element) => element.scrollLeft)).toBeGreaterThan(20);

    await pinch(page, pages, 200, 100, centre);
    await expect(zoomBox).toHaveValue(`${start}%`);
    await expect(pdfPage(viewer, 2).getByText('rendering...')).toHaveCount(0);
    after = await onHeading();
    expect(Math.abs(after.x - centre.x)).toBeLessThan(4);
    expect(Math.abs(after.y - centre.y)).toBeLessThan(4);
  });
});
