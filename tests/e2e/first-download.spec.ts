import { expect, test } from './support.js';

/**
 * What a guest's browser downloads to see the guest composer (docs/performance.md): the shell as one
 * compressed script, the composer as one more, at most 250 kB of scripts until the first page's
 * widgets show, and nothing of the administration, the sign-in, the permission checks' language, the
 * editor or the dialogs, which load when they are used. The grid's dragging comes after the widgets.
 */
test('a guest gets the composer in two compressed scripts, under 250 kB, without the parts loaded on demand', async ({ page, request }) => {
  // When the first rows of a list appeared, in the page's clock.
  await page.addInitScript(() => {
    const seen = window as unknown as { firstRowsAt?: number };
    const observer = new MutationObserver(() => {
      if (document.querySelector('[data-testid="widget-grid"] tbody tr')) {
        seen.firstRowsAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document, { childList: true, subtree: true });
  });
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
  // The grid's dragging is fetched once the widgets have their data.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/InteractiveGrid-')))).toBe(true);

  // index.html names the shell: one script besides rolldown's few-line runtime, nothing preloaded.
  const html = await (await request.get('/wguest/composer')).text();
  const named = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  expect(named.filter((p) => !p.includes('rolldown-runtime'))).toEqual([expect.stringMatching(/^\/assets\/shell-[\w-]+\.js$/)]);

  const { firstRowsAt, entries } = await page.evaluate(() => ({
    firstRowsAt: (window as unknown as { firstRowsAt: number }).firstRowsAt,
    entries: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => /^\/assets\/.+\.js$/.test(new URL(e.name).pathname))
      .map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, bytes: e.transferSize })),
  }));
  const bytesOf = (list: typeof entries) => list.reduce((n, e) => n + e.bytes, 0);
  const shellBytes = bytesOf(entries.filter((e) => named.includes(e.path)));
  expect(shellBytes).toBeGreaterThan(50_000);
  expect(shellBytes).toBeLessThan(180_000);
  // Until the widgets show: the shell, the composer and the few-hundred-byte pieces that name them.
  const first = entries.filter((e) => e.start < firstRowsAt);
  expect(bytesOf(first), first.map((e) => e.path).join(' ')).toBeLessThan(250_000);
  expect(first.filter((e) => e.bytes > 1_000).map((e) => e.path.replace(/-[\w-]+\.js$/, ''))).toEqual(expect.arrayContaining(['/assets/shell', '/assets/composer']));
  expect(first.filter((e) => e.bytes > 1_000 && !/\/(shell|composer|rolldown-runtime)-/.test(e.path)).map((e) => e.path)).toEqual([]);
  // The grid's dragging and resizing were asked for after the rows showed.
  const grid = entries.find((e) => e.path.includes('/InteractiveGrid-'));
  expect(grid && grid.start).toBeGreaterThanOrEqual(firstRowsAt);

  for (const [path, encoding] of scripts) expect(encoding === 'br' || parseInt(encoding) < 1024, `${path}: ${encoding}`).toBe(true);
  const loaded = [...scripts.keys()].join('\n');
  for (const onDemand of ['EntityList', 'EntityForm', 'EntityShow', 'LoginModal', 'UserManagement', 'permission-checks', 'ApiDocsPage', 'DateInput', 'DocumentEditor', 'TranslationTextDialog', 'AdminSideLinks'])
    expect(loaded, onDemand).not.toContain(`/${onDemand}`);
});
