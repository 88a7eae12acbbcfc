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

test('a user is not shown the API documentation', async ({ page }) => {
  await openSignedIn(page, 'user');
  await page.goto('/admin/docs');
  await expect(page.getByTestId('api-docs')).toHaveCount(0);
});
