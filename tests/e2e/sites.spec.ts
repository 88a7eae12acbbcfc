import { type APIRequestContext } from '@playwright/test';
import { apiToken, expect, lapseLicence, patchSite, PNG, restoreLicence, signIn, test } from './support.js';
import { licenceIssuer, tampered } from '../support/licence.js';
import type { Site } from '../../src/shared/generated/entities.js';

/** The licence page and the site-management page, walked as an administrator would. */
const SHOTS = process.env.PORTICO_SHOTS_DIR;
const shot = (name: string) => (SHOTS ? { path: `${SHOTS}/${name}.png`, fullPage: true } : undefined);
const issuer = licenceIssuer(true);
// Dates show in the visitor's local time: a known zone makes them known.
test.use({ timezoneId: 'UTC' });

async function api(request: APIRequestContext, path: string) {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  return (await request.get(path, { headers })).json();
}

test('the licence page shows the licence, refuses bad keys and takes a good one', async ({ page }) => {
  await signIn(page, 'wadmin');
  await page.getByRole('menuitem', { name: 'License' }).click();
  await expect(page).toHaveURL(/\/wadmin\/license-management$/);
  await expect(page.getByRole('heading', { name: 'License', level: 1 })).toBeVisible();
  await expect(page.getByTestId('license-state')).toHaveText('Valid');
  await expect(page.getByTestId('license-licensee')).toHaveText('Portico demonstration');
  // DD/MM/YY HH:mm; the whole date on hovering, as the year has two digits.
  await expect(page.getByTestId('license-issued')).toHaveText('21/11/26 00:00');
  await expect(page.getByTestId('license-expires')).toHaveText('31/12/26 23:59');
  await expect(page.getByTestId('license-expires')).toHaveAttribute('title', '2126-12-31T23:59:59Z');
  const submit = page.getByTestId('license-submit');
  await expect(submit).toBeDisabled();

  const attempts: [string, string][] = [
    ['hello', 'The licence key is not readable.'],
    [tampered(issuer.licence('Acme'), { licensee: 'Mallory' }), 'The licence key does not verify: it was changed or not issued for this product.'],
    [issuer.licence('Acme', -1), 'This licence has expired.'],
  ];
  for (const [key, message] of attempts) {
    await page.getByTestId('license-key').fill(key);
    await submit.click();
    await expect(page.getByTestId('license-error')).toHaveText(message);
    // Nothing changed.
    await expect(page.getByTestId('license-licensee')).toHaveText('Portico demonstration');
  }
  if (SHOTS) await page.screenshot(shot('license-refused'));

  await page.getByTestId('license-key').fill(issuer.licence('Acme Ltd', 400));
  await submit.click();
  await expect(page.getByText('The licence has been verified and saved')).toBeVisible();
  await expect(page.getByTestId('license-error')).toHaveCount(0);
  await expect(page.getByTestId('license-licensee')).toHaveText('Acme Ltd');
  await expect(page.getByTestId('license-updated')).toHaveText(/^wadmin, \d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(page.getByTestId('license-key')).toHaveValue('');
  if (SHOTS) await page.screenshot(shot('license-valid'));
});

test('without a valid licence the site is closed, and entering one opens it at once', async ({ page, request }) => {
  await lapseLicence(request);
  try {
    await signIn(page, 'admin', '/login');
    await page.goto('/wadmin/site-management');
    await expect(page.getByTestId('site-needs-license')).toContainText('Managing the site needs a valid licence');
    await expect(page.getByTestId('site-general')).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Sites' })).toHaveCount(0);
    if (SHOTS) await page.screenshot(shot('site-needs-license'));

    await page.getByRole('link', { name: 'Go to the licence' }).click();
    await expect(page).toHaveURL(/\/wadmin\/license-management$/);
    await expect(page.getByTestId('license-state')).toHaveText('Not valid');
    await expect(page.getByTestId('license-reason')).toHaveText('The licence has expired: enter a renewed key.');
    if (SHOTS) await page.screenshot(shot('license-expired'));

    await page.getByTestId('license-key').fill(issuer.licence('Renewed Ltd'));
    await page.getByTestId('license-submit').click();
    await expect(page.getByTestId('license-state')).toHaveText('Valid');
    // The sidebar follows without a reload.
    await page.getByRole('menuitem', { name: 'Sites' }).click();
    await expect(page).toHaveURL(/\/wadmin\/site-management$/);
    await expect(page.getByTestId('site-general')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Document Library' })).toBeVisible();
  } finally {
    await restoreLicence(request);
  }
});

test('an administrator edits the site section by section', async ({ page, request }) => {
  // What the test changes, put back as it was: later tests on this server (a guest's documents need
  // the guest identity) find the site as seeded.
  const original = (await patchSite(request, {})) as Site & { id: number };
  try {
    // An administrator going to / lands here.
    await signIn(page, 'admin', '/login');
    await page.goto('/');
    await expect(page).toHaveURL(/\/wadmin\/site-management$/);
    await expect(page.getByRole('heading', { name: 'Site management', level: 1 })).toBeVisible();
    await expect(page.getByTestId('site-name')).toHaveValue(original.name);
    if (SHOTS) await page.screenshot(shot('site-management'));

    // General: name, captcha and logo, with the preview at most 100 px high.
    await page.getByTestId('site-name').fill('');
    await page.getByTestId('site-general-save').click();
    await expect(page.getByTestId('site-general')).toContainText('This field is required.');
    await page.getByTestId('site-name').fill('Harbour Portal');
    await page.getByTestId('site-logo-input').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    const preview = page.getByTestId('site-logo-preview');
    await expect(preview).toHaveAttribute('src', /^data:image\/png;base64,/);
    expect((await preview.boundingBox())!.height).toBeLessThanOrEqual(100);
    await page.getByTestId('site-general-save').click();
    await expect(page.getByTestId('sidebar-site')).toContainText('Harbour Portal');
    expect(await api(request, `/api/sites/${original.id}`)).toMatchObject({ name: 'Harbour Portal', logoContentType: 'image/png' });

    // Languages: at least one; the choice reaches everyone's language list.
    for (const code of ['fr', 'es', 'de']) await page.getByTestId(`site-lang-${code}`).uncheck();
    await page.getByTestId('site-langs-save').click();
    await expect.poll(async () => (await api(request, '/api/account-site-conf')).langs).toBe('en,it');
    for (const code of ['en', 'it']) await page.getByTestId(`site-lang-${code}`).uncheck();
    await expect(page.getByText('Choose at least one language.')).toBeVisible();
    await expect(page.getByTestId('site-langs-save')).toBeDisabled();

    // Identities: only existing accounts.
    await page.getByTestId('site-wguest-login').fill('nobody-at-all');
    await page.getByTestId('site-wguest-save').click();
    await expect(page.getByTestId('site-wguest-error')).toHaveText('No account has the login "nobody-at-all".');
    await page.getByTestId('site-wguest-login').fill('user');
    await page.getByTestId('site-wguest-save').click();
    await expect(page.getByTestId('site-wguest-error')).toHaveCount(0);
    await page.getByTestId('site-wservice-login').fill('admin');
    await page.getByTestId('site-wservice-save').click();
    await expect.poll(async () => (await api(request, `/api/sites/${original.id}`)).wserviceUser).toBe('admin');
    expect((await api(request, `/api/sites/${original.id}`)).wguestUser).toBe('user');

    // Configuration: a JSON object, said so while typing.
    const conf = page.getByTestId('site-conf-text');
    await conf.fill('{ "home": ');
    await expect(page.getByTestId('site-conf')).toContainText('This is not valid JSON.');
    await expect(page.getByTestId('site-conf-save')).toBeDisabled();
    await conf.fill('[1, 2]');
    await expect(page.getByTestId('site-conf')).toContainText('The configuration must be a JSON object');
    await conf.fill('{ "home": { "public": "welcome" } }');
    await expect(page.getByTestId('site-conf')).toContainText('Valid JSON object.');
    await page.getByTestId('site-conf-save').click();
    await expect.poll(async () => JSON.parse((await api(request, `/api/sites/${original.id}`)).conf ?? 'null')).toEqual({ home: { public: 'welcome' } });
    await page.evaluate(() => window.scrollTo(0, 0));
    if (SHOTS) await page.screenshot(shot('site-management-edited'));
  } finally {
    const { name, logo, logoContentType, captchaEnabled, langs, wserviceUser, wguestUser, conf } = original;
    await patchSite(request, { name, logo, logoContentType, captchaEnabled, langs, wserviceUser, wguestUser, conf });
  }
});

test('a user may open neither page', async ({ page }) => {
  await signIn(page, 'user');
  for (const path of ['/wadmin/license-management', '/wadmin/site-management']) {
    await page.goto(path);
    await expect(page.getByTestId('not-authorized')).toHaveText('You are not authorized to access this page');
  }
});

test('both pages speak the chosen language', async ({ page }) => {
  await signIn(page, 'wadmin');
  await page.evaluate(() => sessionStorage.setItem('locale', 'de'));
  await page.goto('/wadmin/license-management');
  await expect(page.getByRole('heading', { name: 'Lizenz', level: 1 })).toBeVisible();
  await expect(page.getByTestId('license-state')).toHaveText('Gültig');
  await page.getByRole('menuitem', { name: 'Sites' }).click();
  await expect(page.getByRole('heading', { name: 'Website-Verwaltung', level: 1 })).toBeVisible();
  await expect(page.getByTestId('site-conf')).toContainText('Gültiges JSON-Objekt.');
  await expect(page.getByTestId('site-general')).toContainText('Bei der Anmeldung ein Captcha verlangen');
  if (SHOTS) await page.screenshot(shot('site-management-de'));
});
