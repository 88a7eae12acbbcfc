import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_LICENSE } from '../../server/license/trusted-keys.js';
import { licenceIssuer } from '../support/licence.js';
import { solvedCaptcha } from '../support/captcha.js';
import { AUTH_TOKEN_KEY } from '../../src/providers/tokenStorage.js';
import { recordFailureEvidence } from './failure-evidence.js';
import { e2eServerUrl } from './servers.js';

/**
 * Playwright's `test`, with each worker pointed at its own server (`serverURL`, also the pages' and
 * requests' `baseURL`), and a failed test's page explained in the log (failure-evidence.ts). Every
 * spec takes `test` from here.
 */
export const test = base.extend<object, { serverURL: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  serverURL: [async ({}, use, workerInfo) => use(e2eServerUrl(workerInfo.parallelIndex)), { scope: 'worker' }],
  baseURL: async ({ serverURL }, use) => use(serverURL),
  page: async ({ page }, use, testInfo) => {
    const printIfFailed = recordFailureEvidence(page);
    await use(page);
    await printIfFailed(testInfo);
  },
});
export { expect };

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

/**
 * Opens `target` signed in with a token asked of the API, stored where the sign-in screen stores it:
 * for tests about what a signed-in person does rather than about signing in (those use signIn), it
 * spares each one a load of the sign-in screen. The token is put in once per tab, so a sign-out in the
 * test stays one; to change accounts in a tab, sign out and use signIn.
 */
export async function openSignedIn(page: Page, who: keyof typeof ACCOUNTS, target = '/') {
  const { login, password } = ACCOUNTS[who];
  const response = await page.request.post('/api/authenticate', { data: { username: login, password } });
  expect(response.status()).toBe(200);
  return openWithToken(page, (await response.json()).id_token as string, login, target);
}

/**
 * Opens `target` with `token` stored as the sign-in screen stores it, once per tab; `login` shows in
 * the account menu. Answers the page's response, for its headers.
 */
export async function openWithToken(page: Page, token: string, login: string, target: string) {
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem(key, value);
      sessionStorage.setItem('e2e-signed-in', 'yes');
    },
    [AUTH_TOKEN_KEY, token] as const,
  );
  const response = await page.goto(target);
  await expect(page.getByTestId('account-menu')).toHaveText(login);
  return response;
}

const tokens = new Map<string, string>();

/**
 * A Bearer token for setting up data through the API (what the test is about stays in the browser).
 * Kept per account, so that a test which turns the captcha on can still turn it off.
 */
export async function apiToken(request: APIRequestContext, who: keyof typeof ACCOUNTS): Promise<string> {
  const known = tokens.get(who);
  if (known) return known;
  const { login, password } = ACCOUNTS[who];
  const response = await request.post('/api/authenticate', { data: { username: login, password } });
  expect(response.status()).toBe(200);
  const token = (await response.json()).id_token as string;
  tokens.set(who, token);
  return token;
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

/** The newest mail of a kind to an address, read from the outbox as an administrator would. */
export async function lastMail(request: APIRequestContext, to: string, mailKey: string): Promise<{ subject: string; text: string }> {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  for (let i = 0; i < 50; i++) {
    const list = await (await request.get(`/api/admin/mail-outbox?size=50&recipient.equals=${encodeURIComponent(to)}`, { headers })).json();
    const found = (list as { id: number; mailKey: string }[]).find((m) => m.mailKey === mailKey);
    if (found) return (await request.get(`/api/admin/mail-outbox/${found.id}`, { headers })).json();
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No ${mailKey} mail to ${to}`);
}

/** The path (and query) of the first link in a mail's text that contains `fragment`. */
export function linkPath(text: string, fragment: string): string {
  const url = text.split(/\s+/).find((word) => word.startsWith('http') && word.includes(fragment));
  if (!url) throw new Error(`No link with ${fragment} in:\n${text}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** A new, activated ROLE_USER account made through the public calls, as a visitor would. */
export async function newAccount(request: APIRequestContext, login: string, password: string): Promise<string> {
  const email = `${login}@example.org`;
  expect((await request.post('/api/register', { data: { login, email, password, langKey: 'en' } })).status()).toBe(201);
  const mail = await lastMail(request, email, 'activation');
  const key = new URLSearchParams(linkPath(mail.text, '/account/activate').split('?')[1]).get('key');
  expect((await request.get(`/api/activate?key=${key}`)).status()).toBe(200);
  return email;
}

/** Changes fields of the current site (the one with the lowest id) as an administrator; returns it. */
export async function patchSite(request: APIRequestContext, changes: Record<string, unknown>): Promise<{ id: number; name: string }> {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const [site] = await (await request.get('/api/sites?sort=id,asc&size=1', { headers })).json();
  const response = await request.patch(`/api/sites/${site.id}`, { headers, data: { id: site.id, ...changes } });
  expect(response.status()).toBe(200);
  return response.json();
}

/** Stores a licence key as an administrator (it must verify). */
export async function putLicence(request: APIRequestContext, key: string): Promise<void> {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const response = await request.put('/api/license', { headers, data: { key } });
  expect(response.status()).toBe(200);
}

/** Leaves the portal without a valid licence: stores one that lapses a moment later. */
export async function lapseLicence(request: APIRequestContext): Promise<void> {
  const now = Date.now();
  await putLicence(request, licenceIssuer(true).issue({ licensee: 'Lapsing', issued: new Date(now).toISOString(), expires: new Date(now + 1000).toISOString() }));
  await new Promise((resolve) => setTimeout(resolve, 1200));
}

/** Puts the demonstration licence back. */
export const restoreLicence = (request: APIRequestContext) => putLicence(request, DEMO_LICENSE);

/** A moment as the portal shows it in UTC (a test's `timezoneId`): DD/MM/YY HH:mm, or HH:mm:ss. */
export function utcDateTime(iso: string, seconds = false): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  const time = `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}${seconds ? `:${two(d.getUTCSeconds())}` : ''}`;
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCFullYear() % 100)} ${time}`;
}

/** Gives the current site the theme of that name (the demonstration has Harbour and Night). */
export async function setSiteTheme(request: APIRequestContext, name: string): Promise<void> {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const themes: { id: number; name: string }[] = await (await request.get('/api/themes?size=100', { headers })).json();
  await patchSite(request, { theme: { id: themes.find((t) => t.name === name)!.id } });
}

/** Answers the page's next captchas with a token whose answer the test knows, as a person reads it off the image. */
export async function knownCaptcha(page: Page, answer = 'k7p2x') {
  const image = Buffer.from(await (await page.request.get('/api/composer/captcha')).body()).toString();
  const picture = (JSON.parse(image) as { captchaImgBASE64: string }).captchaImgBASE64;
  await page.route('**/api/composer/captcha', (route) => route.fulfill({ json: { hiddenCaptcha: solvedCaptcha({ answer }).hiddenCaptcha, captchaImgBASE64: picture } }));
  return answer;
}
