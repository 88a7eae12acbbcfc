import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, apiToken, expect, openSignedIn, setSiteTheme, test } from './support.js';

/**
 * The main screens pass axe-core's checks (all of its default rules: WCAG 2.x A and AA and best
 * practices) without a serious or critical violation, nor one of the lesser ones named in ALSO_REFUSED.
 * Each screen is scanned once it shows what it is about, so that the scan sees the real content
 * rather than a loading spinner.
 */
const ALSO_REFUSED = new Set(['empty-heading']);

async function expectAccessible(page: Page, ready: Locator) {
  await expect(ready.first()).toBeVisible({ timeout: 20_000 });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const grave = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO_REFUSED.has(v.id))
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}\n    ${n.failureSummary?.replaceAll('\n', '\n    ')}`).join('\n')}`);
  expect(grave, 'serious, critical or refused accessibility violations').toEqual([]);
}

type Screen = { name: string; path: string; who?: keyof typeof ACCOUNTS; ready: (page: Page) => Locator };

const SCREENS: Screen[] = [
  { name: 'the sign-in modal', path: '/login', ready: (p) => p.getByTestId('login-submit') },
  { name: 'registration', path: '/account/register', ready: (p) => p.getByRole('button', { name: 'Register' }) },
  { name: 'the guest composer', path: '/wguest/composer', ready: (p) => p.getByTestId('page-tree') },
  // Scanned once the list's search is usable: its Status choice is disabled (exempt from contrast) while its values load.
  { name: 'the user composer', path: '/wuser/composer', who: 'user', ready: (p) => p.getByRole('combobox', { name: 'Status' }).and(p.locator(':not([aria-disabled="true"])')) },
  { name: 'account settings', path: '/account/settings', who: 'user', ready: (p) => p.getByRole('button', { name: 'Save' }) },
  { name: 'user management', path: '/admin/user-management', who: 'admin', ready: (p) => p.getByTestId('user-row') },
  { name: 'an entity list', path: '/theme', who: 'admin', ready: (p) => p.locator('table tbody tr') },
  { name: 'site management', path: '/wadmin/site-management', who: 'admin', ready: (p) => p.getByTestId('site-conf-text') },
  { name: 'licence management', path: '/wadmin/license-management', who: 'admin', ready: (p) => p.getByTestId('license-status') },
  { name: 'the document library', path: '/wadmin/document-library', who: 'admin', ready: (p) => p.getByTestId('library-row').or(p.getByTestId('library-empty')) },
  { name: 'metrics', path: '/admin/metrics', who: 'admin', ready: (p) => p.getByTestId('metrics-routes') },
  { name: 'health', path: '/admin/health', who: 'admin', ready: (p) => p.getByTestId('health-status') },
  { name: 'configuration', path: '/admin/configuration', who: 'admin', ready: (p) => p.getByTestId('config-row') },
  { name: 'logs', path: '/admin/logs', who: 'admin', ready: (p) => p.getByTestId('effective-level') },
];

for (const { name, path, who, ready } of SCREENS)
  test(`${name} (${path}) has no serious or critical accessibility violation`, async ({ page }) => {
    if (who) await openSignedIn(page, who, path);
    else await page.goto(path);
    await expectAccessible(page, ready(page));
  });

test('an entity edit form has no serious or critical accessibility violation', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const [theme] = await (await request.get('/api/themes?size=1', { headers })).json();
  // The theme's own input loads with the form: checked while it is on its way, then once it is there.
  let arrive = () => {};
  const held = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/assets\/ThemeConfInput-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await openSignedIn(page, 'admin', `/theme/${theme.id}/edit`);
  await expectAccessible(page, page.getByRole('progressbar', { name: 'Conf' }));
  arrive();
  await expectAccessible(page, page.getByRole('switch', { name: 'Advanced (JSON)' }));
});

/** With the site on the dark Night theme, the screens where every kind of text shows: sign-in, composers, account, administration, an entity form. */
const NIGHT = ['/login', '/wguest/composer', '/wuser/composer', '/account/settings', '/theme', '/wadmin/site-management', '/admin/user-management'];

test.describe('with the Night theme', () => {
  test.beforeAll(async ({ request }) => setSiteTheme(request, 'Night'));
  test.afterAll(async ({ request }) => setSiteTheme(request, 'Harbour'));

  for (const { name, path, who, ready } of SCREENS.filter((s) => NIGHT.includes(s.path)))
    test(`${name} (${path}) in dark mode has no serious or critical accessibility violation`, async ({ page }) => {
      if (who) await openSignedIn(page, who, path);
      else await page.goto(path);
      await expectAccessible(page, ready(page));
    });

  test('the theme form in dark mode has no serious or critical accessibility violation', async ({ page, request }) => {
    const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
    const themes: { id: number; name: string }[] = await (await request.get('/api/themes?size=100', { headers })).json();
    await openSignedIn(page, 'admin');
    await page.goto(`/theme/${themes.find((t) => t.name === 'Night')!.id}/edit`);
    await expectAccessible(page, page.getByTestId('theme-preview'));
  });
});
