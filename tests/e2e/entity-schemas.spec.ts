import { expect, test } from './support.js';

/**
 * `GET api/entity-schemas` is public on purpose (docs/decisions.md): a guest's browser reads the
 * entity models too, and that is how it tells an entity address, which sends it to sign in, from an
 * address that does not exist.
 */
test('a guest opening an entity address is sent to sign in, an unknown address is not found', async ({ page }) => {
  const schemas = page.waitForResponse((r) => r.url().endsWith('/api/entity-schemas'));
  await page.goto('/theme?page=2');
  const answer = await schemas;
  expect(answer.status()).toBe(200);
  expect(answer.request().headers().authorization).toBeUndefined();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-submit')).toBeVisible();

  await page.goto('/no-such-screen');
  await expect(page.getByText('The page does not exist')).toBeVisible();
  await expect(page).toHaveURL(/\/no-such-screen$/);
});
