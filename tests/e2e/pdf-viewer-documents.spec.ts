import type { Page } from '@playwright/test';
import { expect, openSignedIn, test } from './support.js';

/**
 * The viewers share one pdf.js worker (src/pdf/pdfjs.ts): a document closing must leave it working
 * for the next. The Invoices page's preview follows the list's selection, one document after another.
 */
const region = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Page 1 of the preview drawn: its canvas there and no 'rendering...' left on it. */
async function expectFirstPageDrawn(page: Page) {
  const first = region(page, 'Invoice preview').locator('[data-testid="pdf-page"][data-page-number="1"]');
  await expect(first.locator('canvas')).toBeVisible({ timeout: 30_000 });
  await expect(first.getByRole('status')).toHaveCount(0);
}

test('the preview shows one invoice after another, and the first again', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openSignedIn(page, 'user', '/wuser/composer#invoices');
  const rows = region(page, 'Invoices').locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const detail = region(page, 'Invoice').getByTestId('document-detail');

  const shown: string[] = [];
  for (const index of [0, 1, 0]) {
    await rows.nth(index).click();
    if (index === 0 && shown.length) await expect(detail).toHaveAttribute('data-fidd', shown[0]);
    else await expect(detail).not.toHaveAttribute('data-fidd', shown.at(-1) ?? '');
    shown.push((await detail.getAttribute('data-fidd'))!);
    await expectFirstPageDrawn(page);
  }
  expect(new Set(shown).size).toBe(2);
  expect(errors).toEqual([]);
});
