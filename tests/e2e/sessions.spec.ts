import { type APIRequestContext, type Page } from '@playwright/test';
import { AUTH_TOKEN_KEY } from '../../src/providers/tokenStorage.js';
import { apiToken, expect, newAccount, openWithToken, test } from './support.js';

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

/** A new ROLE_USER account, signed in in this tab with a token asked of the API. */
async function signedInAccount(page: Page, request: APIRequestContext, target: string) {
  const login = unique();
  await newAccount(request, login, 'Pass-word-1');
  const token = (await (await request.post('/api/authenticate', { data: { username: login, password: 'Pass-word-1' } })).json()).id_token as string;
  await openWithToken(page, token, login, target);
  return login;
}

/** Turns an account on or off through the administration API. */
async function setActivated(request: APIRequestContext, login: string, activated: boolean) {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const account = await (await request.get(`/api/admin/users/${login}`, { headers })).json();
  expect((await request.put(`/api/admin/users/${account.id}`, { headers, data: { email: account.email, activated } })).status()).toBe(200);
}

test('a session the server ends in the composer goes to sign in, says so, and comes back to the page', async ({ page, request }) => {
  const login = await signedInAccount(page, request, '/wuser/composer#contracts');
  await expect(page.getByRole('navigation').getByRole('button').first()).toBeVisible();
  // Its widgets have answered: what comes next is the refresh's doing.
  await expect(page.getByText(`The account ${login} may not read documents of Contracts`)).toBeVisible();

  await setActivated(request, login, false);
  await page.getByRole('button', { name: 'Refresh', exact: true }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('session-ended')).toHaveText('Your session has ended. Please sign in again.');
  await expect(page.getByTestId('account-menu')).not.toHaveText(login);
  await expect(page.getByText('The pages could not be loaded.')).toHaveCount(0);
  expect(await page.evaluate((key) => sessionStorage.getItem(key) ?? localStorage.getItem(key), AUTH_TOKEN_KEY)).toBeNull();

  await setActivated(request, login, true);
  await page.getByLabel('Username').fill(login);
  await page.getByRole('textbox', { name: 'Password' }).fill('Pass-word-1');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/wuser\/composer#contracts$/);
  await expect(page.getByTestId('account-menu')).toHaveText(login);
});

test('a stored token the server no longer accepts leaves the guest composer a guest, its pages shown', async ({ page }) => {
  await page.addInitScript((key) => sessionStorage.setItem(key, 'ended-session'), AUTH_TOKEN_KEY);
  await page.goto('/wguest/composer');
  await expect(page).toHaveURL(/\/wguest\/composer/);
  await expect(page.getByRole('navigation').getByRole('button').first()).toBeVisible();
  await expect(page.getByText('The pages could not be loaded.')).toHaveCount(0);
  await expect(page.getByTestId('account-menu')).toHaveText('Account');
});

test('/wuser keeps its query on the way to sign in and back', async ({ page }) => {
  await page.goto('/wuser?x=1');
  await expect(page).toHaveURL(/\/login\?x=1$/);
  await page.getByLabel('Username').fill('user');
  await page.getByRole('textbox', { name: 'Password' }).fill('user');
  await page.getByTestId('login-submit').click();
  // The composer then adds its first page's path, after the query it keeps.
  await expect(page).toHaveURL(/\/wuser\/composer\?x=1#invoices$/);
  await expect(page.getByTestId('account-menu')).toHaveText('user');
});

test('signing out ends the token on the server before the browser forgets it; the other sessions go on', async ({ page, browser, request }) => {
  const login = unique();
  await newAccount(request, login, 'Pass-word-1');
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await signInAs(other, login, 'Pass-word-1');
  await signInAs(page, login, 'Pass-word-1', true);
  const token = await page.evaluate((key) => localStorage.getItem(key), AUTH_TOKEN_KEY);
  expect(token).toBeTruthy();

  const signedOut = page.waitForResponse((r) => r.url().endsWith('/api/logout'));
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const answer = await signedOut;
  expect(answer.request().method()).toBe('POST');
  expect(answer.request().headers().authorization).toBe(`Bearer ${token}`);
  expect(answer.status()).toBe(204);
  await expect(page.getByTestId('logged-out')).toHaveText('Logged out successfully!');
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key) ?? localStorage.getItem(key), AUTH_TOKEN_KEY)).toBeNull();

  // The token no longer works, wherever it was copied to; the other browser's session goes on.
  expect((await request.get('/api/account', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  await other.goto('/account/settings');
  await expect(other.getByTestId('account-menu')).toHaveText(login);
  await expect(other.getByRole('button', { name: 'Save' })).toBeVisible();
  await elsewhere.close();
});
