import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiToken, expect, openSignedIn, setSiteTheme, test } from './support.js';

/**
 * The site's theme is the portal's look on every screen, from the first paint: switched to Night
 * (dark), the composer, the sign-in and the administration are dark; the theme form previews a
 * configuration before it is saved and marks a colour too faint for text. A visitor who asks for less
 * motion gets menus where they end at once; others see them grow.
 */
const DARK = 'rgb(18, 18, 18)';
const SHOTS = '/tmp/portico-theme';

/** The app bar's background when it first appears, recorded before any later render could change it. */
async function recordFirstAppBar(page: Page) {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="app-bar"]');
      if (!bar) return;
      (window as unknown as { firstAppBar: string }).firstAppBar = getComputedStyle(bar).backgroundColor;
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const background = (page: Page, selector: string) => page.locator(selector).first().evaluate((e) => getComputedStyle(e).backgroundColor);

test.describe('with the Night theme', () => {
  test.beforeAll(async ({ request }) => setSiteTheme(request, 'Night'));
  test.afterAll(async ({ request }) => setSiteTheme(request, 'Harbour'));

  test('the guest composer is dark from its first paint, without asking for the site again', async ({ page }) => {
    await recordFirstAppBar(page);
    const siteReads: string[] = [];
    page.on('request', (r) => r.url().includes('/api/composer/site') && siteReads.push(r.url()));
    await page.goto('/wguest/composer');
    await expect(page.getByTestId('page-tree')).toBeVisible();
    expect(await background(page, 'body')).toBe(DARK);
    const first = await page.evaluate(() => (window as unknown as { firstAppBar: string }).firstAppBar);
    expect(first).toBe(await background(page, '[data-testid="app-bar"]'));
    // Dark: MUI's app bar in dark mode is a raised dark surface, not the light theme's colour.
    expect(first).toMatch(/^rgb\((\d{1,2}), \1, \1\)$/);
    expect(siteReads).toEqual([]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/composer-night-${width}.png` });
    }
  });

  test('the sign-in screen is dark', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('login-submit')).toBeVisible();
    expect(await background(page, 'body')).toBe(DARK);
    const card = await page.getByTestId('login-submit').evaluate((e) => getComputedStyle(e.closest('.MuiPaper-root')!).backgroundColor);
    expect(card).toMatch(/^rgb\((\d{1,2}), \1, \1\)$/);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/login-night-${width}.png` });
    }
  });

  test('the administration is dark', async ({ page }) => {
    await openSignedIn(page, 'admin', '/theme');
    await expect(page.locator('table tbody tr').first()).toBeVisible();
    expect(await background(page, 'body')).toBe(DARK);
    expect(await page.locator('table tbody tr td').first().evaluate((e) => getComputedStyle(e).color)).toBe('rgb(255, 255, 255)');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await page.screenshot({ path: `${SHOTS}/admin-night-${width}.png`, fullPage: true });
    }
  });
});

/** Opens the form of Harbour, the site's theme, signed in as an administrator; the API's headers and the theme as stored. */
async function openHarbourForm(page: Page, request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const themes: { id: number; name: string; conf: string }[] = await (await request.get('/api/themes?size=100', { headers })).json();
  const harbour = themes.find((t) => t.name === 'Harbour')!;
  await openSignedIn(page, 'admin', `/theme/${harbour.id}/edit`);
  return { headers, harbour };
}

test('the theme form previews a configuration and marks a colour too faint for text before saving', async ({ page, request }) => {
  const { headers, harbour } = await openHarbourForm(page, request);
  const preview = page.getByTestId('theme-preview');
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(250, 250, 251)');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/theme-form-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // Dark mode: the preview turns dark before anything is saved.
  await page.getByRole('combobox', { name: 'Mode' }).click();
  await page.getByRole('option', { name: 'Dark' }).click();
  await expect.poll(() => preview.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(DARK);
  // Harbour's blue on a dark background is too faint: marked at its field with its ratio, and the save is refused.
  await expect(page.locator("#root_primary__error-0")).toHaveText(/reads at 2\.36:1 on the background/);
  await expect(page.getByText(/reads at/)).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/theme-form-dark-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/too faint for text/)).toBeVisible();
  expect(JSON.parse((await (await request.get(`/api/themes/${harbour.id}`, { headers })).json()).conf)).toEqual(JSON.parse(harbour.conf));
  // The raw JSON is behind "Advanced", as the form left it.
  await page.getByTestId('theme-advanced').check();
  expect(JSON.parse(await page.getByTestId('theme-conf-json').inputValue())).toMatchObject({ mode: 'dark', primary: '#1565c0' });
});

test('a new theme saves with the settings its form shows; a configuration the server refuses is marked at its field', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const name = `Dune ${Date.now()}`;
  await openSignedIn(page, 'admin', '/theme/new');
  // Only the name typed: the settings shown below it are what is saved.
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/theme(\?|$)/);
  const stored = async () => ((await (await request.get(`/api/themes?name.equals=${encodeURIComponent(name)}`, { headers })).json()) as { id: number; conf: string }[])[0];
  const theme = await stored();
  expect(JSON.parse(theme.conf)).toEqual({ mode: 'light', primary: '#1565c0', secondary: '#1b2a3a', radius: 4, font: 'roboto', density: 'comfortable' });
  try {
    // A setting the schema does not know, typed as JSON, is the server's refusal: said at the configuration, and nothing is saved.
    await page.goto(`/theme/${theme.id}/edit`);
    await page.getByTestId('theme-advanced').check();
    await page.getByTestId('theme-conf-json').fill(JSON.stringify({ mode: 'light', palette: 'sand' }));
    await page.getByRole('button', { name: 'Save' }).click();
    const conf = page.getByRole('group', { name: 'Conf' });
    await expect(conf.getByTestId('theme-conf-error')).toHaveText('palette: This field is not known.');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SHOTS}/theme-refused-${width}.png`, fullPage: true });
    }
    await expect(page.getByTestId('theme-conf-json')).toHaveValue(/"palette":"sand"/);
    expect((await stored()).conf).toBe(theme.conf);
    // Mended, the mark goes.
    await page.getByTestId('theme-conf-json').fill(JSON.stringify({ mode: 'light' }));
    await expect(conf.getByTestId('theme-conf-error')).toHaveCount(0);
  } finally {
    await request.delete(`/api/themes/${theme.id}`, { headers });
  }
});

test('saving the theme the site uses restyles the portal at once, without a reload', async ({ page, request }) => {
  const { headers, harbour } = await openHarbourForm(page, request);
  const bar = page.getByTestId('app-bar');
  await expect.poll(() => bar.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(0, 121, 107)');
  try {
    // Set as soon as the form shows: the form reading its record again must not take it back.
    await page.locator('#root_secondary').fill('#004d40');
    const previewBar = page.getByTestId('theme-preview').locator('.MuiAppBar-root').first();
    await expect.poll(() => previewBar.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(0, 77, 64)');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => bar.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(0, 77, 64)');
  } finally {
    await request.put(`/api/themes/${harbour.id}`, { headers, data: harbour });
  }
});

test('a record read again while its form is open keeps what was typed and takes what changed elsewhere', async ({ page, request }) => {
  const { headers, harbour } = await openHarbourForm(page, request);
  const colour = page.locator('#root_secondary');
  await colour.fill('#004d40');
  try {
    // Meanwhile someone renames the theme, and the screen is refreshed.
    await request.put(`/api/themes/${harbour.id}`, { headers, data: { ...harbour, name: 'Harbour (renamed)' } });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Harbour (renamed)');
    await expect(colour).toHaveValue('#004d40');
  } finally {
    await request.put(`/api/themes/${harbour.id}`, { headers, data: harbour });
  }
});

/** The contact form's Topic select, opened: its listbox. */
async function openTopicMenu(page: Page): Promise<Locator> {
  await page.goto('/wguest/composer#contacts');
  await page.getByRole('region', { name: 'Contact us', exact: true }).getByRole('combobox', { name: 'Topic' }).click();
  return page.getByRole('listbox', { name: 'Topic' });
}

/** How long the menu's paper takes to grow and fade in (MUI sets its transition on it), e.g. "0s". */
const growthOf = (listbox: Locator) => listbox.evaluate((list) => getComputedStyle(list.closest('.MuiPaper-root')!).transitionDuration);

test('for a visitor who asks for less motion, a menu is where it ends at once: an option pressed as it appears is chosen', async ({ page }) => {
  // The browser tests run as such a visitor (playwright.config.ts).
  const listbox = await openTopicMenu(page);
  const option = listbox.getByRole('option', { name: 'Contracts', exact: true });
  const first = (await option.boundingBox())!;
  expect(await growthOf(listbox)).toBe('0s');
  // Pressed where the option first shows and released a moment later: the same place, the same option.
  await page.mouse.move(first.x + first.width / 2, first.y + first.height * 0.9);
  await page.mouse.down();
  expect(await option.boundingBox()).toEqual(first);
  await page.mouse.up();
  await expect(listbox).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveText('Contracts');
});

test.describe('for other visitors', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('menus grow into place', async ({ page }) => {
    const listbox = await openTopicMenu(page);
    await expect(listbox.getByRole('option', { name: 'Contracts', exact: true })).toBeVisible();
    expect(await growthOf(listbox)).not.toBe('0s');
  });
});
