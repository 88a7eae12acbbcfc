import { type Locator, type Page } from '@playwright/test';
import { countRendersBy, renderCounts } from './render-counts.js';
import { expect, openSignedIn, test } from './support.js';

/**
 * The document list widget: the public contracts on the guests' Welcome page (dates, pages, sorting,
 * searches, details, the xlsx download) and the invoices on the private Invoices page (selection
 * followed by the detail widget, deleting one and many, sharing the list's Query).
 */
const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const rowsOf = (list: Locator) => list.locator('tbody tr');
/** The texts of one column (1-based, as shown), row by row. */
const column = (list: Locator, n: number) => rowsOf(list).locator(`td:nth-child(${n})`).allInnerTexts();
/** The pagination's "1–10 of 100". */
const range = (list: Locator) => list.getByTestId('list-pagination').locator('.MuiTablePagination-displayedRows');
/** The column headers shown, by their text (a phone hides some). */
const shownHeaders = (list: Locator) => list.locator('thead th:visible').filter({ hasText: /./ });
const totalOf = async (list: Locator) => Number((await range(list).innerText()).split(' of ')[1].replace(/,/g, ''));

const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
/** DD/MM/YYYY as YYYYMMDD, for comparing. */
const sortable = (shown: string) => shown.replace(DATE, '$3$2$1');

/** Types a date into a DD/MM/YYYY date picker field, as a person would. */
async function typeDate(page: Page, list: Locator, label: string, date: string) {
  // A plain field until the visitor moves into it; then the date picker takes its place, ready to type in.
  await list.getByRole('textbox', { name: label }).click();
  await expect(list.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Day' })).toBeFocused();
  await page.keyboard.type(date.replace(/\//g, ''));
}

test('guests page, sort, search and download the public contracts', async ({ page }) => {
  await page.goto('/wguest/composer#welcome');
  const list = widget(page, 'Public contracts');
  await expect(rowsOf(list)).toHaveCount(10);
  await expect(range(list)).toHaveText('1–10 of 100');
  // Start dates (column 4) read DD/MM/YYYY, newest first as configured.
  const starts = await column(list, 4);
  for (const shown of starts) expect(shown).toMatch(DATE);
  expect(starts.map(sortable)).toEqual(starts.map(sortable).sort().reverse());
  await expect(list.getByRole('columnheader', { name: 'Start date' })).toHaveAttribute('aria-sort', 'descending');

  // Page 2: ten other contracts. While they are read, the table keeps page 1's, marked busy.
  const first = await column(list, 1);
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/execute-query\?page=1&/, async (route) => {
    await held;
    await route.continue();
  });
  await list.getByRole('button', { name: 'Next page' }).click();
  await expect(range(list)).toHaveText('11–20 of 100');
  await expect(list.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  expect(await column(list, 1)).toEqual(first);
  answer();
  await expect(list.getByRole('table')).not.toHaveAttribute('aria-busy');
  await page.unrouteAll();
  const second = await column(list, 1);
  expect(second).toHaveLength(10);
  expect(second.filter((r) => first.includes(r))).toEqual([]);

  // A click on a header sorts on it from the first page, a second click the other way.
  await list.getByRole('columnheader', { name: 'Reference' }).click();
  await expect(list.getByRole('columnheader', { name: 'Reference' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(range(list)).toHaveText('1–10 of 100');
  const sorted = (texts: string[]) => [...texts].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  await expect
    .poll(async () => {
      const refs = await column(list, 1);
      return refs.join() === sorted(refs).join();
    })
    .toBe(true);
  const ascending = await column(list, 1);
  await list.getByRole('columnheader', { name: 'Reference' }).click();
  await expect(list.getByRole('columnheader', { name: 'Reference' })).toHaveAttribute('aria-sort', 'descending');
  await expect
    .poll(async () => {
      const refs = await column(list, 1);
      return refs.join() === sorted(refs).reverse().join();
    })
    .toBe(true);
  expect((await column(list, 1))[0] > ascending[9]).toBe(true);

  // A search by counterparty: fewer contracts, all of that counterparty.
  const counterparty = (await column(list, 2))[0];
  const word = counterparty.split(' ')[0];
  await list.getByLabel('Counterparty').fill(word.toLowerCase());
  await list.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => totalOf(list)).toBeLessThan(100);
  for (const shown of await column(list, 2)) expect(shown.toLowerCase()).toContain(word.toLowerCase());

  // Clear: the whole list again; a search with nothing filled in is the whole list too.
  await list.getByRole('button', { name: 'Clear' }).click();
  await expect(range(list)).toHaveText('1–10 of 100');
  await list.getByRole('button', { name: 'Search' }).click();
  await expect(range(list)).toHaveText('1–10 of 100');

  // A range of start dates, both ends included.
  await typeDate(page, list, 'Start date (from)', '01/03/2026');
  await typeDate(page, list, 'Start date (to)', '30/04/2026');
  await list.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => totalOf(list)).toBeLessThan(100);
  expect(await totalOf(list)).toBeGreaterThan(0);
  for (const shown of await column(list, 4)) {
    expect(sortable(shown) >= '20260301' && sortable(shown) <= '20260430', shown).toBe(true);
  }

  // A row's details: every field of the contract, read-only.
  const reference = (await column(list, 1))[0];
  await rowsOf(list).first().getByTestId('row-details').click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('term').filter({ hasText: /^Reference$/ })).toBeVisible();
  await expect(details.getByRole('definition').first()).toHaveText(reference);
  await expect(details.getByRole('term').filter({ hasText: /^Owner$/ })).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  // The download holds the list as it is searched, named after the widget's title.
  const download = page.waitForEvent('download');
  await list.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toMatch(/^\d{4}_\d{2}_\d{2}_public_contracts\.xlsx$/);
  // Guests may not share a list, nor change one.
  await expect(list.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect(list.getByRole('button', { name: 'New' })).toHaveCount(0);
});

test('a list shows its parts one commit after another, top down: search, table, pager', async ({ page }) => {
  // Each time the DOM changes, note which of the list's parts are there; a change is one React commit.
  await page.addInitScript(() => {
    const seen = window as unknown as { parts?: string[] };
    seen.parts = [];
    new MutationObserver(() => {
      const list = document.querySelector('[data-testid="document-list"]');
      if (!list) return;
      const present = [list.querySelector('form') && 'search', list.querySelector('table') && 'table', list.querySelector('[data-testid="list-pagination"]') && 'pager'].filter(Boolean).join('+');
      if (present !== seen.parts!.at(-1)) seen.parts!.push(present);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/wguest/composer#welcome');
  await expect(range(widget(page, 'Public contracts'))).toHaveText('1–10 of 100');
  expect(await page.evaluate(() => (window as unknown as { parts: string[] }).parts)).toEqual(['search', 'search+table', 'search+table+pager']);
});

test('choosing a row renders again only the rows whose selection changed', async ({ page }) => {
  // Rows are the components whose props carry a row: counted per commit, by the row's fidd.
  await countRendersBy(page, 'row', 'fidd');
  await page.goto('/wguest/composer#welcome');
  const list = widget(page, 'Public contracts');
  await expect(rowsOf(list)).toHaveCount(10);
  const renders = async () => Object.values(await renderCounts(page)).reduce((sum, n) => sum + n, 0);
  const before = await renders();
  expect(before).toBeGreaterThanOrEqual(10);

  await rowsOf(list).nth(2).click();
  await expect(rowsOf(list).nth(2)).toHaveAttribute('aria-selected', 'true');
  await expect.poll(renders).toBe(before + 1);
  await rowsOf(list).nth(4).click();
  await expect(rowsOf(list).nth(4)).toHaveAttribute('aria-selected', 'true');
  await expect(rowsOf(list).nth(2)).toHaveAttribute('aria-selected', 'false');
  await expect.poll(renders).toBe(before + 3);
  // Nothing more comes later (another widget following the selection, say).
  await page.waitForTimeout(500);
  expect(await renders()).toBe(before + 3);
});

test('a selected invoice is followed by the detail; invoices are deleted one and many at a time', async ({ page }) => {
  await openSignedIn(page, 'user', '/wuser/composer#invoices');
  const list = widget(page, 'Invoices');
  const detail = widget(page, 'Invoice');
  // Other tests may have added or removed invoices: counts are taken from what the list says first.
  await expect(range(list)).toHaveText(/^1–20 of \d+$/);
  const total = await totalOf(list);
  await expect(detail.getByText('Select a document to see it here.')).toBeVisible();

  // A click on a row selects it: highlighted, and the widgets that name it follow.
  const row = rowsOf(list).nth(2);
  const fidd = await row.getAttribute('data-fidd');
  await row.locator('td').nth(2).click();
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await expect(row).toHaveClass(/Mui-selected/);
  await expect(list.locator('tbody tr[aria-selected="true"]')).toHaveCount(1);
  await expect(detail.getByText('Select a document to see it here.')).toBeHidden();

  // Deleting it, after confirming: the row goes, the count drops, and the detail lets it go.
  await list.getByRole('button', { name: `Delete document ${fidd}` }).click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this document?');
  await page.getByTestId('delete-confirm').click();
  await expect(list.locator(`tbody tr[data-fidd="${fidd}"]`)).toHaveCount(0);
  await expect(range(list)).toHaveText(`1–20 of ${total - 1}`);
  await expect(detail.getByText('Select a document to see it here.')).toBeVisible();

  // Two rows checked: deleted together.
  const ids = [await rowsOf(list).nth(0).getAttribute('data-fidd'), await rowsOf(list).nth(1).getAttribute('data-fidd')];
  for (const id of ids) await list.getByRole('checkbox', { name: `Select document ${id}` }).check();
  await list.getByRole('button', { name: 'Delete selected (2)' }).click();
  await expect(page.getByRole('dialog')).toContainText('delete these 2 documents');
  await page.getByTestId('delete-confirm').click();
  await expect(range(list)).toHaveText(`1–20 of ${total - 3}`);
  for (const id of ids) await expect(list.locator(`tbody tr[data-fidd="${id}"]`)).toHaveCount(0);
  await expect(list.getByRole('button', { name: 'Delete selected (0)' })).toBeDisabled();
});

test('a signed-in user shares the searched list as a token that runs without signing in', async ({ page, request }) => {
  await openSignedIn(page, 'user', '/wuser/composer#invoices');
  const list = widget(page, 'Invoices');
  await list.getByLabel('Supplier').fill('Contoso');
  await list.getByRole('button', { name: 'Search' }).click();
  await expect.poll(() => totalOf(list)).toBeLessThan(90);
  const total = await totalOf(list);

  await list.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this list' });
  const token = await dialog.getByTestId('share-token').inputValue();
  expect(token.split('.')).toHaveLength(3);
  await expect(dialog).toContainText('execute-token-query');

  // The token runs the same Query for anyone, without a sign-in.
  const answer = await request.post('/api/adiuto-gateway/execute-token-query?page=0&size=5', { data: { token } });
  expect(answer.status()).toBe(200);
  expect(Number(answer.headers()['x-total-count'])).toBe(total);
  for (const document of (await answer.json()).list) expect(document.fields['2'].val).toContain('Contoso');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('on a phone the search folds away and the table shows its first two columns and the actions, inside the widget', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/wguest/composer#welcome');
  const list = widget(page, 'Public contracts');
  await expect(rowsOf(list)).toHaveCount(10);
  await expect(list.getByLabel('Counterparty')).toBeHidden();
  await list.getByRole('button', { name: 'Search filters' }).click();
  await expect(list.getByLabel('Counterparty')).toBeVisible();
  // Without phone columns configured, the first two and the actions.
  await expect(shownHeaders(list)).toHaveText(['Reference', 'Counterparty', 'Actions']);
  await list.getByTestId('list-scroller').scrollIntoViewIfNeeded();
  await expect(rowsOf(list).first().getByTestId('row-details')).toBeInViewport({ ratio: 1 });
  // Nothing wider than the card: the table scrolls sideways within it, if at all.
  const card = await list.boundingBox();
  const box = await list.getByTestId('list-scroller').boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(card!.x + card!.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/screens/composer-list-390.png', fullPage: true });
});

test('the row actions stay in view at the end of a wide list, which shows that it scrolls; a phone shows the configured columns', async ({ page }) => {
  await openSignedIn(page, 'user', '/wuser/composer#invoices');
  const list = widget(page, 'Invoices');
  const scroller = list.getByTestId('list-scroller');
  const details = rowsOf(list).first().getByTestId('row-details');
  await expect(rowsOf(list)).toHaveCount(20);
  // Wider than its widget at 1280 px: the actions are in view without scrolling, a shadow says more is under them.
  await expect(details).toBeInViewport({ ratio: 1 });
  await expect(scroller).toHaveAttribute('data-more-right');
  await page.screenshot({ path: 'test-results/screens/composer-list-actions-1280.png' });
  // Scrolled to its end, the last column is whole, beside the actions rather than under them.
  await scroller.evaluate((e) => e.scrollTo({ left: e.scrollWidth }));
  await expect(scroller).not.toHaveAttribute('data-more-right');
  const status = list.getByRole('columnheader', { name: 'Status' });
  await expect(status).toBeInViewport({ ratio: 1 });
  const [statusBox, actionsBox] = [await status.boundingBox(), await list.getByRole('columnheader', { name: 'Actions' }).boundingBox()];
  expect(statusBox!.x + statusBox!.width).toBeLessThanOrEqual(actionsBox!.x + 0.5);
  expect(await status.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
  await expect(details).toBeInViewport({ ratio: 1 });

  // On a phone, the columns its configuration names for phones (number and status), and the actions.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(shownHeaders(list)).toHaveText(['Number', 'Status', 'Actions']);
  await expect(rowsOf(list).first().locator('td:visible')).toHaveCount(4);
  await expect(status).toBeInViewport({ ratio: 1 });
  await expect(details).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/screens/composer-list-actions-390.png' });
});
