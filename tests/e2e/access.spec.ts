import { expect, signIn, test } from './support.js';

test('a plain user is refused the entity screens', async ({ page }) => {
  await signIn(page, 'user', '/theme');
  await expect(page.getByTestId('not-authorized')).toHaveText('You are not authorized to access this page');
  await expect(page.getByRole('button', { name: 'Entities' })).toHaveCount(0);
  await expect(page.locator('table')).toHaveCount(0);
});

test('a site administrator reaches the entity screens without the Entities menu', async ({ page }) => {
  await signIn(page, 'wadmin', '/theme');
  await expect(page.getByRole('heading', { name: 'Themes', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entities' })).toHaveCount(0);
});

test('an administrator opens every entity from the Entities menu', async ({ page }) => {
  await signIn(page, 'admin');
  for (const [entity, heading] of [
    ['alias', 'Aliases'],
    ['permission', 'Permissions'],
    ['site', 'Sites'],
    ['page', 'Pages'],
    ['template', 'Templates'],
    ['widget', 'Widgets'],
    ['theme', 'Themes'],
    ['widget-type', 'Widget Types'],
  ]) {
    await page.getByRole('button', { name: 'Entities' }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${heading.replace(/s$/, '').replace('Aliase', 'Alias')}$`) }).click();
    await expect(page).toHaveURL(new RegExp(`/${entity}$`));
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
});

test('a wrong password is refused with the sign-in message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByRole('textbox', { name: 'Password' }).fill('wrong');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Failed to sign in! Please check your credentials and try again.')).toBeVisible();
  await page.getByLabel('Username').fill('');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Username cannot be empty!')).toBeVisible();
});
