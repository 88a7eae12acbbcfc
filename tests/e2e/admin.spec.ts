import { type Locator, type Page, type TestInfo } from '@playwright/test';
import { TEST_JWT_SECRET } from '../support/captcha.js';
import { apiToken, expect, openSignedIn, test, utcDateTime } from './support.js';

/** A picture of the page, kept with the test's results for a person to look at. */
const picture = (page: Page, info: TestInfo, name: string) => page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

// Dates show in the visitor's local time: a known zone makes them known.
test.use({ timezoneId: 'UTC' });
const DATE_TIME_SECONDS = /^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/;

const userRow = (page: Page, login: string) => page.getByTestId('user-row').filter({ has: page.getByRole('link', { name: login, exact: true }) });

test('an administrator creates, edits, deactivates and deletes an account', async ({ page, request }, info) => {
  const login = `clerk${Date.now()}`;
  await openSignedIn(page, 'admin', '/admin/user-management');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(userRow(page, 'admin')).toContainText('ROLE_ADMIN');
  await picture(page, info, 'user-management');

  await page.getByTestId('user-create').click();
  await expect(page).toHaveURL(/\/admin\/user-management\/new$/);
  await page.locator('input[name="login"]').fill('not valid!');
  await page.locator('input[name="email"]').fill(`${login}@example.org`);
  await page.getByTestId('user-save').click();
  await expect(page.getByText('Your username can only contain letters')).toBeVisible();
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="firstName"]').fill('Carla');
  await picture(page, info, 'user-create');
  await page.getByTestId('user-save').click();
  await expect(page).toHaveURL(new RegExp(`/admin/user-management/${login}$`));
  await expect(page.getByTestId('user-detail')).toContainText(`${login}@example.org`);
  await expect(page.getByTestId('user-detail')).toContainText('ROLE_USER');
  // Audit dates with their seconds (DD/MM/YY HH:mm:ss), the list's without.
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const created = (await (await request.get(`/api/admin/users/${login}`, { headers })).json()).createdDate as string;
  const detailRow = (label: string) => page.getByTestId('user-detail').getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
  await expect(detailRow('Created date').getByRole('cell')).toHaveText(utcDateTime(created, true));
  await picture(page, info, 'user-detail');

  // Newest first: the new account heads the list.
  await page.goto('/admin/user-management?page=0&sort=id,desc');
  await expect(page.getByTestId('user-row').first()).toContainText(login);
  await expect(userRow(page, login).getByRole('cell').nth(5)).toHaveText(utcDateTime(created));
  await userRow(page, login).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/user-management/${login}/edit$`));
  await expect(page.locator('input[name="login"]')).toBeDisabled();
  await page.locator('input[name="lastName"]').fill('Rossi');
  await page.getByRole('checkbox', { name: 'ROLE_WADMIN' }).check();
  await picture(page, info, 'user-edit');
  await page.getByTestId('user-save').click();
  await expect(page.getByTestId('user-detail')).toContainText('Rossi');
  await expect(page.getByTestId('user-detail')).toContainText('ROLE_WADMIN');
  await expect(detailRow('Modified date').getByRole('cell')).toHaveText(DATE_TIME_SECONDS);

  await page.getByRole('link', { name: 'Back' }).click();
  const toggle = userRow(page, login).getByRole('switch', { name: `Activated: ${login}` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(userRow(page, login).getByRole('switch')).not.toBeChecked();

  // The last administrator stays: the refusal is shown and nothing changes.
  await userRow(page, 'admin').getByRole('switch').click();
  await expect(page.getByTestId('admin-error')).toHaveText('This change would leave no activated administrator.');
  await expect(userRow(page, 'admin').getByRole('switch')).toBeChecked();

  await userRow(page, login).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toContainText(`Are you sure you want to delete user ${login}?`);
  await page.getByTestId('confirm-delete').click();
  await expect(userRow(page, login)).toHaveCount(0);
  await expect(userRow(page, 'admin')).toHaveCount(1);
});

test('a logger level chosen on the logs page is kept', async ({ page }, info) => {
  await openSignedIn(page, 'admin', '/admin/logs');
  const row = page.getByTestId('logger-fastify.request');
  await row.getByRole('combobox', { name: 'Level of fastify.request' }).click();
  await page.getByRole('option', { name: 'ERROR', exact: true }).click();
  await expect(row.getByTestId('effective-level')).toHaveText('ERROR');
  await page.reload();
  await expect(page.getByTestId('logger-fastify.request').getByTestId('effective-level')).toHaveText('ERROR');
  await expect(page.getByTestId('logger-fastify.request').getByRole('combobox')).toHaveText('ERROR');
  await picture(page, info, 'logs');
});

test('health shows every component UP', async ({ page }, info) => {
  await openSignedIn(page, 'admin', '/admin/health');
  for (const component of ['db', 'mail', 'documentStore', 'diskSpace', 'ping']) await expect(page.getByTestId(`health-${component}`).getByTestId('health-status')).toHaveText('UP');
  await expect(page.getByTestId('health-db')).toContainText('Database');
  await expect(page.getByTestId('health-db')).toContainText('select 1');
  await picture(page, info, 'health');
});

test('metrics show the request routes, memory and event-loop delay', async ({ page }, info) => {
  await openSignedIn(page, 'admin', '/admin/metrics');
  await expect(page.getByTestId('metrics-routes')).toContainText('/api/authenticate');
  await expect(page.getByRole('heading', { name: 'Memory' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Event-loop delay' })).toBeVisible();
  await page.getByTestId('metrics-refresh').click();
  await expect(page.getByTestId('metrics-routes')).toContainText('/management/jhimetrics');
  await expect(page.getByTestId('metrics-queries')).toContainText('select');
  await expect(page.getByTestId('metrics-pool')).toContainText('Connections: 1 open of 1');
  await picture(page, info, 'metrics');
});

test('configuration is searchable and keeps secrets hidden', async ({ page }, info) => {
  await openSignedIn(page, 'admin', '/admin/configuration');
  await expect(page.getByRole('heading', { name: 'porticoConfig' })).toBeVisible();
  await picture(page, info, 'configuration');
  await page.getByLabel('Filter').fill('secret');
  const rows = page.getByTestId('config-row');
  await expect(rows.filter({ hasText: 'portico.jwtSecret' })).toContainText('******');
  await expect(rows.filter({ hasText: 'JWT_SECRET' })).toContainText('******');
  await expect(page.getByText(TEST_JWT_SECRET)).toHaveCount(0);
  await expect(rows.filter({ hasText: 'portico.port' })).toHaveCount(0);
  await page.getByLabel('Filter').fill('node.version');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(/v\d+\./);
});

test('retries statistics render their table', async ({ page, request }, info) => {
  // The health check calls the document store, through the retry mechanism.
  expect((await request.get('/management/health', { headers: { authorization: `Bearer ${await apiToken(request, 'admin')}` } })).ok()).toBe(true);
  await openSignedIn(page, 'admin', '/admin/retries-statistics');
  const headers = page.getByTestId('retries-table').locator('thead th');
  await expect(headers).toHaveText(['Operation', 'Started', 'Completed', 'Errors', 'Aborted', 'Recovered', 'Latest calls', 'Latest errors']);
  const row = page.getByTestId('retry-row').filter({ hasText: /^documentstore\./ }).first();
  await expect(row).toBeVisible();
  // Counts as 0,0; each call's moment with its seconds.
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^\d{1,3}(,\d{3})*$/);
  const calls = row.getByRole('cell').nth(6).locator('div');
  await expect(calls.first()).toHaveText(DATE_TIME_SECONDS);
  await picture(page, info, 'retries-statistics');
});

test('a site administrator may not manage users', async ({ page }) => {
  await openSignedIn(page, 'wadmin', '/admin/user-management');
  await expect(page.getByTestId('not-authorized')).toHaveText('You are not authorized to access this page');
});

test('the diagnostic report shows what the event loop holds', async ({ page }, info) => {
  await openSignedIn(page, 'admin', '/admin/metrics');
  await page.getByTestId('metrics-report').click();
  const report = page.getByRole('dialog', { name: 'Diagnostic report (thread dump)' });
  await expect(report).toBeVisible();
  await expect(report.getByTestId('report-handles')).toContainText('tcp');
  await expect(report).toContainText(/Event-loop handles: \d+, \d+ active/);
  await expect(report).toContainText('Node.js');
  await picture(page, info, 'diagnostic-report');
  await report.getByRole('button', { name: 'Close' }).click();
  await expect(report).toBeHidden();
});

test('on a phone the administration tables show each row’s name, state and actions without scrolling sideways', async ({ page, request }, info) => {
  const login = `phone${Date.now().toString(36)}`;
  expect((await request.post('/api/register', { data: { login, email: `${login}@example.org`, password: 'Phone-Pass-1', langKey: 'en' } })).status()).toBe(201);
  await page.setViewportSize({ width: 390, height: 844 });
  const inView = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  };
  const fitsSideways = (table: Locator) =>
    expect.poll(() => table.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth)).toBe(0);

  await openSignedIn(page, 'admin', '/admin/user-management');
  const admin = userRow(page, 'admin');
  await expect(admin.getByRole('link', { name: 'admin' })).toBeVisible();
  await inView(admin.getByRole('switch', { name: /admin/ }));
  await inView(admin.getByRole('button', { name: 'Delete' }));
  await expect(page.getByRole('columnheader', { name: 'Email' })).toBeHidden();
  await expect(admin.getByText('ROLE_ADMIN')).toBeHidden();
  await fitsSideways(page.getByRole('table'));
  await picture(page, info, 'user-management-390');

  await page.goto('/admin/mail-outbox');
  const mail = page.getByTestId('outbox-row').filter({ hasText: 'Activate your Portico account' }).first();
  await expect(mail).toBeVisible();
  await inView(mail.getByText(/^(sent|pending|failed)$/i));
  await expect(page.getByRole('columnheader', { name: 'Recipient' })).toBeHidden();
  await fitsSideways(page.getByRole('table'));
  await picture(page, info, 'mail-outbox-390');
  // What the row leaves out, the mail says: its recipient and when it was written.
  await mail.click();
  await expect(page.getByRole('dialog')).toContainText(/To: .+@.+ · \d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}/);
  await page.keyboard.press('Escape');

  await page.goto('/wadmin/document-library');
  const document = page.getByTestId('library-row').first();
  await expect(document).toBeVisible();
  await inView(document.getByRole('button', { name: 'Delete' }));
  await expect(page.getByRole('columnheader', { name: 'File', exact: true })).toBeHidden();
  await fitsSideways(page.getByTestId('library-table'));
  // The search field and the upload button wrap below the heading, lined up with it.
  const left = async (locator: Locator) => (await locator.boundingBox())!.x;
  expect(await left(page.getByTestId('library-create'))).toBe(await left(page.getByRole('heading', { level: 1, name: 'Document library' })));
  await picture(page, info, 'document-library-390');
});
