import { type Page } from '@playwright/test';
import { expect, test } from './support.js';

/** The demonstration's public page shows a contract to guests in the viewer, read-only: nothing to draw, save or sign. */

const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

test('a guest reads a contract read-only on the public page', async ({ page }) => {
  await page.goto('/wguest/composer#read-a-contract');
  const viewer = widget(page, 'Contract');
  await expect(viewer.getByText('Select a document')).toBeVisible();
  await widget(page, 'Contracts to read').locator('tbody tr').first().click();
  await expect(viewer.getByTestId('pdf-page').first()).toBeVisible();
  await expect(viewer.getByTestId('pdf-download')).toBeVisible();
  await expect(viewer.getByTestId('pdf-save')).toHaveCount(0);
  await expect(viewer.getByTestId('sign-button')).toHaveCount(0);
  await expect(viewer.getByTestId('sign-box')).toHaveCount(0);
});
