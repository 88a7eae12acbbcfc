import { type Page } from '@playwright/test';
import { startTestProvider, type TestProvider } from '../support/oidc-provider.js';
import { apiToken, expect, test } from './support.js';

/**
 * External sign-in in the browser, against a real OpenID Connect provider started here on
 * 127.0.0.1: an administrator registers it through the API, then a person goes to
 * /oauth2/authorization/{registrationId}, signs in at the provider, waits on /login-adiuto-oauth
 * and ends signed in. Independent of the sign-in modal: the flow starts at its address.
 */
const REGISTRATION = `e2e-idp-${Date.now().toString(36)}`;
let idp: TestProvider;

test.beforeAll(async ({ playwright, serverURL }) => {
  idp = await startTestProvider({ redirectUris: [`${serverURL}/login/oauth2/code/${REGISTRATION}`] });
  const request = await playwright.request.newContext({ baseURL: serverURL });
  const token = await apiToken(request, 'admin');
  const created = await request.post('/api/oauth2-providers', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      registrationId: REGISTRATION,
      clientName: 'Test provider',
      issuerUri: idp.issuer,
      clientId: idp.clientId,
      clientSecret: idp.clientSecret,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await request.dispose();
});

test.afterAll(async () => {
  await idp?.stop();
});

/** Every address the page shows, in order, including the single-page app's own moves. */
function addresses(page: Page): URL[] {
  const seen: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()));
  });
  return seen;
}

test('a person signs in through the provider and lands signed in', async ({ page, baseURL }) => {
  const seen = addresses(page);
  // Hold the completion call until the waiting page has been seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/authenticate-adiuto-oauth2', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(`/oauth2/authorization/${REGISTRATION}`);
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.getByLabel('Login').fill('alice');
  await page.getByLabel('Password').fill('alice-secret');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(`${baseURL}/login-adiuto-oauth`);
  await expect(page.getByRole('heading', { name: 'Login Waiting' })).toBeVisible();
  await expect(page.getByText('Please wait while we verify your credentials...')).toBeVisible();
  release();

  // The landing page goes to / (which sends each role to its home) with the token kept for the tab.
  await expect(page).not.toHaveURL(/\/login-adiuto-oauth$/);
  expect(seen.some((u) => u.pathname === '/')).toBe(true);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  const stored = await page.evaluate(() => ({
    session: sessionStorage.getItem('jhi-authenticationToken'),
    local: localStorage.getItem('jhi-authenticationToken'),
  }));
  expect(stored.local).toBeNull();
  expect(stored.session).toBeTruthy();
  const account = await page.request.get('/api/account', { headers: { authorization: `Bearer ${stored.session}` } });
  expect(account.status()).toBe(200);
  expect(await account.json()).toMatchObject({ login: 'alice', authorities: ['ROLE_USER'], activated: true });
});

test('the landing page sends a browser without a completed sign-in to /login with an error', async ({ page }) => {
  const seen = addresses(page);
  await page.goto('/login-adiuto-oauth');
  await expect.poll(() => seen.some((u) => u.pathname === '/login' && u.searchParams.has('error'))).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem('jhi-authenticationToken'))).toBeNull();
});

test('a sign-in cancelled at the provider comes back to /login with the provider\'s error', async ({ page }) => {
  const seen = addresses(page);
  await page.goto(`/oauth2/authorization/${REGISTRATION}`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect
    .poll(() => seen.find((u) => u.pathname === '/login' && u.searchParams.has('error'))?.searchParams.get('error'))
    .toBe('The person cancelled the sign-in');
});
