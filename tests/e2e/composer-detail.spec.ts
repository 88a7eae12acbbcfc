import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, expect, openSignedIn, test } from './support.js';

/**
 * The document detail and attachments widgets on the private Invoices page, which follow the row
 * selected in the invoice list; and an administrator editing a rich text's translations in place.
 */
const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const list = (page: Page) => widget(page, 'Invoices');
const detail = (page: Page) => widget(page, 'Invoice');
const attachmentsOf = (page: Page) => widget(page, 'Attachments');
const bearer = async (request: APIRequestContext, who: 'admin' | 'user') => ({ authorization: `Bearer ${await apiToken(request, who)}` });

/** Opens the invoices as `user` and selects the first row; answers its document id and number. */
async function selectFirstInvoice(page: Page): Promise<{ fidd: number; number: string }> {
  await openSignedIn(page, 'user', '/wuser/composer#invoices');
  const row = list(page).locator('tbody tr').first();
  // The first page of a fresh server can take a while on a busy machine.
  await expect(row).toBeVisible({ timeout: 30_000 });
  const number = (await row.locator('td').filter({ hasText: /^INV-/ }).first().textContent())!.trim();
  await row.click();
  const shown = detail(page).getByTestId('document-detail');
  await expect(shown.getByRole('definition').first()).toHaveText(number);
  return { fidd: Number(await shown.getAttribute('data-fidd')), number };
}

/** The invoice as the gateway answers it to `user` (the single-document query). */
async function invoice(request: APIRequestContext, fidd: number) {
  const answer = await request.post('/api/adiuto-gateway/execute-query?page=0&size=1&lang=en', {
    headers: await bearer(request, 'user'),
    data: { fam: 'invoices', max: 1, f: [-1000], o: ['='], v1: [String(fidd)] },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()).list[0] as { fidd: number; fileName: string; fields: Record<string, { val: string }> };
}

/** No serious or critical axe-core violation inside what `selectors` name. */
async function expectAccessible(page: Page, ...selectors: string[]) {
  let scan = new AxeBuilder({ page });
  for (const selector of selectors) scan = scan.include(selector);
  const { violations } = await scan.analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The value shown for a field label in the detail. */
const shownValue = (page: Page, label: string) => detail(page).locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

test('the detail shows the selected invoice with DD/MM/YYYY dates and downloads its PDF', async ({ page, request }) => {
  await openSignedIn(page, 'user', '/wuser/composer#invoices');
  // Nothing selected yet: the widgets say what to do.
  await expect(detail(page).getByText('Select a document to see it here.')).toBeVisible();
  await expect(attachmentsOf(page).getByText('Select a document to see it here.')).toBeVisible();

  const row = list(page).locator('tbody tr').first();
  await row.click();
  const fidd = Number(await detail(page).getByTestId('document-detail').getAttribute('data-fidd'));
  const stored = await invoice(request, fidd);
  const [y, m, d] = [stored.fields['3'].val.slice(0, 4), stored.fields['3'].val.slice(4, 6), stored.fields['3'].val.slice(6)];
  await expect(shownValue(page, 'Number')).toHaveText(stored.fields['1'].val);
  await expect(shownValue(page, 'Issue date')).toHaveText(`${d}/${m}/${y}`);
  await expect(shownValue(page, 'Paid')).toHaveText(/^(Yes|No)$/);
  await expect(detail(page).getByTestId('document-file-name')).toHaveText(stored.fileName);
  await expect(detail(page).getByTestId('document-file-size')).toHaveText(/^\d+ B$|^\d+\.\d (KiB|MiB)$/);
  await page.screenshot({ path: 'test-results/screens/composer-detail-1280.png' });

  const download = page.waitForEvent('download');
  await detail(page).getByTestId('document-download').click();
  expect((await download).suggestedFilename()).toBe(stored.fileName);

  // Another row: the detail follows the selection.
  await list(page).locator('tbody tr').nth(1).click();
  await expect(detail(page).getByTestId('document-detail')).not.toHaveAttribute('data-fidd', String(fidd));
});

test('a download that meets a newer version moves the detail and the selection to it, and says so', async ({ page, request }) => {
  const user = await bearer(request, 'user');
  // An invoice of its own, dated last so that it is the list's first row, and deleted afterwards.
  const created = await request.post('/api/adiuto-gateway/entities/', {
    headers: user,
    data: {
      fam: 'invoices',
      fieldParameters: [
        { fieldsId: 1, values: ['INV-DETAIL-TEST'] },
        { fieldsId: 2, values: ['Detail Test Supplies'] },
        { fieldsId: 3, values: ['20991231'] },
        { fieldsId: 5, values: [10] },
      ],
      fileInfo: 'data:application/pdf;base64,',
      file: Buffer.from('%PDF-1.4\n%%EOF\n').toString('base64'),
      fileName: 'INV-DETAIL-TEST.pdf',
    },
  });
  expect(created.status()).toBe(201);
  const fidd = Number(await created.json());
  try {
    // The invoice preview reads the file as the row is selected; a save after that is news to the
    // page (a read after it would already bring the page to the new version, x-new-doc-id).
    const previewRead = page.waitForResponse((r) => r.url().endsWith(`/entities/${fidd}/getFile`));
    const selected = await selectFirstInvoice(page);
    expect(selected).toEqual({ fidd, number: 'INV-DETAIL-TEST' });
    await previewRead;
    // Someone else saves the invoice meanwhile: a new version with a new id.
    const saved = await request.put(`/api/adiuto-gateway/entities/${fidd}`, { headers: user, data: { fieldParameters: [{ fieldsId: 8, values: ['Checked'] }] } });
    expect(saved.status()).toBe(200);
    const newId = Number(await saved.json());
    expect(newId).toBeGreaterThan(fidd);

    const download = page.waitForEvent('download');
    await detail(page).getByTestId('document-download').click();
    expect((await download).suggestedFilename()).toBe('INV-DETAIL-TEST.pdf');
    await expect(detail(page).getByTestId('document-new-version')).toContainText(`version ${newId}`);
    await expect(detail(page).getByTestId('document-detail')).toHaveAttribute('data-fidd', String(newId));
    await expect(shownValue(page, 'Notes')).toHaveText('Checked');
    // The list reads its rows again, and the row it had selected is still selected, as its new version.
    await expect(list(page).locator('tbody tr', { hasText: 'INV-DETAIL-TEST' }).getByRole('checkbox')).toBeChecked();
  } finally {
    await request.delete(`/api/adiuto-gateway/entities/${fidd}`, { headers: user });
  }
});

test('attachments: added with a description, opened in a new tab with a link token, deleted', async ({ page }) => {
  const { fidd } = await selectFirstInvoice(page);
  const box = attachmentsOf(page);
  await expect(box.getByText('No attachments yet.')).toBeVisible();

  await box.getByTestId('attachment-add').click();
  const dialog = page.getByRole('dialog', { name: 'Add an attachment' });
  await dialog.getByTestId('attachment-file').setInputFiles({ name: 'delivery-note.txt', mimeType: 'text/plain', buffer: Buffer.from('Delivered on time, 12 boxes.\n'.repeat(2000)) });
  await expect(dialog.getByTestId('attachment-chosen')).toHaveText('delivery-note.txt (56.6 KiB)');
  await dialog.getByLabel('Description').fill('Signed delivery note');
  await dialog.getByTestId('attachment-upload').click();
  await expect(dialog).toHaveCount(0);
  const row = box.getByTestId('attachment-row').filter({ hasText: 'delivery-note.txt' });
  await expect(row.getByTestId('attachment-description')).toHaveText('Signed delivery note');
  // Who added it, when (DD/MM/YYYY HH:mm), how big.
  await expect(row).toContainText(/user · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} · 56\.6 KiB/);
  await page.screenshot({ path: 'test-results/screens/composer-attachments-1280.png' });

  // Opened in a new tab through a link token scoped to the document, never the sign-in token.
  const popup = page.waitForEvent('popup');
  await row.getByTestId('attachment-view').click();
  const tab = await popup;
  await tab.waitForURL(/token=/);
  const url = new URL(tab.url());
  expect(url.pathname).toMatch(new RegExp(`^/api/adiuto-gateway/entities/${fidd}/attachments/view/\\d+$`));
  const session = await page.evaluate(() => sessionStorage.getItem('jhi-authenticationToken') ?? localStorage.getItem('jhi-authenticationToken'));
  expect(session).toBeTruthy();
  expect(url.searchParams.get('token')).not.toBe(session);
  await expect(tab.locator('body')).toContainText('Delivered on time, 12 boxes.');
  await tab.close();

  const download = page.waitForEvent('download');
  await row.getByTestId('attachment-download').click();
  expect((await download).suggestedFilename()).toBe('delivery-note.txt');

  await row.getByRole('checkbox', { name: 'Select delivery-note.txt' }).check();
  await box.getByTestId('attachment-delete').click();
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to delete this attachment?');
  await page.getByTestId('delete-confirm').click();
  await expect(box.getByText('No attachments yet.')).toBeVisible();
});

test('attachments: once the selected invoice is deleted, they ask nothing more of it and say that nothing is selected', async ({ page, request }) => {
  // An invoice of its own, so that deleting it takes nothing from the other tests.
  const created = await request.post('/api/adiuto-gateway/entities', {
    headers: await bearer(request, 'user'),
    data: {
      fam: 'invoices',
      fieldParameters: [
        { fieldsId: 1, values: [`INV-GONE-${Date.now()}`] },
        { fieldsId: 2, values: ['Gone Ltd'] },
        { fieldsId: 3, values: ['20991231'] },
        { fieldsId: 5, values: [10] },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const fidd = Number(await created.json());
  await openSignedIn(page, 'user', '/wuser/composer#invoices');
  const row = list(page).locator(`tbody tr[data-fidd="${fidd}"]`);
  await row.locator('td').nth(2).click();
  await expect(attachmentsOf(page).getByTestId('attachments')).toHaveAttribute('data-document', String(fidd));
  await expect(attachmentsOf(page).getByText('No attachments yet.')).toBeVisible();

  const asked: string[] = [];
  page.on('request', (r) => r.url().includes(`/entities/${fidd}/attachments`) && asked.push(r.url()));
  await list(page).getByRole('button', { name: `Delete document ${fidd}` }).click();
  await page.getByTestId('delete-confirm').click();
  await expect(row).toHaveCount(0);
  await expect(attachmentsOf(page).getByText('Select a document to see it here.')).toBeVisible();
  // Whatever the page reads again after the delete, it is not the deleted invoice's attachments.
  await page.waitForTimeout(500);
  expect(asked).toEqual([]);
});

test('attachments: the server refuses an account that lost the update right with its message, and the page then offers no adding', async ({ page, request }) => {
  const admin = await bearer(request, 'admin');
  const found = await request.get('/api/permissions?name.equals=Manage%20invoices', { headers: admin });
  const permission = (await found.json())[0] as { id: number };
  await selectFirstInvoice(page);
  await expect(attachmentsOf(page).getByTestId('attachment-add')).toBeVisible();

  const patch = (update: boolean) => request.patch(`/api/permissions/${permission.id}`, { headers: admin, data: { id: permission.id, update } });
  expect((await patch(false)).status()).toBe(200);
  try {
    await attachmentsOf(page).getByTestId('attachment-add').click();
    const dialog = page.getByRole('dialog', { name: 'Add an attachment' });
    await dialog.getByTestId('attachment-file').setInputFiles({ name: 'refused.txt', mimeType: 'text/plain', buffer: Buffer.from('no') });
    await dialog.getByTestId('attachment-upload').click();
    await expect(dialog.getByRole('alert')).toHaveText('The account user may not update documents of Invoices');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Read afresh, the visitor's rights leave adding out: the invoices are no longer the user's to change.
    await page.reload();
    await list(page).locator('tbody tr').first().click();
    await expect(attachmentsOf(page).getByTestId('attachments')).toBeVisible();
    await expect(attachmentsOf(page).getByTestId('attachment-add')).toHaveCount(0);
  } finally {
    expect((await patch(true)).status()).toBe(200);
  }
});

test('the detail, the attachments and the attachment modal at 390 px, accessible', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { fidd } = await selectFirstInvoice(page);
  // An attachment with a long name and description, added beforehand, to see how a row wraps.
  const added = await request.post(`/api/adiuto-gateway/entities/${fidd}/attachments`, {
    headers: await bearer(request, 'user'),
    data: { originalFileName: 'supplier-correspondence-about-the-late-delivery.txt', description: 'Letters exchanged with the supplier in August', fileInfo: 'data:text/plain;base64,', file: Buffer.from('letters').toString('base64') },
  });
  expect(added.status()).toBe(201);
  const { attachmentID } = await added.json();
  try {
    await page.reload();
    await list(page).locator('tbody tr').first().click();
    await expect(attachmentsOf(page).getByTestId('attachment-row')).toHaveCount(1);
    await attachmentsOf(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/screens/composer-detail-390.png', fullPage: true });
    await expectAccessible(page, 'section[aria-label="Invoice"]', 'section[aria-label="Attachments"]');
    await attachmentsOf(page).getByTestId('attachment-add').click();
    await expect(page.getByRole('dialog', { name: 'Add an attachment' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/composer-attachment-dialog-390.png' });
    await expectAccessible(page, '[role="dialog"]');
  } finally {
    await request.delete(`/api/adiuto-gateway/entities/${fidd}/attachments?attachsId=${attachmentID}`, { headers: await bearer(request, 'user') });
  }
});

test('an administrator edits the Welcome text in Italian; visitors read it, and a language left empty shows NO TRANSLATION FOUND', async ({ page, browser, request }) => {
  const admin = await bearer(request, 'admin');
  const found = await request.get('/api/widgets?title.contains=About%20this%20portal', { headers: admin });
  const stored = (await found.json())[0] as { id: number; conf: string };
  // By its id: its title is in the visitor's language.
  const about = (p: Page) => p.getByTestId(`widget-${stored.id}`);
  const text = (p: Page) => about(p).locator('.rich-text');

  // Only administrators may change a widget: the server refuses users (403) and guests (401).
  const user = await bearer(request, 'user');
  expect((await request.put(`/api/widgets/${stored.id}`, { headers: user, data: { ...stored, conf: '{}' } })).status()).toBe(403);
  expect((await request.put(`/api/widgets/${stored.id}`, { data: { ...stored, conf: '{}' } })).status()).toBe(401);

  try {
    await openSignedIn(page, 'admin', '/wguest/composer#welcome');
    await about(page).getByTestId('rich-text-edit').click();
    const dialog = page.getByRole('dialog', { name: 'Edit: About this portal' });
    await dialog.getByRole('tab', { name: 'Italiano' }).click();
    await dialog.getByLabel('Text in Italiano').fill('<h2>Ciao a tutti</h2><p>Il testo di benvenuto, <b>modificato</b>.</p>');
    await dialog.getByRole('tab', { name: 'Deutsch' }).click();
    await dialog.getByLabel('Text in Deutsch').fill('');
    await expect(dialog.getByRole('tab', { name: 'Deutsch (empty)' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/composer-translation-1280.png' });
    await expectAccessible(page, '[role="dialog"]');
    await dialog.getByTestId('translation-save').click();
    await expect(dialog).toHaveCount(0);
    // English stays as it was.
    await expect(text(page).locator('h2')).toHaveText('Welcome to the Portico demonstration portal');

    // A guest, in Italian, reads the new text; in German, the missing translation.
    const guest = await browser.newPage();
    await guest.goto('/wguest/composer#welcome');
    await expect(text(guest).locator('h2')).toHaveText('Welcome to the Portico demonstration portal');
    await expect(about(guest).getByTestId('rich-text-edit')).toHaveCount(0);
    await guest.getByRole('button', { name: 'Language: English', exact: true }).click();
    await guest.getByRole('menuitem', { name: 'Italiano', exact: true }).click();
    await expect(text(guest).locator('h2')).toHaveText('Ciao a tutti');
    await expect(text(guest).locator('b')).toHaveText('modificato');
    await guest.getByRole('button', { name: 'Lingua: Italiano', exact: true }).click();
    await guest.getByRole('menuitem', { name: 'Deutsch', exact: true }).click();
    await expect(text(guest)).toHaveText('NO TRANSLATION FOUND');
    await guest.close();
  } finally {
    expect((await request.put(`/api/widgets/${stored.id}`, { headers: admin, data: stored })).status()).toBe(200);
  }
});

test('signed-in users are not offered the edit of a rich text', async ({ page }) => {
  await openSignedIn(page, 'user', '/wguest/composer#welcome');
  await expect(widget(page, 'About this portal').locator('.rich-text h2')).toBeVisible();
  await expect(page.getByTestId('rich-text-edit')).toHaveCount(0);
});

test('the server checks an edited rich text against its schema', async ({ request }) => {
  const admin = await bearer(request, 'admin');
  const stored = (await (await request.get('/api/widgets?title.contains=About%20this%20portal', { headers: admin })).json())[0] as { id: number; conf: string };
  const conf = { ...JSON.parse(stored.conf), html: { italiano: 'x' } };
  const refused = await request.put(`/api/widgets/${stored.id}`, { headers: admin, data: { ...stored, conf: JSON.stringify(conf) } });
  expect(refused.status()).toBe(400);
});
