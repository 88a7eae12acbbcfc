import { type Locator, type Page } from '@playwright/test';
import { ACCOUNTS, expect, openSignedIn, test } from './support.js';

/**
 * The app satisfies its own Content-Security-Policy (server/http/security-headers.ts): walking the
 * main screens, the browser reports no violation, neither in the console nor as a
 * securitypolicyviolation event.
 */
type Screen = { name: string; path: string; who?: keyof typeof ACCOUNTS; ready: (page: Page) => Locator };

const SCREENS: Screen[] = [
  { name: 'the sign-in modal', path: '/login', ready: (p) => p.getByTestId('login-submit') },
  { name: 'the guest composer', path: '/wguest/composer', ready: (p) => p.getByTestId('page-tree') },
  { name: 'the user composer', path: '/wuser/composer', who: 'user', ready: (p) => p.getByTestId('page-tree') },
  { name: 'user management', path: '/admin/user-management', who: 'admin', ready: (p) => p.getByTestId('user-row') },
  { name: 'an entity list', path: '/theme', who: 'admin', ready: (p) => p.locator('table tbody tr') },
  { name: 'site management', path: '/wadmin/site-management', who: 'admin', ready: (p) => p.getByTestId('site-conf-text') },
  { name: 'the document library', path: '/wadmin/document-library', who: 'admin', ready: (p) => p.getByTestId('library-row').or(p.getByTestId('library-empty')) },
  { name: 'the API documentation', path: '/admin/docs', who: 'admin', ready: (p) => p.getByTestId('api-docs').locator('.opblock-tag') },
  { name: 'metrics', path: '/admin/metrics', who: 'admin', ready: (p) => p.getByTestId('metrics-routes') },
];

/** Every policy violation the page reports from now on, from the console and from the DOM event. */
async function violationsOf(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { reportPolicyViolation: (t: string) => void }).reportPolicyViolation(`${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`),
    );
  });
  return violations;
}

for (const { name, path, who, ready } of SCREENS)
  test(`${name} (${path}) runs within the app's Content-Security-Policy`, async ({ page }) => {
    const violations = await violationsOf(page);
    const response = who ? await openSignedIn(page, who, path) : await page.goto(path);
    expect(response!.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response!.headers()['x-frame-options']).toBe('DENY');
    await expect(ready(page).first()).toBeVisible({ timeout: 30_000 });
    // Late styles, images and requests have a moment to be refused.
    await page.waitForTimeout(500);
    expect(violations).toEqual([]);
  });

test('the policy is enforced: an inline script of the page itself is refused and reported', async ({ page }) => {
  const violations = await violationsOf(page);
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineRan = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan)).toBeUndefined();
});

test("the browser takes the Permissions-Policy: the devices are off, full screen stays the portal's", async ({ page }) => {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (/permissions.policy|feature policy/i.test(message.text())) complaints.push(message.text());
  });
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  const features = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'fullscreen'];
  const allowed = await page.evaluate(
    (names) => Object.fromEntries(names.map((name) => [name, (document as unknown as { featurePolicy: { allowsFeature(f: string): boolean } }).featurePolicy.allowsFeature(name)])),
    features,
  );
  expect(allowed).toEqual({ camera: false, microphone: false, geolocation: false, payment: false, usb: false, fullscreen: true });
  // Every feature the header names is one the browser knows.
  expect(complaints).toEqual([]);
});
