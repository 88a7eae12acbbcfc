import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { simplePdf } from '../../server/docstore/pdf.js';
import { apiToken, expect, PNG, test } from './support.js';

/**
 * Files uploaded by users are opened in a tab on the portal's own origin. Markup with script in it
 * must never run there: each script below would call a marker address and set the page's title.
 */
const MARKER = '/api/script-ran-marker';
const SCRIPT = `fetch('${MARKER}');document.title='script ran'`;
const HOSTILE = {
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>${SCRIPT}</script><rect width="10" height="10"/></svg>`,
  xhtml: `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>x</title></head><body><script>${SCRIPT}</script></body></html>`,
  html: `<!doctype html><html><body><p>hello</p><script>${SCRIPT}</script><img src="x" onerror="${SCRIPT}"></body></html>`,
};

/** A document of the demonstration's invoices family with this file, made through the gateway as `user`; its view link. */
async function inlineLink(request: APIRequestContext, name: string, content: Buffer): Promise<string> {
  const headers = { authorization: `Bearer ${await apiToken(request, 'user')}` };
  const created = await request.post('/api/adiuto-gateway/entities', {
    headers,
    data: {
      fam: 'invoices',
      fieldParameters: [
        { fieldsId: 1, values: [`FA-${Date.now()}-${name}`] },
        { fieldsId: 2, values: ['File Answers Ltd'] },
        { fieldsId: 3, values: ['20250301'] },
        { fieldsId: 5, values: [1] },
      ],
      fileInfo: 'data:application/octet-stream;base64,',
      file: content.toString('base64'),
      fileName: name,
    },
  });
  expect(created.status()).toBe(201);
  const id = await created.json();
  const { token } = await (await request.post(`/api/adiuto-gateway/entities/${id}/view-token`, { headers, data: {} })).json();
  return `/api/adiuto-gateway/entities/${id}/getFile/inline?token=${token}`;
}

/** Every request any page of the context makes to the marker address. */
function markerCalls(context: BrowserContext): string[] {
  const calls: string[] = [];
  context.on('request', (r) => {
    if (r.url().includes(MARKER)) calls.push(r.url());
  });
  return calls;
}

/** Opens a link as a new tab would; answers whether the browser showed it or downloaded it instead. */
async function open(page: Page, link: string): Promise<'download' | 'shown'> {
  const download = page.waitForEvent('download', { timeout: 10_000 });
  download.catch(() => undefined);
  try {
    await page.goto(link);
    return 'shown';
  } catch (error) {
    if (!/Download is starting|ERR_ABORTED/.test(String(error))) throw error;
    await download;
    return 'download';
  }
}

test.describe('documents opened in a tab run nothing', () => {
  for (const [kind, markup] of Object.entries(HOSTILE)) {
    test(`an uploaded ${kind} file with script`, async ({ page, context, request }) => {
      const calls = markerCalls(context);
      const outcome = await open(page, await inlineLink(request, `hostile.${kind}`, Buffer.from(markup)));
      if (kind === 'html') {
        // Shown, but as the text it is.
        expect(outcome).toBe('shown');
        await expect(page.locator('body')).toContainText('<script>');
      } else {
        expect(outcome).toBe('download');
      }
      await page.waitForTimeout(500);
      expect(calls).toEqual([]);
      expect(await page.title()).not.toBe('script ran');
    });
  }

  test('a PDF is still shown by the browser, and a picture too', async ({ page, request }) => {
    expect(await open(page, await inlineLink(request, 'shown.pdf', simplePdf('Shown inline', ['under the file policy'])))).toBe('shown');
    await expect.poll(() => page.frames().some((f) => f.url().startsWith('chrome-extension://') && f.url().endsWith('/index.html'))).toBe(true);

    expect(await open(page, await inlineLink(request, 'shown.png', PNG))).toBe('shown');
    await expect.poll(() => page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  });
});
