import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiToken, expect, openSignedIn, test } from './support.js';

/**
 * The widget editor of page management (`/wadmin/page-management/PRIVATE`, a page's Widgets tab): an
 * administrator adds a document list from the palette and configures it through the form generated
 * from its schema, sees the server's refusal on the field it names, moves and resizes widgets on the
 * grid (kept after a reload; a failed save says so and is retried), and deletes a widget, first undoing.
 */

interface StoredWidget {
  id: number;
  title: string;
  conf: string;
  index: number;
}

/** A new private page, with widgets of the types named (by their schema), made through the API. */
async function pageWith(request: APIRequestContext, widgets: { title: string; type: string; conf: object }[]) {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const name = `Widget workshop ${Date.now()}`;
  const created = await request.post('/api/pages/increment', { headers, data: { name, scope: 'PRIVATE', type: 'PAGE' } });
  expect(created.status()).toBe(201);
  const pageId = ((await created.json()) as { id: number }).id;
  const types = (await (await request.get('/api/widget-types?page=0&size=100', { headers })).json()) as { id: number; confSchema: string }[];
  for (const [index, { title, type, conf }] of widgets.entries()) {
    const data = { title, conf: JSON.stringify(conf), page: { id: pageId }, type: { id: types.find((t) => t.confSchema === type)!.id }, index };
    expect((await request.post('/api/widgets', { headers, data })).status()).toBe(201);
  }
  const stored = async () =>
    (await (await request.get(`/api/widgets?page=0&size=10000&pageId.equals=${pageId}&sort=index,asc`, { headers })).json()) as StoredWidget[];
  return { name, stored };
}

/** Opens the page's widgets, choosing the page in the tree by its name. */
async function openWidgets(page: Page, name: string) {
  await openSignedIn(page, 'admin', '/wadmin/page-management/PRIVATE');
  await page.getByTestId('page-tree-editor').getByRole('button', { name, exact: true }).click();
  await page.getByTestId('page-tab-widgets').click();
}

const WELCOME = { title: 'Welcome text', type: 'rich-text', conf: { layout: { x: 0, y: 0, w: 6, h: 4 }, html: '<p>Hello</p>' } };

const layoutOf = (widget: StoredWidget | undefined) => (JSON.parse(widget?.conf ?? '{}') as { layout?: { x: number; y: number; w: number; h: number } }).layout;
const card = (page: Page, title: string) => page.getByTestId('widget-grid').getByRole('region', { name: title, exact: true });

/** Drags with the mouse in steps, as react-grid-layout follows the pointer. */
async function drag(page: Page, handle: Locator, dx: number, dy: number, at: { x: number; y: number }) {
  const box = (await handle.boundingBox())!;
  const [x, y] = [box.x + at.x, box.y + at.y];
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) await page.mouse.move(x + (dx * i) / 10, y + (dy * i) / 10);
  await page.mouse.up();
}

test('an administrator adds a document list from the palette and configures it; a refusal of the server shows on its field', async ({ page, request }) => {
  const { name, stored } = await pageWith(request, [WELCOME]);
  await openWidgets(page, name);
  await expect(card(page, 'Welcome text')).toContainText('Rich text');

  // A document list from the palette, configured through its form: the family of the demonstration's invoices.
  await page.getByTestId('widget-add').click();
  await page.getByRole('menuitem', { name: /Document list/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'New widget: Document list' })).toBeVisible();
  await dialog.getByTestId('widget-title').fill('Open invoices');
  await dialog.locator('#root_fam').fill('invoices');
  await expect(dialog.locator('#root_layout_w')).toHaveValue('12');
  await dialog.getByTestId('widget-save').click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Open invoices')).toContainText('fam: invoices');
  const list = (await stored()).find((w) => w.title === 'Open invoices')!;
  expect(list.index).toBe(1);
  expect(layoutOf(list)).toEqual({ x: 0, y: 4, w: 12, h: 8 });

  // The raw JSON behind Advanced: a syntax error is the form's message; a width beyond the grid is the server's refusal, on its field.
  await card(page, 'Open invoices').getByTestId('widget-configure').click();
  await expect(dialog.getByText(/last changed by admin/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/page-widgets-dialog.png' });
  await dialog.getByTestId('widget-advanced').check();
  const json = dialog.getByTestId('widget-conf-json');
  await json.fill('{"layout": ');
  await dialog.getByTestId('widget-save').click();
  await expect(dialog.getByText(/This is not valid JSON/)).toBeVisible();
  // JSON that is no object stays in view with its message: the form never takes it.
  await json.fill('[1, 2]');
  await dialog.getByTestId('widget-advanced').click();
  await expect(dialog.getByTestId('widget-advanced')).toBeChecked();
  await expect(dialog.getByText('A configuration is a JSON object, between { and }.')).toBeVisible();
  await expect(json).toHaveValue('[1, 2]');
  await json.fill(JSON.stringify({ layout: { x: 0, y: 4, w: 20, h: 8 }, fam: 'invoices', pageSize: 10 }));
  await dialog.getByTestId('widget-save').click();
  await expect(dialog.getByTestId('widget-config-error')).toContainText('layout.w: This field is too large.');
  await expect(json).toHaveValue(/"w":20/);
  await dialog.getByTestId('widget-advanced').uncheck();
  await expect(dialog.locator('#root_layout_w')).toHaveValue('20');
  await expect(dialog.locator('#root_layout_w__error')).toHaveText('This field is too large.');
  await dialog.locator('#root_layout_w').fill('6');
  await dialog.getByTestId('widget-save').click();
  await expect(dialog).toBeHidden();
  expect(layoutOf((await stored()).find((w) => w.title === 'Open invoices'))).toEqual({ x: 0, y: 4, w: 6, h: 8 });  await page.screenshot({ path: 'test-results/screens/page-widgets.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await card(page, 'Open invoices').getByTestId('widget-configure').click();
  await page.screenshot({ path: 'test-results/screens/page-widgets-dialog-phone.png' });
});

test('each field of a widget form says what it is for: a document list\'s family and value list each in their own words', async ({ page, request }) => {
  const { name } = await pageWith(request, [WELCOME]);
  await openWidgets(page, name);
  await page.getByTestId('widget-add').click();
  await page.getByRole('menuitem', { name: /Document list/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('#root_fam__description')).toHaveText('The family whose documents the list shows: its key or id, or a placeholder such as {W_12.fidf}.');
  await expect(dialog.locator('#root_list__description')).toHaveText("The value list whose entries the list shows instead of a family's documents: its key or id.");
});

test("a widget's title is given per language in the translation-text modal, and its card shows the administrator's", async ({ page, request }) => {
  const { name, stored } = await pageWith(request, [WELCOME]);
  await openWidgets(page, name);
  await card(page, 'Welcome text').getByTestId('widget-configure').click();
  await page.getByTestId('widget-title-translations').click();
  // The plain title stands for every language until changed; a language emptied is left out.
  await expect(page.getByTestId('translation-text-en')).toHaveValue('Welcome text');
  await page.getByTestId('translation-tab-it').click();
  await page.getByTestId('translation-text-it').fill('Testo di benvenuto');
  await page.getByTestId('translation-tab-fr').click();
  await page.getByTestId('translation-text-fr').fill('');
  await page.getByTestId('translation-save').click();
  await expect(page.getByTestId('widget-config').getByText('Translated into: en, it, es, de')).toBeVisible();
  await page.getByTestId('widget-save').click();
  await expect(page.getByTestId('widget-config')).toBeHidden();
  expect(JSON.parse((await stored())[0].title)).toEqual({ en: 'Welcome text', it: 'Testo di benvenuto', es: 'Welcome text', de: 'Welcome text' });
  await expect(card(page, 'Welcome text')).toBeVisible();
});

test('an administrator moves and resizes widgets, kept after a reload; a failed save is said and retried; a delete is undone, then done', async ({ page, request }) => {
  const listWidget = { title: 'Open invoices', type: 'document-list', conf: { layout: { x: 0, y: 4, w: 6, h: 8 }, fam: 'invoices' } };
  const { name, stored } = await pageWith(request, [WELCOME, listWidget]);
  const list = (await stored())[1];
  await openWidgets(page, name);
  await expect(card(page, 'Open invoices')).toContainText('6 × 8');

  // Drag the list beside the text by its title bar, then make the text taller by its corner: kept after a reload.
  const grid = (await page.getByTestId('widget-grid').boundingBox())!;
  const placed = page.waitForResponse((r) => r.url().includes('/api/widgets/indexes') && r.request().method() === 'PUT');
  await drag(page, card(page, 'Open invoices').locator('.widget-drag-handle'), grid.width / 2, -4 * 52, { x: 60, y: 20 });
  expect((await placed).status()).toBe(200);
  await expect(page.getByTestId('layout-saving')).toBeHidden();
  const resized = page.waitForResponse((r) => r.url().includes('/api/widgets/indexes') && r.request().method() === 'PUT');
  const corner = card(page, 'Welcome text').locator('xpath=..').locator('.react-resizable-handle');
  await drag(page, corner, 0, 2 * 52, { x: 10, y: 10 });
  expect((await resized).status()).toBe(200);
  await page.reload();
  await expect(card(page, 'Open invoices')).toBeVisible();
  const [text, invoices] = [(await card(page, 'Welcome text').boundingBox())!, (await card(page, 'Open invoices').boundingBox())!];
  expect(invoices.x).toBeGreaterThan(text.x + text.width - 1);
  expect(Math.abs(invoices.y - text.y)).toBeLessThan(2);
  expect((await stored()).map((w) => [w.title, w.index, layoutOf(w)])).toEqual([
    ['Welcome text', 0, { x: 0, y: 0, w: 6, h: 6 }],
    ['Open invoices', 1, { x: 6, y: 0, w: 6, h: 8 }],
  ]);

  // A layout the server does not take stays on the grid, says it was not saved, and is saved on retry.
  await page.route('**/api/widgets/indexes**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"title":"Internal Server Error","status":500,"detail":"Database unavailable"}' }));
  await drag(page, card(page, 'Open invoices').locator('.widget-drag-handle'), -grid.width / 2, 8 * 52, { x: 60, y: 20 });
  await expect(page.getByTestId('layout-failed')).toContainText('The layout was not saved');
  await page.unroute('**/api/widgets/indexes**');
  await page.getByTestId('layout-retry').click();
  await expect(page.getByTestId('layout-failed')).toBeHidden();
  await expect.poll(async () => layoutOf((await stored()).find((w) => w.title === 'Open invoices'))?.x).toBe(0);

  // Delete, undo (nothing is sent); then delete for good.
  const deletes: string[] = [];
  page.on('request', (r) => r.method() === 'DELETE' && deletes.push(new URL(r.url()).pathname));
  await card(page, 'Open invoices').getByTestId('widget-delete').click();
  await expect(card(page, 'Open invoices')).toBeHidden();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(card(page, 'Open invoices')).toBeVisible();
  const deleted = page.waitForResponse((r) => r.url().endsWith(`/api/widgets/${list.id}`) && r.request().method() === 'DELETE');
  await card(page, 'Open invoices').getByTestId('widget-delete').click();
  await expect(card(page, 'Open invoices')).toBeHidden();
  expect((await deleted).status()).toBe(204);
  expect(deletes).toEqual([`/api/widgets/${list.id}`]);
  expect((await stored()).map((w) => w.title)).toEqual(['Welcome text']);
  await expect(card(page, 'Welcome text')).toBeVisible();
  await expect(card(page, 'Open invoices')).toHaveCount(0);
});
