import { type Page } from '@playwright/test';
import { expect, newAccount, test } from './support.js';

const unique = () => `s${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

async function signInAs(page: Page, login: string, password: string, rememberMe = false) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(login);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  if (rememberMe) await page.getByLabel(/remember me/i).check();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/wuser\/composer(#[\w-]+)?$/);
}

test('changing the password keeps this session and ends the one in another browser', async ({ page, browser, request }) => {
  const login = unique();
  await newAccount(request, login, 'Old-Pass-1');
  await signInAs(page, login, 'Old-Pass-1', true);
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signInAs(other, login, 'Old-Pass-1');

  await page.goto('/account/password');
  await page.getByRole('textbox', { name: /^Current password/ }).fill('Old-Pass-1');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('New-Pass-22');
  await page.getByRole('textbox', { name: /confirmation/ }).fill('New-Pass-22');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByTestId('outcome-success')).toHaveText('Password changed!');

  // This browser goes on with the renewed token, kept where the old one was ("remember me": local storage).
  await page.goto('/account/settings');
  await expect(page.getByTestId('account-menu')).toHaveText(login);
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jhi-authenticationToken'))).toBeTruthy();

  // The other browser's session has ended: its next call is refused and it is sent to sign in.
  await other.goto('/wuser/composer');
  await expect(other).toHaveURL(/\/login/);
  await elsewhere.close();
});
