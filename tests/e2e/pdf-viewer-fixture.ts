import { type APIRequestContext, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiToken, expect, openSignedIn } from './support.js';

/** The viewer tests' PDF: 12 A4 pages, each saying its number; a later page or two say more, for find. */
export const PAGES = 12;
export const LATER_LINES: Record<number, string> = {
  9: 'The penalty for late delivery is two percent a week.',
  11: 'Penalty clauses end on this page.',
};

export const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
export const preview = (page: Page) => widget(page, 'Invoice preview');

/** A PDF of `count` A4 pages, each saying its number. */
export async function numberedPdf(count: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= count; n++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`Page ${n} of ${count}`, { x: 60, y: 760, size: 28, font });
    if (LATER_LINES[n]) page.drawText(LATER_LINES[n], { x: 60, y: 700, size: 14, font });
  }
  return Buffer.from(await pdf.save());
}

/** An invoice of `user`'s numbered `number` with the 12-page PDF (or the PDF given), dated last so that it is the list's first row. */
export async function invoiceWithPdf(request: APIRequestContext, number: string, pdf?: Buffer): Promise<number> {
  const created = await request.post('/api/adiuto-gateway/entities/', {
    headers: { authorization: `Bearer ${await apiToken(request, 'user')}` },
    data: {
      fam: 'invoices',
      fieldParameters: [
        { fieldsId: 1, values: [number] },
        { fieldsId: 2, values: ['Viewer Test Supplies'] },
        { fieldsId: 3, values: ['20991231'] },
        { fieldsId: 5, values: [10] },
      ],
      fileInfo: 'data:application/pdf;base64,',
      file: (pdf ?? (await numberedPdf(PAGES))).toString('base64'),
      fileName: `${number}.pdf`,
    },
  });
  expect(created.status()).toBe(201);
  return Number(await created.json());
}

/** The Invoices page at `width`, the invoice `number` selected, its preview showing page 1. */
export async function openPreview(page: Page, number: string, width = 1280, pages = PAGES) {
  await page.setViewportSize({ width, height: 900 });
  await openSignedIn(page, 'user', '/wuser/composer#invoices');
  const row = widget(page, 'Invoices').locator('tbody tr', { hasText: number });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.click();
  const viewer = preview(page).getByTestId('pdf-viewer');
  await viewer.scrollIntoViewIfNeeded();
  await expect(viewer.getByTestId('pdf-page-box')).toHaveValue(`1 / ${pages}`, { timeout: 20_000 });
  await expect(viewer.locator('[data-testid="pdf-page"][data-page-number="1"] canvas')).toBeVisible();
  return viewer;
}
