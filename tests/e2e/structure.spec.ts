import { apiToken, expect, openSignedIn, test } from './support.js';
import { translatedText } from '../../src/shared/translated-text.js';

test('structure debug shows the page trees and flags a broken widget', async ({ page, request }, info) => {
  const headers = { authorization: `Bearer ${await apiToken(request, 'admin')}` };
  const pages = (await (await request.get('/api/pages?size=100', { headers })).json()) as { id: number; name: string }[];
  const invoices = pages.find((p) => translatedText(p.name, 'en') === 'Invoices')!;
  // A type without a configuration schema takes any JSON object, as types made before schemas do.
  const type = (await (await request.post('/api/widget-types', { headers, data: { name: `Legacy ${Date.now()}` } })).json()) as { id: number };
  const created = await request.post('/api/widgets', {
    headers,
    data: { title: `Broken ${Date.now()}`, conf: '{"layout":"x"}', page: { id: invoices.id }, type: { id: type.id } },
  });
  expect(created.status()).toBe(201);
  const widget = (await created.json()) as { id: number; title: string };
  try {
    await openSignedIn(page, 'admin');
    await page.getByRole('button', { name: 'Administration' }).click();
    await page.getByRole('menuitem', { name: 'Structure debug' }).click();
    await expect(page).toHaveURL(/\/admin\/structure-debug$/);
    await expect(page.getByRole('heading', { name: 'Structure debug', level: 1 })).toBeVisible();
    const privateTree = page.getByTestId('structure-private');
    await expect(privateTree.getByTestId(`structure-page-${invoices.id}`)).toContainText('Invoices');
    await expect(privateTree.getByTestId(`structure-page-${invoices.id}`)).toContainText('Template: Two columns');
    await expect(page.getByTestId('structure-public')).toContainText('Welcome');
    const flagged = page.getByTestId(`structure-widget-${widget.id}`);
    await expect(flagged).toContainText(widget.title);
    await expect(flagged.getByTestId('structure-problem')).toHaveText(`Widget ${widget.id}: conf has no layout object`);
    await expect(flagged.getByTestId('structure-problem')).toHaveCSS('color', 'rgb(198, 40, 40)');
    await expect(page.getByTestId('structure-summary')).toContainText(/Problems found: [1-9]/);
    await expect(page.getByTestId('structure-summary-problem').filter({ hasText: `Widget ${widget.id}:` })).toHaveCount(1);
    await page.screenshot({ path: info.outputPath('structure-debug.png'), fullPage: true });
  } finally {
    expect((await request.delete(`/api/widgets/${widget.id}`, { headers })).status()).toBe(204);
    expect((await request.delete(`/api/widget-types/${type.id}`, { headers })).status()).toBe(204);
  }
});
