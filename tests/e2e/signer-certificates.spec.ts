import AxeBuilder from '@axe-core/playwright';
import { apiToken, expect, newAccount, openSignedIn, test } from './support.js';

/**
 * An administrator revokes a signer's certificate from the console (docs/signing.md, "Revocation"):
 * the account is set up by API calls (a new account with a signature password); the revocation is
 * what the test walks, in the browser.
 */
test('an administrator revokes a signer certificate with a reason; the account then has none in force', async ({ page, request }) => {
  const login = `revoked${Date.now().toString(36)}`;
  await newAccount(request, login, 'first-pass');
  const token = (await (await request.post('/api/authenticate', { data: { username: login, password: 'first-pass' } })).json()).id_token as string;
  const set = await request.put('/api/adiuto-gateway/update-auth/reset-password', {
    headers: { authorization: `Bearer ${token}` },
    data: { signUserName: login, signPassword: 'Sign-pass-42', signPasswordConfirm: 'Sign-pass-42' },
  });
  expect(await set.json()).toBe(0);

  await openSignedIn(page, 'admin', '/admin/signer-certificates');
  await expect(page.getByRole('heading', { name: 'Signer certificates' })).toBeVisible();
  await page.getByTestId('certificates-login').fill(login);
  const row = page.getByTestId('certificate-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('In force');
  await expect(row).toContainText(`CN=${login}`);
  await page.screenshot({ path: 'test-results/screens/signer-certificates.png' });

  await row.getByTestId('certificate-revoke').click();
  const dialog = page.getByRole('dialog', { name: `Revoke ${login}'s certificate` });
  await dialog.getByTestId('revoke-reason').click();
  await page.getByRole('option', { name: 'The person left or changed role' }).click();
  await dialog.getByTestId('revoke-note').fill('Moved to another company');
  expect((await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/signer-certificates-revoke.png' });
  await dialog.getByTestId('revoke-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Revoked');
  await expect(row).toContainText('The person left or changed role, by admin');
  await expect(row).toContainText('Moved to another company');
  await expect(row.getByTestId('certificate-revoke')).toHaveCount(0);

  // The server agrees: the account has no certificate in force, and its sign calls would ask for a new signature password.
  const listed = await request.get(`/api/adiuto-gateway/sign/certificates?login=${login}`, { headers: { authorization: `Bearer ${await apiToken(request, 'admin')}` } });
  expect((await listed.json()).map((c: { state: string }) => c.state)).toEqual(['revoked']);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toContainText('Revoked');
  await page.screenshot({ path: 'test-results/screens/signer-certificates-phone.png' });
});
