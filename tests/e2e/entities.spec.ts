import { type Page } from '@playwright/test';
import { choose, expect, openSignedIn, PNG, rows, test } from './support.js';

/** Fills the create form of an entity and saves; returns on the list again. */
async function createThrough(page: Page, entity: string, fill: () => Promise<void>) {
  await page.goto(`/${entity}`);
  await page.getByRole('link', { name: 'Create new' }).click();
  await expect(page).toHaveURL(new RegExp(`/${entity}/new$`));
  await fill();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/${entity}(\\?.*)?$`));
  // Newest first: the list's first page need not hold a new row once the demonstration has many.
  await page.goto(`/${entity}?sort=id&order=DESC`);
}

test('an administrator builds a site from every entity through the screens', async ({ page }) => {
  // Nine entities created through their screens: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await openSignedIn(page, 'admin');
  const tag = Date.now().toString(36);

  await createThrough(page, 'theme', async () => {
    await page.getByLabel(/^Name/).fill(`Ocean ${tag}`);
    await page.getByLabel('Primary colour').fill('#006994');
  });
  await expect(page.getByRole('cell', { name: `Ocean ${tag}` })).toBeVisible();

  await createThrough(page, 'site', async () => {
    await page.getByLabel(/^Name/).fill(`Harbour site ${tag}`);
    await page.locator('input[type=file][name=logo]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByTestId('binary-logo').locator('img')).toBeVisible();
    await choose(page, /^Theme/, `Ocean ${tag}`);
  });
  const siteRow = rows(page).filter({ hasText: `Harbour site ${tag}` });
  await expect(siteRow.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  const logoHeight = await siteRow.locator('img').evaluate((img: Element) => img.getBoundingClientRect().height);
  expect(logoHeight).toBeLessThanOrEqual(30);

  await createThrough(page, 'template', async () => {
    await page.getByLabel(/^Name/).fill(`Grid ${tag}`);
    await page.getByLabel(/^Row/).fill('2');
    await page.getByLabel(/^Col/).fill('3');
  });
  await expect(page.getByRole('cell', { name: `Grid ${tag}` })).toBeVisible();

  await createThrough(page, 'page', async () => {
    await page.getByLabel(/^Name/).fill(`Reports ${tag}`);
    await page.getByLabel(/^Path/).fill(`reports-${tag}`);
    await choose(page, /^Template/, `Grid ${tag}`);
    await choose(page, /^Parent/, 'Documents');
  });
  const pageRow = rows(page).filter({ hasText: `Reports ${tag}` });
  await expect(pageRow).toContainText('Documents');
  await expect(pageRow).toContainText('PAGE');

  await createThrough(page, 'widget-type', async () => {
    await page.getByLabel(/^Name/).fill(`Chart ${tag}`);
  });

  await createThrough(page, 'widget', async () => {
    await page.getByLabel(/^Title/).fill(`Sales chart ${tag}`);
    await page.getByLabel(/^Conf/).fill('{"layout":{"x":0,"y":0,"w":6,"h":4}}');
    await choose(page, /^Page/, `Reports ${tag}`);
    await choose(page, /^Type/, `Chart ${tag}`);
  });
  const widgetRow = rows(page).filter({ hasText: `Sales chart ${tag}` });
  await expect(widgetRow).toContainText(`Reports ${tag}`);
  await expect(widgetRow).toContainText(`Chart ${tag}`);

  for (const name of [`Read ${tag}`, `Write ${tag}`])
    await createThrough(page, 'permission', async () => {
      await page.getByLabel(/^Name/).fill(name);
      await page.getByLabel(/^Adiuto Id/).fill('7');
      await page.getByRole('switch', { name: 'Read' }).check();
    });
  const permissionRow = rows(page).filter({ hasText: `Read ${tag}` });
  await expect(permissionRow).toContainText('GENERAL');

  await createThrough(page, 'alias', async () => {
    await page.getByLabel(/^Name/).fill(`Team ${tag}`);
    await page.getByLabel(/^Adiuto Id/).fill('42');
    await page.getByRole('combobox', { name: /^Permissions/ }).click();
    await page.getByRole('option', { name: `Read ${tag}` }).click();
    await page.getByRole('option', { name: `Write ${tag}` }).click();
    await page.keyboard.press('Escape');
  });
  const aliasRow = rows(page).filter({ hasText: `Team ${tag}` });
  await expect(aliasRow).toContainText(`Read ${tag}`);
  await expect(aliasRow).toContainText(`Write ${tag}`);

  // The detail screen: a definition list with Back and Edit.
  await aliasRow.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/alias\/\d+$/);
  await expect(page.locator('dt', { hasText: 'Permissions' })).toBeVisible();
  await expect(page.locator('dd[data-field=adiutoId]')).toHaveText('42');
  await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/alias$/);
});

test('forms say what is wrong before anything is sent', async ({ page }) => {
  await openSignedIn(page, 'admin', '/template/new');
  await page.getByLabel(/^Name/).fill('x');
  await page.getByLabel(/^Name/).fill('');
  await page.getByLabel(/^Row/).fill('1.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await expect(page.getByText('This field should be a whole number.')).toBeVisible();
  await expect(page).toHaveURL(/\/template\/new$/);

  await page.goto('/theme/new');
  await page.getByLabel(/^Name/).fill('Broken');
  await page.getByTestId('theme-advanced').check();
  await page.getByTestId('theme-conf-json').fill('{not json');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field should be valid JSON.')).toBeVisible();
  await expect(page).toHaveURL(/\/theme\/new$/);
});

test('the edit form shows the id read-only and returns to the list it came from', async ({ page }) => {
  await openSignedIn(page, 'admin', '/widget-type?page=1&sort=name,desc');
  const first = rows(page).first();
  await first.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/widget-type\/\d+\/edit\?page=1&sort=name,desc$/);
  await expect(page.getByLabel('ID')).toHaveAttribute('readonly', '');
  const name = page.getByLabel(/^Name/);
  await name.fill(`${await name.inputValue()} (renamed)`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/widget-type\?page=1&sort=name,desc$/);
  await expect(page.getByRole('cell', { name: /\(renamed\)$/ })).toBeVisible();
});

test('an unknown id says Not found and stays on its address', async ({ page }) => {
  await openSignedIn(page, 'admin');
  for (const address of ['/theme/99999', '/theme/99999/edit']) {
    await page.goto(`${address}?page=1&sort=name,asc`);
    await expect(page.getByTestId('load-failure')).toHaveText('Not found');
    // React-admin's own answer was a notification and the way back to the list.
    await expect(page).toHaveURL(new RegExp(`${address}\\?page=1&sort=name,asc$`));
    await expect(page.getByText('Element does not exist')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/theme\?page=1&sort=name,asc$/);
});
