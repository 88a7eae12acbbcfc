import type { Browser, Page } from 'playwright-core';

const TOKEN_KEY = 'jhi-authenticationToken';

/** A page in a browser context of its own (empty cache), signed in with the token when one is given. */
export async function freshPage(browser: Browser, token?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (token) await context.addInitScript(([key, value]) => sessionStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  return context.newPage();
}

const rowsOf = (widgetId: number) => `[data-testid="widget-${widgetId}"] tbody tr[data-fidd]`;

/** Milliseconds from the start of navigation to the list's first page of rows on screen, on a cold load. */
export async function timeToFirstRows(browser: Browser, url: string, token: string, widgetId: number): Promise<number> {
  const page = await freshPage(browser, token);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction((selector) => document.querySelector(selector) && performance.now(), rowsOf(widgetId), { timeout: 60_000, polling: 'raf' });
    return (await handle.jsonValue()) as number;
  } finally {
    await page.context().close();
  }
}

/**
 * Clicks the list's Next page and answers the milliseconds until the next rows are on screen (the
 * frame after they changed). Kept as text: the script runner would add helpers of its own to a function.
 */
const NEXT_PAGE_TIMING = `(id) => new Promise((resolve, reject) => {
  const widget = document.querySelector('[data-testid="widget-' + id + '"]');
  const first = () => widget.querySelector('tbody tr[data-fidd]')?.getAttribute('data-fidd');
  const before = first();
  const next = widget.querySelector('button[aria-label="Next page"]');
  if (!next || next.disabled) return reject(new Error('No next page'));
  const started = performance.now();
  const observer = new MutationObserver(() => {
    if (!first() || first() === before) return;
    observer.disconnect();
    requestAnimationFrame(() => resolve(performance.now() - started));
  });
  observer.observe(widget, { subtree: true, childList: true, attributes: true });
  next.click();
})`;

/**
 * Milliseconds from a click on the list's Next page to the next page's rows on screen (the frame
 * after the rows changed), `turns` times in a row, measured in the page itself.
 */
export async function pageTurns(browser: Browser, url: string, token: string, widgetId: number, turns: number): Promise<number[]> {
  const page = await freshPage(browser, token);
  try {
    await page.goto(url);
    await page.locator(rowsOf(widgetId)).first().waitFor({ timeout: 60_000 });
    const times: number[] = [];
    for (let i = 0; i < turns; i++) {
      times.push((await page.evaluate(`(${NEXT_PAGE_TIMING})(${widgetId})`)) as number);
    }
    return times;
  } finally {
    await page.context().close();
  }
}

export interface ScriptLoad {
  /** What the browser downloaded for the scripts, headers included (transferSize), in bytes. */
  transferBytes: number;
  /** The same scripts unpacked. */
  decodedBytes: number;
  scripts: number;
  /** Milliseconds from navigation until every widget of the first page showed its content. */
  shownMs: number;
}

/**
 * The scripts a visitor downloads on a cold load of `url` until the first page's widgets are shown:
 * each widget's frame on the grid, no progress bar left in any, and a list's rows there.
 */
export async function scriptsUntilWidgetsShown(browser: Browser, url: string, widgetCount: number): Promise<ScriptLoad> {
  const page = await freshPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      (count) => {
        const widgets = Array.from(document.querySelectorAll('[data-testid="widget-grid"] [data-testid^="widget-"]'));
        if (widgets.length < count) return false;
        if (widgets.some((w) => w.querySelector('[role="progressbar"]'))) return false;
        if (widgets.some((w) => w.querySelector('table') && !w.querySelector('tbody tr'))) return false;
        return performance.now();
      },
      widgetCount,
      { timeout: 60_000, polling: 'raf' },
    );
    const shownMs = (await handle.jsonValue()) as number;
    const entries = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => ({ transfer: e.transferSize, decoded: e.decodedBodySize })),
    );
    return {
      transferBytes: entries.reduce((n, e) => n + e.transfer, 0),
      decodedBytes: entries.reduce((n, e) => n + e.decoded, 0),
      scripts: entries.length,
      shownMs,
    };
  } finally {
    await page.context().close();
  }
}
