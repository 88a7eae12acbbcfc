import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ACCOUNTS = {
  admin: { login: 'admin', password: 'admin' },
  wadmin: { login: 'wadmin', password: 'wadmin' },
  user: { login: 'user', password: 'user' },
} as const;

/** Signs in through the sign-in screen, as a person would. */
export async function signIn(page: Page, who: keyof typeof ACCOUNTS, target = '/login') {
  const { login, password } = ACCOUNTS[who];
  await page.goto(target);
  await page.getByLabel('Username').fill(login);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  await expect(page.getByTestId('account-menu')).toHaveText(login);
}

/** A Bearer token for setting up data through the API (what the test is about stays in the browser). */
export async function apiToken(request: APIRequestContext, who: keyof typeof ACCOUNTS): Promise<string> {
  const { login, password } = ACCOUNTS[who];
  const response = await request.post('/api/authenticate', { data: { username: login, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).id_token as string;
}

/** Chooses an option of a react-admin select input by its label. */
export async function choose(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The data rows of the list table. */
export const rows = (page: Page) => page.locator('table tbody tr');

/** A one-pixel PNG, for file inputs. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
