import { expect, openSignedIn, test } from './support.js';

test('an administrator reads the API documentation from the Admin menu', async ({ page }) => {
  await openSignedIn(page, 'admin');
  await page.getByRole('button', { name: 'Administration' }).click();
  await page.getByRole('menuitem', { name: 'API' }).click();
  await expect(page).toHaveURL(/\/admin\/docs$/);
  const docs = page.getByTestId('api-docs');
  await expect(docs.getByText('Portico API', { exact: false }).first()).toBeVisible({ timeout: 30_000 });
  // Every part of the API is a tag, folded until opened: all of them are listed.
  await expect(docs.locator('.opblock-tag', { hasText: 'adiuto-gateway' })).toBeVisible();
  expect(await docs.locator('.opblock-tag').count()).toBeGreaterThan(25);
  await docs.locator('.opblock-tag', { hasText: /^Page/ }).click();
  await expect(docs.locator('.opblock-summary-path', { hasText: '/api/pages/{id}' }).first()).toBeVisible();
  await docs.locator('.opblock-tag', { hasText: 'adiuto-gateway' }).click();
  await expect(docs.locator('.opblock-summary-path', { hasText: '/api/adiuto-gateway/execute-query' }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('api-docs.png'), fullPage: false });
});

test('"Try it out" calls the API as the signed-in administrator', async ({ page }) => {
  await openSignedIn(page, 'admin', '/admin/docs');
  const docs = page.getByTestId('api-docs');
  await docs.locator('.opblock-tag[data-tag="account"]').click();
  const operation = docs.locator('.opblock-get').filter({ has: page.locator('.opblock-summary-path', { hasText: /^\/api\/account$/ }) });
  await operation.locator('.opblock-summary-control').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByRole('button', { name: 'Execute' }).click();
  const live = operation.locator('.live-responses-table');
  await expect(live.locator('tbody .response-col_status')).toHaveText('200');
  await expect(live.locator('tbody .response-col_description')).toContainText('"login": "admin"');
});

test('a user is not shown the API documentation', async ({ page }) => {
  await openSignedIn(page, 'user', '/admin/docs');
  await expect(page.getByTestId('api-docs')).toHaveCount(0);
});
