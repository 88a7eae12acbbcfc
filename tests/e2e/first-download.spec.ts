import { expect, test } from '@playwright/test';

/**
 * What a guest's browser downloads to see the guest composer: the shell as one compressed script
 * (docs/performance.md), and nothing of the administration, the sign-in or the permission checks'
 * language, which load when they are used.
 */
test('a guest gets the shell in one compressed script, without the screens loaded on demand', async ({ page, request }) => {
  // Each script's encoding, or its size when it came as it is (files under 1 kB are not compressed).
  const scripts = new Map<string, string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) {
      const headers = response.headers();
      scripts.set(url.pathname, headers['content-encoding'] ?? `${headers['content-length']} bytes`);
    }
  });
  await page.goto('/wguest/composer#welcome');
  await expect(page.getByTestId('widget-grid').locator('tbody tr').first()).toBeVisible();

  // index.html names the shell: one script besides rolldown's few-line runtime, nothing preloaded.
  const html = await (await request.get('/wguest/composer')).text();
  const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  expect(named.filter((p) => !p.includes('rolldown-runtime'))).toEqual([expect.stringMatching(/^\/assets\/shell-[\w-]+\.js$/)]);
  const shellBytes = await page.evaluate(
    (paths) => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => paths.includes(new URL(e.name).pathname)).reduce((n, e) => n + e.transferSize, 0),
    named,
  );
  expect(shellBytes).toBeGreaterThan(50_000);
  expect(shellBytes).toBeLessThan(215_000);

  for (const [path, encoding] of scripts) expect(encoding === 'br' || parseInt(encoding) < 1024, `${path}: ${encoding}`).toBe(true);
  const loaded = [...scripts.keys()].join('\n');
  for (const onDemand of ['EntityList', 'EntityForm', 'EntityShow', 'LoginModal', 'UserManagement', 'permission-checks', 'ApiDocsPage'])
    expect(loaded, onDemand).not.toContain(`/${onDemand}`);
});
