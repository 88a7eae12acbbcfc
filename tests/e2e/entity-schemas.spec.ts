import { expect, test } from './support.js';

/**
 * `GET api/entity-schemas` is public on purpose (docs/decisions.md): a guest's browser reads the
 * entity models too, and that is how it tells an entity address, which sends it to sign in, from an
 * address that does not exist.
 */
test('a guest opening an entity address is sent to sign in, an unknown address is not found', async ({ page, request }) => {
  const answer = await request.get('/api/entity-schemas');
  expect(answer.status()).toBe(200);
  expect((await answer.json()).map((m: { name: string }) => m.name)).toContain('theme');
  // The app's page carries that answer (server/shell/app-page.ts): the browser does not ask for it again.
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await page.goto('/theme?page=2');
  await expect(page).toHaveURL(/\/login/);
  expect(asked).not.toContain('/api/entity-schemas');
  await expect(page.getByTestId('login-submit')).toBeVisible();

  await page.goto('/no-such-screen');
  await expect(page.getByText('The page does not exist')).toBeVisible();
  await expect(page).toHaveURL(/\/no-such-screen$/);
});
