import { type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, expect, openSignedIn, test } from './support.js';

/**
 * Page management (`/wadmin/page-management/PRIVATE`): an administrator creates pages, names them per
 * language, sets their checks, reorders, moves and deletes them in the tree, previews a page as each
 * role, and a user then finds the page in the composer exactly as built.
 */

const tree = (page: Page) => page.getByTestId('page-tree-editor');
const row = (page: Page, name: string) => tree(page).locator('[data-testid^="managed-page-"]').filter({ has: page.getByText(name, { exact: true }) });
const rowNames = (page: Page) => tree(page).locator('[data-testid^="managed-page-"] .MuiListItemText-primary');

async function pageIdByName(request: APIRequestContext, name: string): Promise<number | undefined> {
  const token = await apiToken(request, 'admin');
  const response = await request.get('/api/pages?scope.equals=PRIVATE&page=0&size=10000', { headers: { authorization: `Bearer ${token}` } });
  const pages = (await response.json()) as { id: number; name: string }[];
  return pages.find((p) => p.name.includes(name))?.id;
}

async function createPage(page: Page, name: string, path: string, parent?: string) {
  if (parent) {
    await row(page, parent).getByRole('button', { name: `Actions for ${parent}` }).click();
    await page.getByRole('menuitem', { name: 'Add a page under it' }).click();
  } else {
    await page.getByTestId('page-add').click();
  }
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('page-name').fill(name);
  await dialog.getByTestId('page-path').fill(path);
  await dialog.getByTestId('new-page-create').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('selected-page').getByRole('heading')).toHaveText(name);
}

test('an administrator builds, orders, moves and deletes private pages, and previews one as each role', async ({ page, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const [folder, report, archive] = [`Reports ${stamp}`, `Quarter ${stamp}`, `Archive ${stamp}`];
  await openSignedIn(page, 'admin', '/wadmin/page-management/PRIVATE');
  await expect(page.getByRole('heading', { level: 1, name: 'Private pages' })).toBeVisible();

  // Two new pages at the top level, and one under the first.
  await createPage(page, folder, `reports-${stamp}`);
  await createPage(page, archive, `archive-${stamp}`);
  await createPage(page, report, `quarter-${stamp}`, folder);
  const names = async () => (await rowNames(page).allTextContents()).filter((n) => n.endsWith(String(stamp)));
  await expect.poll(names).toEqual([folder, report, archive]);

  // A path already used in this scope is refused, and what was typed stays.
  await page.getByTestId('page-path').fill(`reports-${stamp}`);
  await page.getByTestId('page-save').click();
  await expect(page.getByText('This value is already used.')).toBeVisible();
  await expect(page.getByTestId('page-path')).toHaveValue(`reports-${stamp}`);
  await page.getByTestId('page-path').fill(`quarter-${stamp}`);

  // Names per language, and a permission check with its live hint.
  await page.getByTestId('page-name-translations').click();
  await page.getByTestId('translation-tab-it').click();
  await page.getByTestId('translation-text-it').fill(`Trimestre ${stamp}`);
  await page.getByTestId('translation-save').click();
  await expect(page.getByText('Translated into: en, it')).toBeVisible();
  await page.getByTestId('page-check').fill('user.authenticated &&');
  await expect(page.getByTestId('page-check-hint')).toContainText('does not compile');
  await page.getByTestId('page-check').fill('"ROLE_USER" in user.roles');
  await expect(page.getByTestId('page-check-hint')).toHaveText('The check compiles.');
  await page.getByTestId('page-save').click();
  await expect(page.getByTestId('page-last-modified')).toContainText('Last changed by admin');

  // Drag the archive before the reports folder; then move it under the folder with its menu.
  await row(page, archive).dragTo(row(page, folder), { targetPosition: { x: 60, y: 2 } });
  await expect.poll(names).toEqual([archive, folder, report]);
  await row(page, archive).getByRole('button', { name: `Actions for ${archive}` }).click();
  await page.getByRole('menuitem', { name: 'Move under another page…' }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Under' }).click();
  await page.getByRole('option', { name: folder, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Move' }).click();
  await expect.poll(names).toEqual([folder, report, archive]);
  await expect(row(page, archive)).toHaveCSS('padding-left', '16px');

  // A page with pages under it is not deleted.
  await row(page, folder).getByRole('button', { name: `Actions for ${folder}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByText(`${folder} has pages under it`)).toBeVisible();

  // Deleting is undoable; then done for real.
  await row(page, archive).getByRole('button', { name: `Actions for ${archive}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(row(page, archive)).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(row(page, archive)).toHaveCount(1);
  await row(page, archive).getByRole('button', { name: `Actions for ${archive}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(row(page, archive)).toHaveCount(0);
  await expect.poll(() => pageIdByName(request, archive), { timeout: 15_000 }).toBeUndefined();

  // The preview asks the server: guests never get a private page; a user gets this one.
  await row(page, report).getByText(report, { exact: true }).click();
  await page.getByTestId('page-tab-preview').click();
  await page.getByTestId('preview-as-GUEST').click();
  await expect(page.getByTestId('preview-hidden')).toBeVisible();
  await page.getByTestId('preview-as-USER').click();
  await expect(page.getByTestId('page-preview').getByTestId('composer-page')).toContainText(report);
  await page.screenshot({ path: 'test-results/screens/page-management.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  // Loaded again at this width, the sidebar starts closed.
  await page.reload();
  await page.getByTestId('page-tab-details').click();
  await page.screenshot({ path: 'test-results/screens/page-management-phone.png', fullPage: true });

  // The pages made here leave the shared demonstration site as it was.
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  for (const name of [report, folder]) expect((await request.put(`/api/pages/${await pageIdByName(request, name)}/decrement`, { headers })).status()).toBe(204);
});

test('an administrator builds a page with a list and a form linked through W_, and a user gets exactly that page', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  const name = `Contract desk ${stamp}`;
  const path = `contract-desk-${stamp}`;
  await openSignedIn(page, 'admin', '/wadmin/page-management/PRIVATE');
  await createPage(page, name, path);
  await page.getByTestId('page-tab-widgets').click();

  // A list of contracts from the palette, configured through its generated form.
  const dialog = page.getByRole('dialog');
  const addWidget = async (type: string, title: string, conf: object) => {
    await page.getByTestId('widget-add').click();
    await page.getByRole('menuitem', { name: new RegExp(type) }).click();
    await dialog.getByTestId('widget-title').fill(title);
    await dialog.getByTestId('widget-advanced').check();
    await dialog.getByTestId('widget-conf-json').fill(JSON.stringify(conf));
    await dialog.getByTestId('widget-save').click();
    await expect(dialog).toBeHidden();
    const card = page.getByTestId('widget-grid').getByRole('region', { name: title, exact: true });
    return Number((await card.getAttribute('data-testid'))!.replace('managed-widget-', ''));
  };
  const listId = await addWidget('Document list', 'Desk contracts', { layout: { x: 0, y: 0, w: 7, h: 10 }, fam: 'contracts', columns: [1, 2] });
  // The form edits the contract selected in the list: {W_<list>.fidd}, the id the list's card shows.
  await expect(page.getByTestId(`managed-widget-${listId}`)).toContainText(`W_${listId}`);
  await addWidget('Document form', 'Desk editor', { layout: { x: 7, y: 0, w: 5, h: 10 }, fam: 'contracts', document: `{W_${listId}.fidd}`, fields: [{ id: 2 }] });

  // A user opens the page: the list and the form, and a row selected in one fills the other.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await openSignedIn(visitor, 'user', `/wuser/composer#${path}`);
  await expect(visitor.getByTestId('composer-page').getByRole('heading', { level: 1 })).toHaveText(name);
  const regions = visitor.getByTestId('composer-page').getByRole('region');
  await expect(regions).toHaveCount(2);
  const list = visitor.getByRole('region', { name: 'Desk contracts', exact: true });
  const form = visitor.getByRole('region', { name: 'Desk editor', exact: true });
  await expect(form.getByText('Select a document to edit it here.')).toBeVisible();
  const row = list.locator('tbody tr').first();
  const counterparty = await row.locator('td').nth(1).innerText();
  await row.click();
  await expect(form.getByRole('textbox', { name: 'Counterparty' })).toHaveValue(counterparty);
  await visitor.screenshot({ path: 'test-results/screens/page-management-built-page.png' });
  await context.close();

  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  expect((await request.put(`/api/pages/${await pageIdByName(request, name)}/decrement`, { headers })).status()).toBe(204);
});

test('the tree says it is loading while the pages are read, and that there are none only once it knows', async ({ page }) => {
  // The private pages are held back; the public ones answer that there are none.
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/api\/pages\?scope\.equals=PRIVATE&/, async (route) => {
    await held;
    await route.continue();
  });
  await page.route(/\/api\/pages\?scope\.equals=PUBLIC&/, (route) => route.fulfill({ json: [], headers: { 'x-total-count': '0' } }));
  await openSignedIn(page, 'admin', '/wadmin/page-management/PRIVATE');
  const editor = tree(page);
  await expect(editor).toHaveAttribute('aria-busy', 'true');
  await expect(editor.getByRole('progressbar', { name: 'Loading the pages' })).toBeVisible();
  await expect(page.getByText('There are no pages here yet.')).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `test-results/screens/page-management-loading-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  answer();
  await expect(editor).not.toHaveAttribute('aria-busy', 'true');
  await expect(rowNames(page).first()).toBeVisible();
  await expect(page.getByText('There are no pages here yet.')).toHaveCount(0);

  await page.getByRole('menuitem', { name: 'Public pages' }).click();
  await expect(tree(page).getByText('There are no pages here yet.')).toBeVisible();
  await expect(tree(page)).not.toHaveAttribute('aria-busy', 'true');
});
