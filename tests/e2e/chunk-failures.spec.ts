import { expect, signIn, test } from './support.js';

/**
 * Screens loaded on demand whose script or stylesheet cannot be fetched (a deploy in between, a
 * network failure) end on the crash page, which reports the failure and offers Reload.
 */
test('a script chunk that fails to load shows the crash page, and Reload recovers', async ({ page }, info) => {
  await signIn(page, 'admin');
  await page.route(/\/assets\/UserManagementList-[^/]+\.js$/, (route) => route.abort('failed'));
  const report = page.waitForRequest((r) => r.url().endsWith('/api/client-errors') && r.method() === 'POST');
  await page.goto('/admin/user-management');
  const crash = page.getByTestId('crash');
  await expect(crash).toContainText('An unexpected error occurred');
  await expect(crash.getByRole('button', { name: 'Reload' })).toBeVisible();
  expect((await report).postDataJSON().message).toContain('A part of the page could not be loaded');
  await page.screenshot({ path: info.outputPath('chunk-failure.png'), fullPage: true });

  // Once the chunk can be fetched again, Reload brings the portal back.
  await page.unroute(/\/assets\/UserManagementList-[^/]+\.js$/);
  await crash.getByRole('button', { name: 'Reload' }).click();
  await expect(crash).toBeHidden();
  await page.goto('/admin/user-management');
  await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
});

test('a stylesheet chunk that fails to load shows the crash page too', async ({ page }) => {
  await signIn(page, 'admin');
  await page.route(/\/assets\/ApiDocsPage-[^/]+\.css$/, (route) => route.abort('failed'));
  const report = page.waitForRequest((r) => r.url().endsWith('/api/client-errors') && r.method() === 'POST');
  await page.goto('/admin/docs');
  await expect(page.getByTestId('crash')).toContainText('An unexpected error occurred');
  expect((await report).postDataJSON().message).toMatch(/could not be loaded: .*css/i);
});
