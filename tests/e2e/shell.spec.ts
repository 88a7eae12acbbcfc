import { expect, lapseLicence, openSignedIn, patchSite, restoreLicence, signIn, test } from './support.js';

test('guests land on the guest composer and unknown addresses do not exist', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/wguest\/composer(#[\w-]+)?$/);
  await expect(page.getByTestId('account-menu')).toHaveText('Account');
  await expect(page.getByTestId('footer')).toContainText('Powered by');
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toHaveText('The page does not exist');
});

test('a private address sends the visitor to sign in and back, query string and all', async ({ page }) => {
  await page.goto('/theme?page=1&sort=name,desc');
  await expect(page).toHaveURL(/\/login\?page=1&sort=name,desc$/);
  await page.getByLabel('Username').fill('admin');
  await page.getByRole('textbox', { name: 'Password' }).fill('admin');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/theme\?page=1&sort=name,desc$/);
  await expect(page.getByRole('heading', { name: 'Themes', level: 2 })).toBeVisible();
});

for (const [who, home] of [
  ['admin', '/wadmin/site-management'],
  ['wadmin', '/wadmin/site-management'],
  ['user', '/wuser/composer'],
] as const)
  test(`${who} lands on ${home} after signing in`, async ({ page }) => {
    await signIn(page, who);
    await expect(page).toHaveURL(new RegExp(`${home}(#[\\w-]+)?$`));
    await expect(page.getByTestId('account-menu')).toHaveText(who);
  });

test('menus follow the role: Entities and Admin for ROLE_ADMIN only', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(page.getByRole('button', { name: 'Entities' })).toBeVisible();
  await page.getByRole('button', { name: 'Administration' }).click();
  for (const entry of ['User management', 'Metrics', 'Health', 'Configuration', 'Logs', 'Structure debug', 'Retries statistics', 'API'])
    await expect(page.getByRole('menuitem', { name: entry, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/logout');
  await signIn(page, 'wadmin');
  await expect(page.getByRole('menuitem', { name: 'License' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Entities' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Administration' })).toHaveCount(0);

  await page.goto('/logout');
  await signIn(page, 'user');
  await expect(page.getByRole('menuitem', { name: 'License' })).toHaveCount(0);
  await page.goto('/admin/metrics');
  await expect(page.getByTestId('not-authorized')).toHaveText('You are not authorized to access this page');
});

test('on a phone the app bar keeps to one line, its menus folded into one', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'admin', '/admin/user-management');
  const bar = page.getByTestId('app-bar');
  for (const path of ['/admin/user-management', '/wadmin/site-management']) {
    await page.goto(path);
    await expect(page.getByTestId('account-menu')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Administration' })).toBeHidden();
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(64);
    await page.screenshot({ path: `test-results/screens/app-bar-390${path.replaceAll('/', '-')}.png` });
  }
  await page.getByRole('button', { name: 'Menus' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Entities', { exact: true })).toBeVisible();
  await expect(menu.getByText('Language: English', { exact: true })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Metrics', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/metrics$/);
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: 'Menus' }).click();
  await menu.getByRole('menuitem', { name: 'Italiano', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
});

test('the site-management sidebar needs a valid licence', async ({ page, request }) => {
  try {
    const site = await patchSite(request, {});
    await lapseLicence(request);
    await signIn(page, 'admin');
    await expect(page.getByRole('menuitem', { name: 'License' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Sites' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Document Library' })).toHaveCount(0);
    await restoreLicence(request);
    await page.reload();
    await expect(page.getByRole('menuitem', { name: 'Sites' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Private pages' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Public pages' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Document Library' })).toBeVisible();
    await expect(page.getByTestId('sidebar-site')).toContainText(site.name);
  } finally {
    await restoreLicence(request);
  }
});

test('the account menu signs out, and sign-out says so and goes to the origin', async ({ page }) => {
  await signIn(page, 'user');
  await page.getByTestId('account-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Version 1.4.0' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByTestId('logged-out')).toHaveText('Logged out successfully!');
  await expect(page).toHaveURL(/\/wguest\/composer(#[\w-]+)?$/);
  expect(await page.evaluate(() => sessionStorage.getItem('jhi-authenticationToken') ?? localStorage.getItem('jhi-authenticationToken'))).toBeNull();
});

test('remember me keeps the token in localStorage, otherwise sessionStorage', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('user');
  await page.getByRole('textbox', { name: 'Password' }).fill('user');
  await page.getByRole('switch', { name: 'Remember me' }).check();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/wuser\/composer(#[\w-]+)?$/);
  expect(await page.evaluate(() => localStorage.getItem('jhi-authenticationToken'))).toMatch(/^ey/);
  expect(await page.evaluate(() => sessionStorage.getItem('jhi-authenticationToken'))).toBeNull();
});

test('a provider error is shown once and removed from the address', async ({ page }) => {
  await page.goto('/login?error=access%20denied%20by%20user');
  await expect(page.getByTestId('provider-error')).toHaveText('OAuth2 provider authentication error access denied by user');
  await expect(page).toHaveURL(/\/login$/);
});

test('a second press cancels a running sign-in without an error', async ({ page }) => {
  let release: () => void = () => undefined;
  await page.route('**/api/authenticate', async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue().catch(() => undefined);
  });
  await page.goto('/login');
  await page.getByLabel('Username').fill('admin');
  await page.getByRole('textbox', { name: 'Password' }).fill('admin');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-submit')).toHaveText('Cancel');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-submit')).toHaveText('Sign in');
  release();
  await expect(page.getByTestId('login-error')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('an administrator reads the mail outbox in the browser', async ({ page, request }) => {
  const login = `outbox${Date.now().toString(36)}`;
  expect((await request.post('/api/register', { data: { login, email: `${login}@example.org`, password: 'Outbox-Pass-1', langKey: 'en' } })).status()).toBe(201);
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('menuitem', { name: 'Mail outbox' }).click();
  await expect(page).toHaveURL(/\/admin\/mail-outbox$/);
  const row = page.getByTestId('outbox-row').filter({ hasText: `${login}@example.org` });
  await expect(row).toContainText('Activate your Portico account');
  await row.click();
  await expect(page.getByTestId('outbox-text')).toContainText('/account/activate?key=');
});

test("the site's stylesheet applies on the public and user screens only", async ({ page, request }) => {
  const css = 'body { outline: 7px solid rgb(1, 2, 3); }';
  const site = await patchSite(request, { css: Buffer.from(css).toString('base64'), cssContentType: 'text/css' });
  await patchSite(request, { cssUrl: `composer/css/site/${site.id}` });
  const outline = () => page.evaluate(() => getComputedStyle(document.body).outlineColor);
  try {
    await page.goto('/login');
    await expect(page.getByTestId('site-stylesheet')).toHaveAttribute('href', `/api/composer/css/site/${site.id}`);
    await expect.poll(outline).toBe('rgb(1, 2, 3)');
    await page.getByLabel('Username').fill('admin');
    await page.getByRole('textbox', { name: 'Password' }).fill('admin');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/wadmin\/site-management$/);
    await expect(page.getByTestId('site-stylesheet')).toHaveCount(0);
    expect(await outline()).not.toBe('rgb(1, 2, 3)');
    await page.goto('/account/settings');
    await expect.poll(outline).toBe('rgb(1, 2, 3)');
  } finally {
    await patchSite(request, { css: null, cssContentType: null, cssUrl: null });
  }
});
