import type { Browser } from 'playwright-core';
import { freshPage } from '../composer/browser.js';
import { openViewer } from './portico-viewer.js';

export interface ThumbnailsRun {
  /** The most thumbnails' canvases in the document at any moment, and the most canvases of all. */
  maxThumbnailCanvases: number;
  maxCanvases: number;
  /** Milliseconds from the sidebar's button to page 1's thumbnail drawn (its script fetched the first time). */
  firstThumbnailMs: number;
}

/** Counts the canvases at every change of the document, keeping the most seen. Kept as text: it names inner functions. */
const COUNT_CANVASES = `() => {
  window.__thumbs = { thumbnails: 0, all: 0 };
  const count = () => {
    window.__thumbs.thumbnails = Math.max(window.__thumbs.thumbnails, document.querySelectorAll('[data-testid="pdf-thumbnail"] canvas').length);
    window.__thumbs.all = Math.max(window.__thumbs.all, document.querySelectorAll('canvas').length);
  };
  count();
  new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
}`;

/** Answers performance.now() once page `n`'s thumbnail has its canvas. */
const THUMBNAIL = (n: number) => !!document.querySelector(`[data-testid="pdf-thumbnail"][data-page-number="${n}"] canvas`) && performance.now();

/**
 * A cold load of the viewer's page as the user, page 1 drawn, then the sidebar opened and its column of
 * thumbnails scrolled down `scrollPages` thumbnails, one at a time, each waited for until it has its
 * canvas; the canvases counted all along.
 */
export async function porticoThumbnails(browser: Browser, url: string, token: string, scrollPages: number): Promise<ThumbnailsRun> {
  const page = await freshPage(browser, token);
  try {
    await openViewer(page, url);
    await page.evaluate(`(${COUNT_CANVASES})()`);
    const button = page.getByTestId('pdf-sidebar-open');
    await button.evaluate((element) => element.addEventListener('click', () => ((window as { openedAt?: number }).openedAt = performance.now()), { capture: true }));
    await button.click();
    const drawn = (await (await page.waitForFunction(THUMBNAIL, 1, { timeout: 60_000, polling: 'raf' })).jsonValue()) as number;
    const firstThumbnailMs = drawn - ((await page.evaluate('window.openedAt')) as number);
    const step = await page.evaluate(() => {
      const [one, two] = [1, 2].map((n) => document.querySelector<HTMLElement>(`[data-testid="pdf-thumbnail"][data-page-number="${n}"]`)!.offsetTop);
      return two - one;
    });
    for (let n = 2; n <= scrollPages + 1; n++) {
      await page.evaluate((by) => document.querySelector('[data-testid="pdf-thumbnails"]')!.scrollBy(0, by), step);
      await page.waitForFunction(THUMBNAIL, n, { timeout: 60_000, polling: 'raf' });
    }
    const counted = (await page.evaluate('window.__thumbs')) as { thumbnails: number; all: number };
    return { maxThumbnailCanvases: counted.thumbnails, maxCanvases: counted.all, firstThumbnailMs };
  } finally {
    await page.context().close();
  }
}
