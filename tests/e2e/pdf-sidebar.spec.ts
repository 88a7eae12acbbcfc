import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import { PDFDocument, PDFName } from 'pdf-lib';
import { apiToken, expect, test } from './support.js';
import { PAGES, invoiceWithPdf, numberedPdf, openPreview } from './pdf-viewer-fixture.js';
import { OUTLINE, withOutline } from '../support/outlined-pdf.js';

/**
 * The viewer's sidebar (issue 44, point 3): the pages as thumbnails, drawn for the column's view only,
 * the reader's page marked, a click going to the page; and the PDF's outline as a tree when it has
 * one, a click going to its destination. On a phone, a drawer over the pages, closed at first. A
 * PDF whose /PageMode asks for its outline or its thumbnails opens with the sidebar on that tab,
 * beside the pages; on a phone it stays closed.
 */
const NUMBER = 'INV-THUMBS-TEST';
const OUTLINED = 'INV-OUTLINE-TEST';
const OPENS_ON_OUTLINE = 'INV-MODE-OUTLINE-TEST';
const OPENS_ON_THUMBS = 'INV-MODE-THUMBS-TEST';
const SHOTS = '/tmp/shots-thumbs';
const sidebar = (viewer: Locator) => viewer.getByTestId('pdf-sidebar');
const thumbnail = (viewer: Locator, n: number) => sidebar(viewer).getByRole('button', { name: `Page ${n}`, exact: true });
const toggle = (viewer: Locator) => viewer.getByRole('button', { name: 'Pages and outline' });

const created: number[] = [];
test.beforeAll(async ({ request }) => {
  created.push(await invoiceWithPdf(request, NUMBER));
  created.push(await invoiceWithPdf(request, OUTLINED, await withOutline(await numberedPdf(PAGES))));
  created.push(await invoiceWithPdf(request, OPENS_ON_OUTLINE, await withPageMode(await withOutline(await numberedPdf(PAGES)), 'UseOutlines')));
  created.push(await invoiceWithPdf(request, OPENS_ON_THUMBS, await withPageMode(await numberedPdf(PAGES), 'UseThumbs')));
});
test.afterAll(async ({ request }) => {
  const authorization = `Bearer ${await apiToken(request, 'user')}`;
  for (const fidd of created) await request.delete(`/api/adiuto-gateway/entities/${fidd}`, { headers: { authorization } });
});

/** The PDF with its catalog's /PageMode set to `mode`. */
async function withPageMode(bytes: Uint8Array, mode: string): Promise<Buffer> {
  const pdf = await PDFDocument.load(bytes);
  pdf.catalog.set(PDFName.of('PageMode'), PDFName.of(mode));
  return Buffer.from(await pdf.save());
}

async function expectAccessible(page: Page) {
  // The toolbar button's tooltip, shown while the mouse is on it, goes.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  const axe = await new AxeBuilder({ page }).include('[data-testid="pdf-viewer"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('thumbnails: drawn for the pages in view only, the current page marked, a click goes to the page', async ({ page }) => {
  const viewer = await openPreview(page, NUMBER);
  const pageBox = viewer.getByTestId('pdf-page-box');
  // Closed at first, its script not fetched until asked for.
  await expect(sidebar(viewer)).toHaveCount(0);
  await expect(toggle(viewer)).toHaveAttribute('aria-expanded', 'false');
  const chunk = page.waitForRequest(/sidebar-parts-.*\.js$/);
  await toggle(viewer).click();
  await chunk;
  await expect(toggle(viewer)).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar(viewer).getByRole('tab', { name: 'Pages' })).toHaveAttribute('aria-selected', 'true');
  // A PDF without an outline has no outline tab.
  await expect(sidebar(viewer).getByRole('tab')).toHaveCount(1);

  await expect(thumbnail(viewer, 1).locator('canvas')).toBeVisible();
  await expect(thumbnail(viewer, 1)).toHaveAttribute('aria-current', 'page');
  // Not all 12 pages mounted: the column shows a few, and draws those and one more on each side.
  const canvases = sidebar(viewer).locator('canvas');
  const mounted = await sidebar(viewer).getByTestId('pdf-thumbnail').count();
  expect(mounted).toBeGreaterThanOrEqual(3);
  expect(mounted).toBeLessThan(PAGES);
  await expect(canvases).toHaveCount(mounted);
  await expect(thumbnail(viewer, 9)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/thumbnails-1280.png` });

  // Scrolled down the column, page 9's thumbnail comes, the first ones go; a click goes to page 9.
  await sidebar(viewer).getByTestId('pdf-thumbnails').evaluate((element) => (element.scrollTop = element.scrollHeight));
  await expect(thumbnail(viewer, 9).locator('canvas')).toBeVisible();
  await expect(thumbnail(viewer, 1)).toHaveCount(0);
  expect(await canvases.count()).toBeLessThan(PAGES);
  await thumbnail(viewer, 9).click();
  await expect(pageBox).toHaveValue(`9 / ${PAGES}`);
  await expect(viewer.locator('[data-testid="pdf-page"][data-page-number="9"] canvas')).toBeInViewport();
  await expect(thumbnail(viewer, 9)).toHaveAttribute('aria-current', 'page');
  await expect(sidebar(viewer).locator('[aria-current="page"]')).toHaveCount(1);

  // The page box moves the mark, and the column follows it back to page 2.
  await pageBox.fill('2');
  await pageBox.press('Enter');
  await expect(thumbnail(viewer, 2)).toHaveAttribute('aria-current', 'page');
  await expect(thumbnail(viewer, 2)).toBeInViewport();
  await expectAccessible(page);

  // The thumbnails turn with the pages.
  await viewer.getByRole('button', { name: 'Rotate right' }).click();
  await expect(async () => {
    const box = (await thumbnail(viewer, 2).locator('canvas').boundingBox())!;
    expect(box.width).toBeGreaterThan(box.height);
  }).toPass();

  // The toolbar's button closes it.
  await toggle(viewer).click();
  await expect(sidebar(viewer)).toHaveCount(0);
});

test('the outline: its titles as a tree, a click or Enter goes to the destination, named or explicit', async ({ page }) => {
  const viewer = await openPreview(page, OUTLINED);
  const pageBox = viewer.getByTestId('pdf-page-box');
  await toggle(viewer).click();
  await sidebar(viewer).getByRole('tab', { name: 'Outline' }).click();
  const tree = sidebar(viewer).getByRole('tree', { name: 'Outline' });
  const item = (title: string) => tree.getByRole('treeitem', { name: title });
  // "Terms" open as the PDF asks, "Penalties" under it.
  await expect(tree.getByRole('treeitem')).toHaveText(OUTLINE.map((entry) => entry.title));
  await expect(item('Terms')).toHaveAttribute('aria-expanded', 'true');
  await expect(item('Penalties')).toHaveAttribute('aria-level', '2');
  await page.screenshot({ path: `${SHOTS}/outline-1280.png` });

  await item('Penalties').click();
  await expect(pageBox).toHaveValue(`9 / ${PAGES}`);
  await item('Annex').click();
  await expect(pageBox).toHaveValue(`11 / ${PAGES}`);
  await item('Terms').click();
  await expect(pageBox).toHaveValue(`3 / ${PAGES}`);

  // The keyboard: Left closes "Terms", Down goes to "Annex", Home to "Introduction", Enter goes there.
  await item('Terms').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(item('Terms')).toHaveAttribute('aria-expanded', 'false');
  await expect(item('Penalties')).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect(item('Annex')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(item('Introduction')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pageBox).toHaveValue(`1 / ${PAGES}`);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(item('Penalties')).toBeVisible();
  await expectAccessible(page);
});

test('on a phone the sidebar is closed at first, opens as a drawer over the pages and closes once a page is chosen', async ({ page }) => {
  const viewer = await openPreview(page, OUTLINED, 390);
  await expect(sidebar(viewer)).toHaveCount(0);
  await toggle(viewer).click();
  await expect(thumbnail(viewer, 1).locator('canvas')).toBeVisible();
  const drawer = (await sidebar(viewer).boundingBox())!;
  const pages = (await viewer.getByTestId('pdf-pages').boundingBox())!;
  // Over the pages, not beside them: the pages keep their width.
  expect(drawer.x).toBeLessThanOrEqual(pages.x + 1);
  expect(drawer.width).toBeLessThan(pages.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/thumbnails-390.png` });
  await expectAccessible(page);

  await thumbnail(viewer, 3).click();
  await expect(viewer.getByTestId('pdf-page-box')).toHaveValue(`3 / ${PAGES}`);
  await expect(sidebar(viewer)).toHaveCount(0);
  await expect(toggle(viewer)).toBeFocused();

  await toggle(viewer).click();
  await sidebar(viewer).getByRole('tab', { name: 'Outline' }).click();
  await expect(sidebar(viewer).getByRole('treeitem', { name: 'Annex' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/outline-390.png` });
  await sidebar(viewer).getByRole('treeitem', { name: 'Annex' }).click();
  await expect(viewer.getByTestId('pdf-page-box')).toHaveValue(`11 / ${PAGES}`);
  await expect(sidebar(viewer)).toHaveCount(0);
  // Escape closes it too.
  await toggle(viewer).click();
  await expect(sidebar(viewer)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebar(viewer)).toHaveCount(0);
});

test("the PDF's /PageMode opens the sidebar on its outline or its thumbnails, beside the pages only", async ({ page }) => {
  let viewer = await openPreview(page, OPENS_ON_OUTLINE);
  await expect(sidebar(viewer)).toBeVisible();
  await expect(toggle(viewer)).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar(viewer).getByRole('tab', { name: 'Outline' })).toHaveAttribute('aria-selected', 'true');
  await expect(sidebar(viewer).getByRole('treeitem', { name: 'Annex' })).toBeVisible();
  // Opened by the PDF, it leaves the focus where it was.
  await expect(sidebar(viewer).locator(':focus')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/page-mode-outline-1280.png` });
  await sidebar(viewer).getByRole('treeitem', { name: 'Annex' }).click();
  await expect(viewer.getByTestId('pdf-page-box')).toHaveValue(`11 / ${PAGES}`);

  viewer = await openPreview(page, OPENS_ON_THUMBS);
  await expect(sidebar(viewer).getByRole('tab', { name: 'Pages' })).toHaveAttribute('aria-selected', 'true');
  await expect(thumbnail(viewer, 1).locator('canvas')).toBeVisible();
  await toggle(viewer).click();
  await expect(sidebar(viewer)).toHaveCount(0);

  // A PDF without a /PageMode keeps it closed.
  viewer = await openPreview(page, OUTLINED);
  await expect(viewer.locator('[data-testid="pdf-page"][data-page-number="1"] canvas')).toBeVisible();
  await expect(sidebar(viewer)).toHaveCount(0);

  // On a phone the drawer would cover the page: closed whatever the PDF asks.
  viewer = await openPreview(page, OPENS_ON_OUTLINE, 390);
  await expect(viewer.locator('[data-testid="pdf-page"][data-page-number="1"] canvas')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(sidebar(viewer)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/page-mode-outline-390.png` });
  await toggle(viewer).click();
  await expect(sidebar(viewer).getByRole('tab', { name: 'Outline' })).toHaveAttribute('aria-selected', 'true');
});
