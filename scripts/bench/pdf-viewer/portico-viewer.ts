import type { Browser, CDPSession, Page } from 'playwright-core';
import { freshPage } from '../composer/browser.js';

export interface FirstPage {
  /** Milliseconds from the start of navigation to page 1 drawn. */
  fromNavigation: number;
  /** Milliseconds from the request of the PDF file to page 1 drawn. */
  fromFileRequest: number;
  /** Milliseconds from that request to the file's last byte. */
  fileMs: number;
}

export interface PorticoRun {
  first: FirstPage;
  /** The JS heap after page 1 was drawn, garbage collected, in bytes. */
  heapAfterFirst: number;
  /** The largest JS heap while scrolling, garbage collected before each sample (what stays), and as found (garbage included). */
  peakHeapLive: number;
  peakHeapRaw: number;
  /** The heap, collected, every tenth page of the scroll: [page, bytes]. */
  heapTrail: Array<[number, number]>;
  /** The most canvases in the document at any moment of the scroll, all of them and pdf.js's pages' alone. */
  maxCanvases: number;
  maxPageCanvases: number;
  /** The most elements in the text layers of the document at any moment of the scroll and the jump. */
  maxTextNodes: number;
  /** Milliseconds from Enter in the page box to the page drawn. */
  goToMs: number;
}

/**
 * Answers performance.now() once page `n` is mounted, its canvas there and its 'rendering...' gone.
 * A function (the portal's Content-Security-Policy forbids evaluating text), with no inner named
 * function: the script runner would add a helper of its own to those.
 */
const PAINTED = (n: number) => {
  const page = document.querySelector(`[data-testid="pdf-page"][data-page-number="${n}"]`);
  if (!page || !page.querySelector('canvas')) return false;
  if (Array.from(page.querySelectorAll('[role="status"]')).some((s) => /rendering/.test(s.textContent ?? ''))) return false;
  return performance.now();
};

/** Counts the canvases and text layers' elements at every change of the document, keeping the most seen. Kept as text: it names inner functions. */
const COUNT_CANVASES = `() => {
  window.__canvases = { all: 0, pages: 0, text: 0 };
  const count = () => {
    window.__canvases.all = Math.max(window.__canvases.all, document.querySelectorAll('canvas').length);
    window.__canvases.pages = Math.max(window.__canvases.pages, document.querySelectorAll('[data-testid="pdf-page"] canvas.react-pdf__Page__canvas').length);
    window.__canvases.text = Math.max(window.__canvases.text, document.querySelectorAll('.textLayer *').length);
  };
  count();
  new MutationObserver(count).observe(document.body, { childList: true, subtree: true });
}`;

const painted = async (page: Page, n: number, timeout = 60_000) =>
  (await (await page.waitForFunction(PAINTED, n, { timeout, polling: 'raf' })).jsonValue()) as number;

async function heap(cdp: CDPSession, collect: boolean): Promise<number> {
  if (collect) await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** Navigates to the viewer's page and waits for page 1 drawn. */
export async function openViewer(page: Page, url: string): Promise<FirstPage> {
  await page.goto(url, { waitUntil: 'commit' });
  const firstPainted = await painted(page, 1, 120_000);
  const file = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('/getFile')) as PerformanceResourceTiming | undefined;
    return entry ? { start: entry.startTime, end: entry.responseEnd } : { start: NaN, end: NaN };
  });
  return { fromNavigation: firstPainted, fromFileRequest: firstPainted - file.start, fileMs: file.end - file.start };
}

/** A cold load of the viewer's page as the user, until page 1 is drawn. */
export async function porticoFirstPage(browser: Browser, url: string, token: string): Promise<FirstPage> {
  const page = await freshPage(browser, token);
  try {
    return await openViewer(page, url);
  } finally {
    await page.context().close();
  }
}

/**
 * One cold load of the viewer's page as the user: page 1 drawn; the heap then; `scrollPages` steps of
 * one page each down the stack, each waited for until the page at the top is drawn, sampling the heap
 * and counting canvases (through the jump too); then `goTo` typed in the page box and Enter, until that page is drawn.
 */
export async function porticoRun(browser: Browser, url: string, token: string, scrollPages: number, goTo: number): Promise<PorticoRun> {
  const page = await freshPage(browser, token);
  try {
    const cdp = await page.context().newCDPSession(page);
    const first = await openViewer(page, url);

    const heapAfterFirst = await heap(cdp, true);
    await page.evaluate(`(${COUNT_CANVASES})()`);
    const step = await page.evaluate(() => {
      const [one, two] = [1, 2].map((n) => document.querySelector<HTMLElement>(`[data-testid="pdf-page"][data-page-number="${n}"]`)!.offsetTop);
      return two - one;
    });
    let peakHeapLive = heapAfterFirst;
    let peakHeapRaw = heapAfterFirst;
    const heapTrail: Array<[number, number]> = [[1, heapAfterFirst]];
    for (let n = 2; n <= scrollPages + 1; n++) {
      await page.evaluate((by) => document.querySelector('[data-testid="pdf-pages"]')!.scrollBy(0, by), step);
      await painted(page, n);
      peakHeapRaw = Math.max(peakHeapRaw, await heap(cdp, false));
      // A collection costs ~100 ms: every tenth page, and at the end.
      if (n % 10 === 0 || n === scrollPages + 1) {
        heapTrail.push([n, await heap(cdp, true)]);
        peakHeapLive = Math.max(peakHeapLive, heapTrail.at(-1)![1]);
      }
    }
    const box = page.getByTestId('pdf-page-box');
    await box.fill(String(goTo));
    await box.evaluate((input) => input.addEventListener('keydown', (e) => (e as KeyboardEvent).key === 'Enter' && ((window as { enterAt?: number }).enterAt = performance.now()), { capture: true }));
    await box.press('Enter');
    const shown = await painted(page, goTo);
    const goToMs = shown - ((await page.evaluate('window.enterAt')) as number);
    const canvases = (await page.evaluate('window.__canvases')) as { all: number; pages: number; text: number };
    return { first, heapAfterFirst, peakHeapLive, peakHeapRaw, heapTrail, maxCanvases: canvases.all, maxPageCanvases: canvases.pages, maxTextNodes: canvases.text, goToMs };
  } finally {
    await page.context().close();
  }
}

/**
 * A cold load of the viewer's page as the user, page 1 drawn, then find: the find button, `query`
 * typed and Enter (which searches at once); milliseconds from Enter (a capturing key listener's time)
 * until the selected match is marked on page `onPage`.
 */
export async function porticoFind(browser: Browser, url: string, token: string, query: string, onPage: number): Promise<number> {
  const page = await freshPage(browser, token);
  try {
    await openViewer(page, url);
    await page.getByTestId('pdf-find-open').click();
    const box = page.getByTestId('pdf-find-box');
    await box.evaluate((input) => input.addEventListener('keydown', (e) => (e as KeyboardEvent).key === 'Enter' && ((window as { enterAt?: number }).enterAt = performance.now()), { capture: true }));
    // Typed and entered in one go: Enter searches what was typed without waiting for the pause after typing.
    await box.focus();
    await page.keyboard.type(query);
    await page.keyboard.press('Enter');
    const marked = (await (
      await page.waitForFunction((n) => !!document.querySelector(`[data-testid="pdf-page"][data-page-number="${n}"] mark.find-match.selected`) && performance.now(), onPage, { timeout: 120_000, polling: 'raf' })
    ).jsonValue()) as number;
    return marked - ((await page.evaluate('window.enterAt')) as number);
  } finally {
    await page.context().close();
  }
}
