import type { Page } from '@playwright/test';
import { signatureKeyOf, signPdf } from '../../server/pdf/sign-pdf.js';
import { activeContentPdf, inflationBomb, paintedOverAfterSigning } from '../support/hostile-pdfs.js';
import { signerNamed, testAuthority } from '../unit/signing-fixtures.js';
import { apiToken, expect, openSignedIn, test } from './support.js';
import { a4Pdf, GW, newContract, uniqueName } from './signing-support.js';

/**
 * The viewer and the PDFs an attacker sends (docs/decisions.md, "Changes after a signature", "Active
 * content", "PDFs are read on worker threads"): it tells what changed after a signature and what
 * active content a file holds, runs none of it, and stays responsive on a file that inflates to 512 MB
 * (pdf.js reads it in its worker, and unpacks only what it reads).
 */
const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Opens the Contracts page as `user` and selects the contract: the viewer beside the list shows it. */
async function openContract(page: Page, reference: string) {
  await openSignedIn(page, 'user', '/wuser/composer#contracts');
  const list = widget(page, 'Contracts');
  await list.getByLabel('Counterparty').fill(reference);
  await list.getByRole('button', { name: 'Search', exact: true }).click();
  await list.getByRole('cell', { name: reference }).first().click();
  await expect(widget(page, 'Contract').getByTestId('pdf-page').first()).toBeVisible();
  return page.getByTestId('pdf-viewer');
}

test('the banner tells what changed after a signature', async ({ page, request }) => {
  // Signed here by a key of the test's own: the server checks signatures, and leaves trust to readers.
  const { database, authority } = await testAuthority();
  const signed = await signPdf({ pdf: a4Pdf(1), key: signatureKeyOf(await signerNamed(authority, 'Alice Ferrari')), appearances: [], signedAt: new Date() });
  await database.close();
  const { reference } = await newContract(request, Buffer.from(await paintedOverAfterSigning(signed)));

  const viewer = await openContract(page, reference);
  const banner = viewer.getByTestId('pdf-signatures-banner');
  await expect(banner).toContainText('This PDF carries 1 digital signature.');
  await expect(banner.getByTestId('pdf-changed-after-signing')).toHaveText(/^ Changed after Alice Ferrari signed: page 1: its content changed/);
});

test('the viewer lists the active content of a PDF and runs none of it', async ({ page, request }) => {
  const { reference } = await newContract(request, activeContentPdf());
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const opened: string[] = [];
  page.context().on('page', (tab) => opened.push(tab.url()));

  const viewer = await openContract(page, reference);
  await expect(viewer.getByTestId('pdf-active-content')).toHaveText(
    'This PDF holds active content, which this viewer never runs: JavaScript when the document opens; document-level scripts (JavaScript): 1; a program launch from an annotation on page 1.',
  );
  // The link that would launch a program is not there to be clicked, and the scripts never ran.
  await viewer.getByTestId('pdf-page').first().click({ position: { x: 120, y: 120 } });
  expect([dialogs, opened]).toEqual([[], []]);
});

test('the viewer stays responsive on a PDF that inflates to 512 MB', async ({ page, request }) => {
  // Stored as an invoice: no signing family takes it (the server refuses it there, with a 422).
  const number = uniqueName('BOMB').slice(0, 30);
  const stored = await request.post(`${GW}/entities`, {
    headers: { authorization: `Bearer ${await apiToken(request, 'admin')}` },
    data: {
      fam: 'invoices',
      fieldParameters: [
        { fieldsId: 1, values: number },
        { fieldsId: 2, values: 'Hostile supplier' },
        // Dated long ago: the list, newest first, opens on an ordinary invoice.
        { fieldsId: 3, values: '20000101' },
        { fieldsId: 5, values: 1 },
      ],
      fileInfo: 'data:application/pdf;base64,',
      file: inflationBomb(512).toString('base64'),
      fileName: 'bomb.pdf',
    },
  });
  expect(stored.status(), await stored.text()).toBe(201);

  await openSignedIn(page, 'user', '/wuser/composer#invoices');
  const list = widget(page, 'Invoices');
  const preview = widget(page, 'Invoice preview');
  // An ordinary invoice first: the viewer's code is loaded and compiled before anything is measured.
  await list.locator('tbody tr').first().click();
  await expect(preview.locator('[data-testid="pdf-page"][data-page-number="1"] canvas')).toBeVisible({ timeout: 30_000 });
  await list.getByLabel('Number').fill(number);
  await list.getByRole('button', { name: 'Search', exact: true }).click();
  await list.getByRole('cell', { name: number }).first().click();
  // pdf.js reads the file in its worker: meanwhile the page answers at once, frame after frame.
  const longestFrame = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = performance.now();
        let longest = 0;
        const started = last;
        const frame = (now: number) => {
          longest = Math.max(longest, now - last);
          last = now;
          if (now - started < 5_000) requestAnimationFrame(frame);
          else resolve(longest);
        };
        requestAnimationFrame(frame);
      }),
  );
  expect(longestFrame).toBeLessThan(1_000);
  // pdf.js unpacks only what it reads of the stream: the file's one blank page shows.
  await expect(preview.getByTestId('pdf-page-box')).toHaveValue('1 / 1', { timeout: 60_000 });
  await expect(preview.locator('[data-testid="pdf-page"][data-page-number="1"] canvas')).toBeVisible({ timeout: 60_000 });
  await expect(list.getByLabel('Number')).toBeEditable();
});
