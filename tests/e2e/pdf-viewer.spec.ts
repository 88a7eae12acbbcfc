import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { apiToken, expect, openSignedIn, test } from './support.js';
import { PAGES, invoiceWithPdf, openPreview as openInvoice, preview, widget } from './pdf-viewer-fixture.js';

/**
 * The PDF viewer as a reader uses it, in the Invoices page's preview widget (which follows the
 * invoice list's selection) and in the document-viewer modal of the invoice detail: paging with the
 * page box, the zoom box and buttons, fit, rotation, full screen, download, a phone's overflow menu,
 * and pages mounted only near the viewport.
 */
let fidd: number;
test.beforeAll(async ({ request }) => {
  fidd = await invoiceWithPdf(request, 'INV-VIEWER-TEST');
});
const openPreview = (page: Page, width?: number) => openInvoice(page, 'INV-VIEWER-TEST', width);
test.afterAll(async ({ request }) => {
  await request.delete(`/api/adiuto-gateway/entities/${fidd}`, { headers: { authorization: `Bearer ${await apiToken(request, 'user')}` } });
});

test('a reader pages, zooms, fits, turns and downloads; only the pages near the view are mounted', async ({ page }) => {
  const policy: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) policy.push(message.text());
  });
  const viewer = await openPreview(page);
  const pageBox = viewer.getByTestId('pdf-page-box');
  const zoomBox = viewer.getByTestId('pdf-zoom-box');
  const mounted = viewer.getByTestId('pdf-page');

  // Virtualised: a few pages of twelve are mounted, each with one canvas.
  expect(await mounted.count()).toBeLessThanOrEqual(4);
  expect(await viewer.locator('canvas').count()).toBeLessThanOrEqual(4);

  // The page box: a number goes there; anything else goes back; past the end is the last page.
  await pageBox.fill('9');
  await pageBox.press('Enter');
  await expect(pageBox).toHaveValue(`9 / ${PAGES}`);
  await expect(viewer.locator('[data-testid="pdf-page"][data-page-number="9"] canvas')).toBeInViewport();
  await expect(viewer.locator('[data-testid="pdf-page"][data-page-number="1"]')).toHaveCount(0);
  await pageBox.fill('abc');
  await pageBox.press('Enter');
  await expect(pageBox).toHaveValue(`9 / ${PAGES}`);
  await pageBox.fill('99');
  await pageBox.press('Enter');
  await expect(pageBox).toHaveValue(`${PAGES} / ${PAGES}`);
  await viewer.getByRole('button', { name: 'Previous page' }).click();
  await expect(pageBox).toHaveValue(`${PAGES - 1} / ${PAGES}`);

  // The zoom box and buttons: steps of the spec, clamped to 25..500, anything else ignored.
  await zoomBox.fill('150');
  await zoomBox.press('Enter');
  await expect(zoomBox).toHaveValue('150%');
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(zoomBox).toHaveValue('175%');
  await viewer.getByRole('button', { name: 'Zoom out' }).click();
  await viewer.getByRole('button', { name: 'Zoom out' }).click();
  await expect(zoomBox).toHaveValue('125%');
  await zoomBox.fill('1000%');
  await zoomBox.press('Enter');
  await expect(zoomBox).toHaveValue('500%');
  await zoomBox.fill('big');
  await zoomBox.press('Enter');
  await expect(zoomBox).toHaveValue('500%');
  // The reader stays on their page through the zoom.
  await expect(pageBox).toHaveValue(`${PAGES - 1} / ${PAGES}`);

  // Fit width: the page fills the width less the margins; then the switch fits the height.
  await viewer.getByRole('button', { name: 'Fit to width' }).click();
  const pages = viewer.getByTestId('pdf-pages');
  const shown = viewer.locator(`[data-testid="pdf-page"][data-testid="pdf-page"][data-page-number="${PAGES - 1}"]`);
  const [room, fitted] = await Promise.all([pages.evaluate((e) => e.clientWidth), shown.evaluate((e) => e.getBoundingClientRect().width)]);
  expect(Math.abs(room - 30 - fitted)).toBeLessThan(8);
  await viewer.getByRole('button', { name: 'Fit to height' }).click();
  const [high, fittedHigh] = await Promise.all([pages.evaluate((e) => e.clientHeight), shown.evaluate((e) => e.getBoundingClientRect().height)]);
  expect(Math.abs(high - 30 - fittedHigh)).toBeLessThan(8);

  // Rotation in quarter turns: a portrait page lies on its side, then stands again.
  await viewer.getByRole('button', { name: 'Rotate right' }).click();
  await expect.poll(() => shown.evaluate((e) => e.getBoundingClientRect().width > e.getBoundingClientRect().height)).toBe(true);
  await viewer.getByRole('button', { name: 'Rotate left' }).click();
  await expect.poll(() => shown.evaluate((e) => e.getBoundingClientRect().width < e.getBoundingClientRect().height)).toBe(true);

  // Scrolled to the end, every page has been shown at some point, and a few are mounted.
  expect(await mounted.count()).toBeLessThanOrEqual(4);

  // Full screen, and back.
  await viewer.getByRole('button', { name: 'Full screen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('data-testid'))).toBe('pdf-viewer');
  await viewer.getByRole('button', { name: 'Leave full screen' }).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();

  // Download, with the file's name.
  const download = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toBe('INV-VIEWER-TEST.pdf');

  const axe = await new AxeBuilder({ page }).include('[data-testid="pdf-viewer"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(policy).toEqual([]);
});

test('on a phone the toolbar keeps paging in sight and moves the rest into a menu; the detail opens the viewer modal', async ({ page }) => {
  const viewer = await openPreview(page, 390);
  await expect(viewer.getByRole('button', { name: 'Rotate left' })).toHaveCount(0);
  await viewer.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Rotate right' }).click();
  const first = viewer.locator('[data-testid="pdf-page"][data-page-number="1"]');
  await expect.poll(() => first.evaluate((e) => e.getBoundingClientRect().width > e.getBoundingClientRect().height)).toBe(true);
  // Nothing of the page stack is wider than the phone: it scrolls inside the viewer.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The invoice detail's View opens the document-viewer modal over the page.
  await widget(page, 'Invoice').getByTestId('document-view').click();
  const dialog = page.getByRole('dialog', { name: `Document ${fidd}` });
  await expect(dialog.getByTestId('pdf-page-box')).toHaveValue(`1 / ${PAGES}`, { timeout: 20_000 });
  await expect(dialog.locator('[data-testid="pdf-page"][data-page-number="1"] canvas')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test('a viewer opened on a version someone has since replaced moves to the current one, and the page follows', async ({ page, request }) => {
  await openSignedIn(page, 'user', '/wuser/composer#invoices');
  const invoices = widget(page, 'Invoices');
  const row = invoices.locator('tbody tr', { hasText: 'INV-VIEWER-TEST' });
  await expect(row).toBeVisible({ timeout: 30_000 });
  // Someone else saves the invoice after the list was read: a new version with a new id.
  const saved = await request.put(`/api/adiuto-gateway/entities/${fidd}`, {
    headers: { authorization: `Bearer ${await apiToken(request, 'user')}` },
    data: { fieldParameters: [{ fieldsId: 8, values: ['Checked'] }] },
  });
  expect(saved.status()).toBe(200);
  const newId = Number(await saved.json());
  expect(newId).toBeGreaterThan(fidd);
  // The row still names the old version: the preview opens it, hears of the new one and moves
  // there; the list reads its rows again and keeps the row selected, as its new version.
  await row.click();
  await expect(widget(page, 'Invoice').getByTestId('document-detail')).toHaveAttribute('data-fidd', String(newId));
  await expect(row.getByRole('checkbox')).toBeChecked();
  await expect(preview(page).locator('[data-testid="pdf-page"][data-page-number="1"] canvas')).toBeVisible();
  fidd = newId;
});
