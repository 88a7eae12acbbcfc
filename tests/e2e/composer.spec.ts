import { type Page } from '@playwright/test';
import { countRendersBy, firstCommits, renderCounts } from './render-counts.js';
import { apiToken, expect, openSignedIn, signIn, test } from './support.js';

/**
 * The composer runtime as guests, users and administrators meet it: pages by #path, widgets on a grid
 * the visitor rearranges (kept in widgets-persisted) and resets, permission checks, stylesheets.
 */
const widget = (page: Page, title: string) => page.locator('section[data-testid^="widget-"]', { has: page.getByRole('heading', { name: title, exact: true }) });
/** The interactive grid takes over from the static one the widgets are first shown on when the visitor reaches for a title bar. */
const interactive = async (page: Page) => {
  await page.locator('.widget-drag-handle').first().hover();
  await expect(page.getByTestId('widget-grid').locator('.react-grid-layout')).toBeVisible();
};
const kept = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('widgets-persisted') ?? '{}') as Record<string, Record<string, { i: string; x: number; y: number; w: number }[]>>);

test('a guest lands on the first public page and rearranges its widgets, which the browser keeps until reset', async ({ page }) => {
  // Where each widget stood on the static grid the page first shows, as last seen before the interactive grid took over.
  await page.addInitScript(() => {
    const seen = window as unknown as { staticPlaces?: Record<string, number[]> };
    new MutationObserver(() => {
      const grid = document.querySelector('[data-testid="static-grid"]');
      if (!grid) return;
      const place = (s: Element) => [s.getBoundingClientRect()].map((r) => [r.x, r.y, r.width, r.height].map(Math.round))[0];
      seen.staticPlaces = Object.fromEntries(Array.from(grid.querySelectorAll('section')).map((s) => [s.getAttribute('aria-label'), place(s)]));
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto('/wguest/composer');
  await expect(page).toHaveURL(/#welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
  const about = widget(page, 'About this portal');
  const links = widget(page, 'Useful links');
  await expect(about).toContainText('Welcome to the Portico demonstration portal');
  await expect(links.getByRole('link', { name: 'Send us a request' })).toBeVisible();

  // The widgets show on a static grid at their places; the interactive grid takes over once they have
  // their data, without moving them.
  await interactive(page);
  const before = (await links.boundingBox())!;
  const staticPlaces = await page.evaluate(() => (window as unknown as { staticPlaces?: Record<string, number[]> }).staticPlaces);
  for (const title of ['About this portal', 'Useful links', 'Public contracts']) {
    const box = (await widget(page, title).boundingBox())!;
    expect(staticPlaces?.[title], title).toEqual([box.x, box.y, box.width, box.height].map(Math.round));
  }

  // Drag "Useful links" by its title bar to the left edge, below the others.
  const handle = links.locator('.widget-drag-handle');
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + 40, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x - 300, box.y + 30, { steps: 8 });
  await page.mouse.move(box.x - 700, box.y + 60, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => (await links.boundingBox())!.x).toBeLessThan(before.x - 200);
  const pageId = await page.getByTestId('composer-page').getAttribute('data-page-id');
  await expect.poll(async () => Object.keys((await kept(page))[pageId!] ?? {})).toContain('md');

  // Kept across a reload.
  await page.reload();
  await interactive(page);
  await expect.poll(async () => (await widget(page, 'Useful links').boundingBox())!.x).toBeLessThan(before.x - 200);
  await page.screenshot({ path: 'test-results/screens/composer-guest-moved.png' });

  // Reset layout forgets it: the configured places come back.
  await page.getByTestId('reset-layout').click();
  await expect.poll(async () => Math.round((await widget(page, 'Useful links').boundingBox())!.x)).toBe(Math.round(before.x));
  expect((await kept(page))[pageId!]?.md?.find((i) => i.i !== '')?.x ?? 0).toBeGreaterThanOrEqual(0);

  // An address naming no page says so.
  await page.goto('/wguest/composer#no-such-page');
  await expect(page.getByTestId('composer-notice')).toContainText('does not exist');
});

test("a guest's first page comes with the app's page: the browser asks only for the lists' rows, and for a page opened later", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (/^\/(api|management)\//.test(url.pathname)) asked.push(url.pathname + url.search);
  });
  await page.goto('/wguest/composer');
  await expect(page).toHaveURL(/#welcome$/);
  await expect(widget(page, 'About this portal')).toContainText('Welcome to the Portico demonstration portal');
  await expect(widget(page, 'Public contracts').locator('tbody tr').first()).toBeVisible();
  // The models, the site, the profile, the page tree, the check context and the page with its widgets came with the page.
  expect(asked.filter((p) => !p.startsWith('/api/adiuto-gateway/'))).toEqual([]);
  expect(asked.some((p) => p.startsWith('/api/adiuto-gateway/execute-query'))).toBe(true);

  // Another page is read from the server when it is opened.
  await widget(page, 'About this portal').getByRole('link', { name: 'send us a request' }).click();
  await expect(page).toHaveURL(/#contacts$/);
  await expect.poll(() => asked.filter((p) => /^\/api\/composer\/pages\/\d+\?eager=true$/.test(p)).length).toBe(1);
});

test("the app bar is in the app's first commit: react-admin does not start with a render of nothing", async ({ page }) => {
  // Its store starts with the translations' locale (App.tsx); with an empty store, react-admin's first
  // render was empty, and the whole first screen then came in one synchronous render.
  await countRendersBy(page, 'data-testid');
  await page.goto('/wguest/composer');
  await expect(widget(page, 'About this portal')).toBeVisible();
  const first = await firstCommits(page);
  expect(first['app-bar']).toBe(0);
  // The frame's parts follow in order (Layout): the sidebar's site name after the app bar.
  expect(first['sidebar-site']).toBeGreaterThan(0);
});

test('a first page opened without a path renders once, its path put in the address after it has shown', async ({ page }) => {
  await countRendersBy(page, 'data-testid');
  await page.goto('/wguest/composer');
  await expect(page).toHaveURL(/#welcome$/);
  await expect(widget(page, 'Public contracts').getByRole('table')).toBeVisible();
  expect((await renderCounts(page))['composer-page']).toBe(1);
});

test('a field typed in while the page starts keeps its focus and its text when the grid becomes movable', async ({ page }) => {
  // The grid's dragging is held back until the visitor is typing.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/InteractiveGrid-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/wguest/composer#welcome');
  const field = widget(page, 'Public contracts').getByRole('textbox', { name: 'Counterparty' });
  await field.click();
  await page.keyboard.type('Acme');
  // Reaching for a title bar lets the movable grid take over, the focus staying in the field.
  await widget(page, 'Useful links').locator('.widget-drag-handle').hover();
  release();
  await expect(page.getByTestId('widget-grid').locator('.react-grid-layout')).toBeVisible();
  await expect(field).toBeFocused();
  await page.keyboard.type(' Ltd');
  await expect(field).toHaveValue('Acme Ltd');
});

test('the widgets’ bodies show one commit after another, in reading order, the first with the frames', async ({ page }) => {
  // Each time the DOM changes, note which widget bodies have content; a change is one React commit.
  await page.addInitScript(() => {
    const seen = window as unknown as { commits?: string[][] };
    seen.commits = [];
    new MutationObserver(() => {
      const grid = document.querySelector('[data-testid="static-grid"]');
      if (!grid) return;
      const filled = Array.from(grid.querySelectorAll('section')).filter((s) => s.querySelector('.widget-host')?.firstElementChild);
      const names = filled.map((s) => s.getAttribute('aria-label') ?? '');
      if (names.join() !== seen.commits!.at(-1)?.join()) seen.commits!.push(names);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/wguest/composer#welcome');
  await expect(widget(page, 'Public contracts').getByRole('table')).toBeVisible();
  const commits = await page.evaluate(() => (window as unknown as { commits: string[][] }).commits);
  // About this portal is at the top left, Useful links beside it, the contracts below them.
  const firsts = commits.map((names) => names.length);
  expect(firsts.slice(0, 3), JSON.stringify(commits)).toEqual([1, 2, 3]);
  expect(commits[0]).toEqual(['About this portal']);
  expect(new Set(commits[1])).toEqual(new Set(['About this portal', 'Useful links']));
});

/** Layout shifts from the load on, as the browser counts them, with the elements each moved. */
const shiftsOf = (page: Page) =>
  page.addInitScript(() => {
    const seen = window as unknown as { shifts: { value: number; moved: string[] }[] };
    seen.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[])
        seen.shifts.push({ value: entry.value, moved: entry.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 60) : '(gone)')) });
    }).observe({ type: 'layout-shift', buffered: true });
  });

test('a first page opened on a slow phone shows without moving what was drawn: the footer waits below it', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await shiftsOf(page);
  // Without a path the first page opens at once; with one, the page is read first (a signed-in user's).
  await page.goto('/wguest/composer');
  await expect(widget(page, 'Public contracts').getByRole('table')).toBeVisible();
  await openSignedIn(page, 'user', '/wuser/composer#contracts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contracts' })).toBeVisible();
  await expect(page.locator('section[data-testid^="widget-"] table').first()).toBeVisible();
  await page.goto('/wuser/composer#hr-requests');
  await expect(page.locator('section[data-testid^="widget-"] table').first()).toBeVisible();
  // A progress bar's own animation moves only its bar, by more the longer a slow machine shows it, so
  // those shifts are left out; the footer pushed down by the page was 0.03.
  const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts);
  const ofThePage = shifts.filter((s) => !s.moved.every((html) => html.includes('MuiLinearProgress-bar')));
  expect(ofThePage.reduce((sum, s) => sum + s.value, 0), JSON.stringify(ofThePage)).toBeLessThan(0.001);
});

test('on a phone the widgets stack in one column, in reading order', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/wguest/composer#welcome');
  await interactive(page);
  const about = (await widget(page, 'About this portal').boundingBox())!;
  const links = (await widget(page, 'Useful links').boundingBox())!;
  const contracts = (await widget(page, 'Public contracts').boundingBox())!;
  expect(Math.round(about.x)).toBe(Math.round(links.x));
  expect(links.y).toBeGreaterThan(about.y + about.height - 1);
  expect(contracts.y).toBeGreaterThan(links.y + links.height - 1);
  expect(about.width).toBeGreaterThan(300);
  await page.screenshot({ path: 'test-results/screens/composer-guest-phone.png', fullPage: true });

  // The sidebar is a drawer there: the guest opens it to reach the other public pages.
  await page.getByRole('button', { name: /open menu|close menu|menu/i }).first().click();
  await page.getByTestId('page-tree').getByRole('button', { name: 'Contacts', exact: true }).click();
  await expect(page).toHaveURL(/#contacts$/);
});

test('a page whose check the user fails is neither listed nor opened; an administrator sees it', async ({ page }) => {
  await signIn(page, 'user');
  await expect(page).toHaveURL(/\/wuser\/composer#invoices$/);
  await expect(page.getByTestId('page-tree')).not.toContainText('Management');
  await page.goto('/wuser/composer#management');
  await expect(page.getByTestId('composer-notice')).toBeVisible();
  await expect(page.getByText('Disputed invoices')).toHaveCount(0);

  await page.goto('/logout');
  await signIn(page, 'admin');
  await page.goto('/wuser/composer#management');
  await expect(page.getByRole('heading', { level: 1, name: 'Management' })).toBeVisible();
  await expect(widget(page, 'For administrators')).toContainText('administrators only');
});

test('a page applies its own stylesheet, and a widget whose check fails is left out', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const types = (await (await request.get('/api/widget-types?size=100', { headers })).json()) as { id: number; confSchema: string }[];
  const text = types.find((t) => t.confSchema === 'rich-text')!;
  const path = `styled-${Date.now()}`;
  const css = Buffer.from('.rich-text p { color: rgb(200, 0, 0); }').toString('base64');
  const created = await request.post('/api/pages', { headers, data: { name: 'Styled', path, scope: 'PUBLIC', index: 80, type: 'PAGE', css, cssContentType: 'text/css' } });
  expect(created.status()).toBe(201);
  const pageId = (await created.json()).id as number;
  const add = (title: string, permissionChecks?: string) =>
    request.post('/api/widgets', { headers, data: { title, conf: JSON.stringify({ layout: { x: 0, y: 0, w: 6, h: 3 }, html: `<p>${title}</p>` }), page: { id: pageId }, type: { id: text.id }, permissionChecks } });
  expect((await add('For everyone')).status()).toBe(201);
  expect((await add('For users', '"ROLE_USER" in user.roles')).status()).toBe(201);
  try {
    await page.goto(`/wguest/composer#${path}`);
    const paragraph = widget(page, 'For everyone').locator('p');
    await expect(paragraph).toHaveCSS('color', 'rgb(200, 0, 0)');
    await expect(widget(page, 'For users')).toHaveCount(0);
  } finally {
    const widgets = (await (await request.get(`/api/widgets?pageId.equals=${pageId}`, { headers })).json()) as { id: number }[];
    for (const w of widgets) await request.delete(`/api/widgets/${w.id}`, { headers });
    await request.delete(`/api/pages/${pageId}`, { headers });
  }
});
