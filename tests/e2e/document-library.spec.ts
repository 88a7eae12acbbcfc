import fs from 'node:fs';
import { type Page, type TestInfo } from '@playwright/test';
import { simplePdf } from '../../server/docstore/pdf.js';
import { apiToken, expect, openSignedIn, patchSite, PNG, test } from './support.js';

/** A picture of the page, kept with the test's results for a person to look at. */
const picture = (page: Page, info: TestInfo, name: string) => page.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });

const row = (page: Page, name: string) => page.getByTestId('library-row').filter({ hasText: name });

test.beforeEach(async ({ request }) => {
  // The sidebar offers the library only while the site's licence is valid.
  await patchSite(request, { validLicense: true });
});

test('a site administrator uploads with progress, downloads, edits and deletes a library document', async ({ page }, info) => {
  const name = `Travel form ${Date.now()}`;
  // About 600 KB of PDF, so that a throttled upload shows its progress.
  const pdf = simplePdf('Travel request', Array.from({ length: 9000 }, (_, i) => `Line ${i} of the travel request form, to be filled in.`));
  expect(pdf.length).toBeGreaterThan(500_000);

  await openSignedIn(page, 'wadmin');
  await page.getByRole('menuitem', { name: 'Document Library' }).click();
  await expect(page).toHaveURL(/\/wadmin\/document-library$/);
  await expect(page.getByRole('heading', { name: 'Document library', level: 1 })).toBeVisible();
  await expect(row(page, 'Holiday request form')).toContainText('holiday-request-form.pdf');
  await expect(row(page, 'Portal banner')).toContainText('PNG');
  await picture(page, info, 'document-library');

  // Nothing chosen: both refusals are shown and nothing is sent.
  await page.getByTestId('library-create').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Upload a document');
  await page.getByTestId('library-save').click();
  await expect(dialog).toContainText('This field is required.');
  await expect(dialog).toContainText('Choose the file to upload.');

  await page.getByTestId('library-name').fill(name);
  await page.getByTestId('library-description').fill('Ask for travel at least a week ahead.');
  await page.getByTestId('library-category').fill('Forms');
  await page.getByTestId('library-file').setInputFiles({ name: 'travel form.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByTestId('library-chosen-file')).toContainText(`travel form.pdf (${(pdf.length / 1024).toFixed(1)} KiB)`);

  // A slow line: about 200 KB a second upstream, so the upload takes a few seconds.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 200_000 });
  await page.getByTestId('library-save').click();
  const progress = page.getByTestId('library-progress');
  await expect(progress).toBeVisible();
  await expect(progress).toContainText(/Uploading… [1-9]\d?% \(/);
  await picture(page, info, 'document-library-uploading');
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect(page.getByText(/A new library document is created with identifier \d+/)).toBeVisible();

  const uploaded = row(page, name);
  await expect(uploaded).toContainText('travel form.pdf');
  await expect(uploaded).toContainText('PDF');
  await expect(uploaded).toContainText(`${(pdf.length / 1024).toFixed(1)} KiB`);
  await expect(uploaded).toContainText('wadmin');
  // The list's date reads DD/MM/YY HH:mm.
  await expect(uploaded.getByRole('cell').nth(4)).toHaveText(/^\d{2}\/\d{2}\/\d{2} \d{2}:\d{2}wadmin$/);

  // The details: every member, the exact size and the type read from the bytes.
  await uploaded.getByRole('button', { name: 'View' }).click();
  const details = page.getByTestId('library-details');
  await expect(details).toContainText(`(${pdf.length.toLocaleString('en-US')} B)`);
  // Created and modified: who, and when to the second.
  await expect(details.getByRole('row').filter({ hasText: 'Created' })).toContainText(/wadmin, \d{2}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
  await expect(details).toContainText('application/pdf');
  await expect(details).toContainText('Ask for travel at least a week ahead.');
  await picture(page, info, 'document-library-details');
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toBeHidden();

  // The download gives back the very bytes that were uploaded.
  const downloading = page.waitForEvent('download');
  await uploaded.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('travel form.pdf');
  expect(fs.readFileSync((await download.path())!).equals(pdf)).toBe(true);

  // Edit: a new name and a picture in place of the PDF, its type read from the bytes.
  await uploaded.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog).toContainText('Edit document');
  await expect(dialog).toContainText(`Current file: travel form.pdf`);
  await expect(page.getByTestId('library-name')).toHaveValue(name);
  await page.getByTestId('library-name').fill(`${name} (picture)`);
  await page.getByTestId('library-file').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: PNG });
  await picture(page, info, 'document-library-edit');
  await page.getByTestId('library-save').click();
  await expect(dialog).toBeHidden();
  const edited = row(page, `${name} (picture)`);
  await expect(edited).toContainText('scan.pdf');
  await expect(edited).toContainText('PNG');
  await expect(edited).toContainText(`${PNG.length} B`);

  // Delete, with the confirmation the portal always asks for.
  await edited.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toContainText('Confirm delete operation');
  await expect(dialog).toContainText('Are you sure you want to delete this library document?');
  await picture(page, info, 'document-library-delete');
  await page.getByTestId('confirm-delete').click();
  await expect(dialog).toBeHidden();
  await expect(row(page, name)).toHaveCount(0);
});

test('the list pages and sorts with page and sort in the address, and searches by name', async ({ page, request }, info) => {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const tag = `Batch ${Date.now()}`;
  for (let i = 1; i <= 21; i++) {
    const response = await request.post('/api/documentlibrary/documents', {
      headers,
      multipart: { name: `${tag} ${String(i).padStart(2, '0')}`, category: 'Batch', file: { name: `b${i}.txt`, mimeType: 'text/plain', buffer: Buffer.from('x'.repeat(i * 100)) } },
    });
    expect(response.status()).toBe(201);
  }
  await openSignedIn(page, 'admin', '/wadmin/document-library');
  await expect(page.getByTestId('library-row')).toHaveCount(20);

  // A click anywhere in a header cell sorts, not only on its label: here near the right edge of the
  // wide Name column.
  const nameCell = page.getByRole('columnheader', { name: 'Name' });
  const cell = (await nameCell.boundingBox())!;
  const label = (await nameCell.getByRole('button').boundingBox())!;
  expect(cell.x + cell.width - 4).toBeGreaterThan(label.x + label.width + 8);
  await page.mouse.click(cell.x + cell.width - 4, cell.y + cell.height / 2);
  await expect(page).toHaveURL(/page=1&sort=name%2Casc/);

  await page.getByRole('button', { name: 'Size' }).click();
  await expect(page).toHaveURL(/page=1&sort=fileSize%2Casc/);
  await page.getByRole('button', { name: 'Size' }).click();
  await expect(page).toHaveURL(/sort=fileSize%2Cdesc/);
  await expect(page.getByTestId('library-row').first()).toContainText(`${tag} 21`);

  await page.getByTestId('library-search').fill(tag);
  await expect(page).toHaveURL(/q=Batch/);
  await expect(page.getByTestId('library-row')).toHaveCount(20);
  await expect(page.getByText('Showing 1 - 20 of 21 items.')).toBeVisible();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId('library-row')).toHaveCount(1);
  await expect(page.getByTestId('library-row')).toContainText(`${tag} 01`);
  await picture(page, info, 'document-library-page-2');

  await page.getByTestId('library-search').fill('no document is called like this');
  await expect(page.getByTestId('library-empty')).toHaveText('No library documents found');
});

test('a plain user is not let in', async ({ page }) => {
  await openSignedIn(page, 'user', '/wadmin/document-library');
  await expect(page.getByTestId('not-authorized')).toHaveText('You are not authorized to access this page');
});
