import { type Page } from '@playwright/test';
import { countRendersBy, renderCounts } from './render-counts.js';
import { apiToken, expect, openSignedIn, test } from './support.js';

/**
 * The composer's navigation: the page tree in the sidebar, public for guests and private once signed
 * in, with names in the visitor's language, folders that stay open across reloads, pages opening in
 * the composer at #path.
 */
const tree = (page: Page) => page.getByTestId('page-tree');
const node = (page: Page, name: string) => tree(page).getByRole('button', { name, exact: true });

async function chooseLanguage(page: Page, current: string, name: string) {
  await page.getByRole('button', { name: current, exact: true }).click();
  await page.getByRole('menuitem', { name, exact: true }).click();
}

test('guests find the public pages, and a page opens in the guest composer', async ({ page }) => {
  await page.goto('/wguest/composer');
  // Without a page in the address, the first one opens.
  await expect(page).toHaveURL(/\/wguest\/composer#welcome$/);
  await expect(node(page, 'Welcome')).toBeVisible();
  await expect(node(page, 'Contacts')).toBeVisible();
  await expect(tree(page)).not.toContainText('Documents');
  await node(page, 'Contacts').click();
  await expect(page).toHaveURL(/\/wguest\/composer#contacts$/);
  await expect(node(page, 'Contacts')).toHaveClass(/Mui-selected/);
  await page.screenshot({ path: 'test-results/screens/page-tree-guest.png' });
});

test('moving from page to page renders the page and the tree again, not the app bar nor the sidebar around them', async ({ page }) => {
  // Counted per commit by data-testid: the app bar's, and the site's name at the top of the sidebar.
  await countRendersBy(page, 'data-testid');
  await page.goto('/wguest/composer');
  await expect(page).toHaveURL(/#welcome$/);
  await expect(page.getByRole('region', { name: 'Public contracts' }).locator('tbody tr').first()).toBeVisible();
  const before = await renderCounts(page);
  expect(before['app-bar']).toBeGreaterThanOrEqual(1);
  expect(before['sidebar-site']).toBeGreaterThanOrEqual(1);

  await node(page, 'Contacts').click();
  await expect(page.getByRole('region', { name: 'Contact us' })).toBeVisible();
  await page.waitForTimeout(300);
  const after = await renderCounts(page);
  expect(after['page-tree']).toBeGreaterThan(before['page-tree']);
  expect(after['app-bar']).toBe(before['app-bar']);
  expect(after['sidebar-site']).toBe(before['sidebar-site']);
});

test('signed-in users get the private tree, in their language, with folders that stay open', async ({ page, request }) => {
  // A page whose name is translated into English only.
  const token = await apiToken(request, 'admin');
  const created = await request.post('/api/pages', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: JSON.stringify({ en: 'English only' }), path: `english-only-${Date.now()}`, scope: 'PRIVATE', index: 90, type: 'PAGE' },
  });
  expect(created.status()).toBe(201);
  const englishOnly = (await created.json()).id as number;

  try {
    await openSignedIn(page, 'user');
    // The first page is Invoices, inside the Documents folder, which opens to show where it is.
    await expect(page).toHaveURL(/\/wuser\/composer#invoices$/);
    await expect(node(page, 'Documents')).toBeVisible();
    await expect(node(page, 'Help')).toBeVisible();
    await expect(node(page, 'Invoices')).toHaveClass(/Mui-selected/);
    await expect(node(page, 'HR requests')).toBeVisible();

    // Open and closed folders are remembered in local storage (pages-persisted).
    await page.getByTestId(`page-node-${englishOnly}`).click();
    await expect(page).toHaveURL(/#english-only-/);
    await tree(page).getByRole('button', { name: 'Close Documents' }).click();
    await expect(node(page, 'Invoices')).toHaveCount(0);
    await page.reload();
    await expect(node(page, 'Documents')).toBeVisible();
    await expect(node(page, 'Invoices')).toHaveCount(0);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('pages-persisted'))) ?? '{}').PRIVATE).toHaveLength(0);
    await tree(page).getByRole('button', { name: 'Open Documents' }).click();
    await page.reload();
    await expect(node(page, 'Invoices')).toBeVisible();
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('pages-persisted'))) ?? '{}').PRIVATE).toHaveLength(1);
    await page.screenshot({ path: 'test-results/screens/page-tree-user.png' });

    await chooseLanguage(page, 'Language: English', 'Italiano');
    await expect(node(page, 'Richieste HR')).toBeVisible();
    await expect(node(page, 'Fatture')).toBeVisible();
    await expect(page.getByTestId(`page-node-${englishOnly}`)).toHaveText('NO TRANSLATION FOUND');
    // Plain names stay as they are.
    await expect(node(page, 'Help')).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/page-tree-italian.png' });
    await chooseLanguage(page, 'Lingua: Italiano', 'Deutsch');
    await expect(node(page, 'Personalanträge')).toBeVisible();
    await chooseLanguage(page, 'Sprache: Deutsch', 'English');
    await expect(page.getByTestId(`page-node-${englishOnly}`)).toHaveText('English only');
  } finally {
    await request.delete(`/api/pages/${englishOnly}`, { headers: { authorization: `Bearer ${token}` } });
  }
});
