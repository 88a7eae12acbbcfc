import { apiToken, choose, expect, openSignedIn, rows, test } from './support.js';

/*
 * Lists, on the `book` entity that exists only as a fixture schema (tests/fixtures/schemas): its
 * screens come from that one file. 25 books make two pages of 20.
 */
test.describe.configure({ mode: 'serial' });

const TITLES = Array.from({ length: 25 }, (_, i) => `Book ${String.fromCharCode(65 + (i % 26))}${String(i).padStart(2, '0')}`);

test.beforeAll(async ({ request }) => {
  const token = await apiToken(request, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const themes = await (await request.get('/api/themes?size=1', { headers })).json();
  for (const [i, title] of TITLES.entries()) {
    const response = await request.post('/api/books', { headers, data: { title, pages: 100 + i, theme: { id: themes[0].id } } });
    expect(response.status()).toBe(201);
  }
});

test('sorting and paging keep page and sort in the address', async ({ page }) => {
  await openSignedIn(page, 'admin', '/book');
  await expect(page.getByRole('heading', { name: 'Books', level: 2 })).toBeVisible();
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByTestId('item-count')).toHaveText('Showing 1 - 20 of 25 items.');

  // A header toggles ascending, then descending. The address changes before the list draws its new
  // sort, and a header clicked in between toggles the sort it still shows: the second click waits
  // for the header to show the first.
  const title = page.getByRole('columnheader', { name: 'Title' });
  await title.getByRole('button').click();
  await expect(page).toHaveURL(/\/book\?page=1&sort=title,asc$/);
  await expect(title.locator('.MuiTableSortLabel-directionAsc.Mui-active')).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Book A00');
  await title.getByRole('button').click();
  await expect(page).toHaveURL(/\/book\?page=1&sort=title,desc$/);
  await expect(title.locator('.MuiTableSortLabel-directionDesc.Mui-active')).toHaveCount(1);
  const lastTitle = [...TITLES].sort().at(-1)!;
  await expect(rows(page).first()).toContainText(lastTitle);

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/book\?page=2&sort=title,desc$/);
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByTestId('item-count')).toHaveText('Showing 21 - 25 of 25 items.');
  await expect(rows(page).last()).toContainText([...TITLES].sort()[0]);

  // The address alone restores the list.
  await page.reload();
  await expect(rows(page)).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('a click anywhere in a header cell sorts, not only on its label', async ({ page }) => {
  await openSignedIn(page, 'admin', '/book');
  const cell = page.getByRole('columnheader', { name: 'Title' });
  const box = (await cell.boundingBox())!;
  const label = (await cell.getByRole('button').boundingBox())!;
  // Near the right edge of the cell, well past its label.
  const x = box.x + box.width - 4;
  expect(x).toBeGreaterThan(label.x + label.width + 8);
  await page.mouse.click(x, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/book\?page=1&sort=title,asc$/);
  await expect(cell.locator('.MuiTableSortLabel-directionAsc.Mui-active')).toHaveCount(1);
  // In the cell's padding, above the label.
  await page.mouse.click(x, box.y + 3);
  await expect(page).toHaveURL(/\/book\?page=1&sort=title,desc$/);
});

test('deleting through the dialog returns to the same page and sort', async ({ page }) => {
  await openSignedIn(page, 'admin', '/book?page=2&sort=title,desc');
  const victim = rows(page).first();
  const title = (await victim.locator('td').nth(1).textContent())!.trim();
  await victim.getByRole('link', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/book\/\d+\/delete\?page=2&sort=title,desc$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Confirm delete operation' })).toBeVisible();
  await expect(dialog).toContainText('Are you sure you want to delete this Book?');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/book\?page=2&sort=title,desc$/);
  await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();

  await rows(page).filter({ hasText: title }).getByRole('link', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/book\?page=2&sort=title,desc$/);
  await expect(page.getByTestId('item-count')).toHaveText('Showing 21 - 24 of 24 items.');
  await expect(page.getByRole('cell', { name: title, exact: true })).toHaveCount(0);
});

test('a schema-only entity gets a working form with its defaults and relations', async ({ page }) => {
  await openSignedIn(page, 'admin', '/book/new');
  await expect(page.getByRole('combobox', { name: /^Format/ })).toHaveText('PAPERBACK');
  await page.getByLabel(/^Title/).fill('Zebra Handbook');
  await page.getByLabel(/^Pages/).fill('321');
  await choose(page, /^Format/, 'EBOOK');
  await page.getByRole('switch', { name: 'Available' }).check();
  await choose(page, /^Theme/, 'Harbour');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/book$/);
  await page.goto('/book?page=1&sort=title,desc');
  const row = rows(page).first();
  await expect(row).toContainText('Zebra Handbook');
  await expect(row).toContainText('EBOOK');
  await expect(row).toContainText('Harbour');
});

test('an empty list says so', async ({ page, request }) => {
  const token = await apiToken(request, 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const books = await (await request.get('/api/books?size=1000', { headers })).json();
  for (const book of books) expect((await request.delete(`/api/books/${book.id}`, { headers })).status()).toBe(204);
  await openSignedIn(page, 'admin', '/book');
  await expect(page.getByTestId('empty-list')).toHaveText('No Books found');
  await expect(page.getByRole('link', { name: 'Create new' })).toBeVisible();
});

test('numbers read as 0,0 and 0,0.[00] with the separators of the language', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const themes = await (await request.get('/api/themes?size=1', { headers })).json();
  const response = await request.post('/api/books', { headers, data: { title: 'Thick Book', pages: 12345, price: 1234.5, theme: { id: themes[0].id } } });
  expect(response.status()).toBe(201);
  const book = await response.json();

  await openSignedIn(page, 'admin', '/book');
  await expect(rows(page).filter({ hasText: 'Thick Book' })).toContainText('12,345');
  await page.goto(`/book/${book.id}`);
  await expect(page.locator('[data-field="pages"]')).toHaveText('12,345');
  await expect(page.locator('[data-field="price"]')).toHaveText('1,234.5');
  // The id is a name, not a quantity.
  await expect(page.locator('[data-field="id"]')).toHaveText(String(book.id));

  await page.evaluate(() => sessionStorage.setItem('locale', 'it'));
  await page.reload();
  await expect(page.locator('[data-field="pages"]')).toHaveText('12.345');
  await expect(page.locator('[data-field="price"]')).toHaveText('1.234,5');
});
