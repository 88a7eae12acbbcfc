import { type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, expect, openSignedIn, test } from './support.js';

/**
 * The page editor keeps an administrator's work and says what is wrong before it is saved: a permission
 * check that does not compile is refused with the compiler's words, a widget with a check is marked
 * like a page with one.
 */

/** A new private page, with widgets of the types named (by their schema), made through the API. */
async function pageWith(request: APIRequestContext, widgets: { title: string; type: string; conf: object; permissionChecks?: string }[] = []) {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const name = `Workbench ${Date.now()}`;
  const created = await request.post('/api/pages/increment', { headers, data: { name, scope: 'PRIVATE', type: 'PAGE' } });
  expect(created.status()).toBe(201);
  const pageId = ((await created.json()) as { id: number }).id;
  const types = (await (await request.get('/api/widget-types?page=0&size=100', { headers })).json()) as { id: number; confSchema: string }[];
  for (const [index, { title, type, conf, permissionChecks }] of widgets.entries()) {
    const data = { title, conf: JSON.stringify(conf), page: { id: pageId }, type: { id: types.find((t) => t.confSchema === type)!.id }, index, permissionChecks };
    expect((await request.post('/api/widgets', { headers, data })).status()).toBe(201);
  }
  return { name, pageId };
}

const openPage = async (page: Page, name: string) => {
  await openSignedIn(page, 'admin', '/wadmin/page-management/PRIVATE');
  await page.getByTestId('page-tree-editor').getByRole('button', { name, exact: true }).click();
  await expect(page.getByTestId('selected-page').getByRole('heading')).toHaveText(name);
};
const card = (page: Page, title: string) => page.getByTestId('widget-grid').getByRole('region', { name: title, exact: true });
const layout = { x: 0, y: 0, w: 6, h: 4 };

test('a permission check that does not compile is refused in the page form and the widget dialog, with the compiler\'s words', async ({ page, request }) => {
  const { name } = await pageWith(request, [
    { title: 'Open to all', type: 'rich-text', conf: { layout, html: '<p>a</p>' } },
    { title: 'Admins only', type: 'rich-text', conf: { layout: { ...layout, x: 6 }, html: '<p>b</p>' }, permissionChecks: '"ROLE_ADMIN" in user.roles' },
  ]);
  await openPage(page, name);

  await page.getByTestId('page-check').fill('"ROLE_USER" in user.roles &&');
  await expect(page.getByTestId('page-check-hint')).toContainText('The check does not compile:');
  await expect(page.getByTestId('page-check-hint')).not.toHaveText('The check does not compile: ');
  await expect(page.getByTestId('page-save')).toBeDisabled();
  await page.getByTestId('page-check').fill('"ROLE_USER" in user.roles');
  await expect(page.getByTestId('page-check-hint')).toHaveText('The check compiles.');
  await page.getByTestId('page-save').click();
  await expect(page.getByTestId('page-save')).toBeDisabled();

  // The widget with a check carries the mark pages have; the other does not.
  await page.getByTestId('page-tab-widgets').click();
  await expect(card(page, 'Admins only').getByTestId('widget-checked')).toHaveText('Checked');
  await expect(card(page, 'Open to all').getByTestId('widget-checked')).toHaveCount(0);

  await card(page, 'Open to all').getByTestId('widget-configure').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('widget-check').fill('user.login +');
  await expect(dialog.getByTestId('widget-check-hint')).toContainText('The check does not compile:');
  await dialog.getByTestId('widget-save').click();
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('widget-check').fill('user.authenticated');
  await dialog.getByTestId('widget-save').click();
  await expect(dialog).toBeHidden();
  await expect(card(page, 'Open to all').getByTestId('widget-checked')).toHaveText('Checked');
});

test('text typed in the page form, the widget dialog or an entity form is kept, or dropped only when the administrator says so', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { name } = await pageWith(request, [{ title: 'Notes', type: 'rich-text', conf: { layout, html: '<p>n</p>' } }]);
  const other = await pageWith(request);
  await openPage(page, name);
  const description = page.getByLabel('Description');
  const leave = page.getByTestId('leave-dialog');

  // Another tab: asked; staying keeps the text, on the same tab.
  await description.fill('Half a thought');
  await page.getByTestId('page-tab-widgets').click();
  await expect(leave).toContainText('Leave without saving?');
  await page.screenshot({ path: 'test-results/screens/page-editor-leave.png' });
  await leave.getByTestId('leave-stay').click();
  await expect(leave).toBeHidden();
  await expect(page.getByTestId('page-details')).toBeVisible();
  await expect(description).toHaveValue('Half a thought');

  // Another page in the tree, and another screen: asked alike.
  await page.getByTestId('page-tree-editor').getByRole('button', { name: other.name, exact: true }).click();
  await leave.getByTestId('leave-stay').click();
  await expect(page.getByTestId('selected-page').getByRole('heading')).toHaveText(name);
  await page.getByRole('menuitem', { name: 'Public pages' }).click();
  await leave.getByTestId('leave-stay').click();
  await expect(page).toHaveURL(/\/wadmin\/page-management\/PRIVATE\?/);
  await expect(description).toHaveValue('Half a thought');

  // Closing the browser's tab asks through the browser.
  const asked = page.waitForEvent('dialog');
  void page.close({ runBeforeUnload: true });
  const unload = await asked;
  expect(unload.type()).toBe('beforeunload');
  await unload.dismiss();
  await expect(description).toHaveValue('Half a thought');

  // Discarding drops the text: the widgets open, and the form starts again from the stored page.
  await page.getByTestId('page-tab-widgets').click();
  await leave.getByTestId('leave-discard').click();
  await expect(page.getByTestId('page-widgets')).toBeVisible();
  await page.getByTestId('page-tab-details').click();
  await expect(description).toHaveValue('');

  // The widget dialog: opening and closing it untouched asks nothing; a typed stylesheet is asked about.
  await page.getByTestId('page-tab-widgets').click();
  await page.getByTestId('widget-grid').getByRole('region', { name: 'Notes', exact: true }).getByTestId('widget-configure').click();
  const dialog = page.getByRole('dialog', { name: /Configure/ });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(leave).toBeHidden();
  await page.getByTestId('widget-grid').getByRole('region', { name: 'Notes', exact: true }).getByTestId('widget-configure').click();
  await dialog.getByTestId('widget-css').fill('.x { color: red }');
  await page.keyboard.press('Escape');
  await leave.getByTestId('leave-stay').click();
  await expect(dialog.getByTestId('widget-css')).toHaveValue('.x { color: red }');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await leave.getByTestId('leave-discard').click();
  await expect(dialog).toBeHidden();

  // An entity form: its way back asks too.
  await page.goto('/template/new');
  await page.getByLabel(/^Name/).fill('Unsaved template');
  await page.getByRole('link', { name: 'Back' }).click();
  await leave.getByTestId('leave-stay').click();
  await expect(page).toHaveURL(/\/template\/new$/);
  await expect(page.getByLabel(/^Name/)).toHaveValue('Unsaved template');
  await page.getByRole('link', { name: 'Back' }).click();
  await leave.getByTestId('leave-discard').click();
  await expect(page).toHaveURL(/\/template$/);
});

test('the selected page\'s row is highlighted across the tree; on a phone the page is shown alone, with a way back', async ({ page, request }) => {
  const { name } = await pageWith(request);
  await openPage(page, name);
  const row = page.getByTestId('page-tree-editor').locator('[data-testid^="managed-page-"]').filter({ has: page.getByText(name, { exact: true }) });
  const background = (locator: typeof row) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background(row)).not.toBe('rgba(0, 0, 0, 0)');
  await page.screenshot({ path: 'test-results/screens/page-editor-tree.png' });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByTestId('page-tree-editor')).toBeHidden();
  await expect(page.getByTestId('selected-page')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/page-editor-phone.png' });
  await page.getByTestId('page-tree-back').click();
  await expect(page.getByTestId('page-tree-editor')).toBeVisible();
  await expect(page.getByTestId('selected-page')).toBeHidden();
  await page.screenshot({ path: 'test-results/screens/page-editor-phone-tree.png' });
  await page.getByTestId('page-tree-editor').getByRole('button', { name, exact: true }).click();
  await expect(page.getByTestId('page-tree-editor')).toBeHidden();
  await expect(page.getByTestId('selected-page').getByRole('heading')).toHaveText(name);
});

test('the widget form\'s labels and help come from the schema in the reader\'s language: no "Text" twice, none of the form library\'s English', async ({ page, request }) => {
  const { name } = await pageWith(request, [
    { title: 'Invoices list', type: 'document-list', conf: { layout: { x: 0, y: 0, w: 12, h: 8 }, fam: 'invoices', columns: [1, 2], form: { fields: [{ id: 1 }] } } },
  ]);
  await page.addInitScript(() => sessionStorage.setItem('locale', 'it'));
  await openPage(page, name);
  await page.getByTestId('page-tab-widgets').click();
  await card(page, 'Invoices list').getByTestId('widget-configure').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('#root_fam')).toHaveValue('invoices');

  // The family: a chooser named after the setting, offering its kinds; the value has no second label.
  await expect(dialog.getByRole('combobox', { name: 'Famiglia' })).toHaveText('Chiave o segnaposto');
  await expect(dialog.locator('label[for="root_fam"]')).toHaveCount(0);
  await expect(dialog.locator('#root_fam')).toHaveAttribute('placeholder', 'Chiave o segnaposto');
  await expect(dialog.getByRole('combobox', { name: 'Lista valori' })).toBeVisible();
  // Every setting by its schema title, translated.
  for (const label of ['Colonna', 'Larghezza', 'Righe per pagina', 'Documenti al massimo', 'Ordinato per']) await expect(dialog.getByRole('spinbutton', { name: label, exact: true })).toBeVisible();
  await expect(dialog).toContainText('I documenti di una famiglia');

  // Nothing in English from the form library, in the text or in the buttons' names.
  const shown = await dialog.evaluate((el: HTMLElement) => [el.innerText, ...Array.from(el.querySelectorAll('[title], [aria-label]'), (e) => `${e.getAttribute('title') ?? ''} ${e.getAttribute('aria-label') ?? ''}`)].join('\n'));
  for (const english of ['optional field', 'Add Item', 'Move up', 'Move down', 'Remove', 'Option 1', '\nText\n', 'pageSize', 'Item'])
    expect(shown, english).not.toContain(english);
  expect(shown).toContain('Sposta su');
  await page.screenshot({ path: 'test-results/screens/page-editor-widget-form-it.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/page-editor-widget-form-it-phone.png' });
});
