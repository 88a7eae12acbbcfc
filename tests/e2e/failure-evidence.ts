import type { Page, TestInfo } from '@playwright/test';

/**
 * What a failed test's page went through, printed with the failure: where the page was, the calls
 * the server refused or that never came back, what the page logged as an error, which parts of the
 * page were hidden from the accessibility tree (a dialog left open hides the rest), and the page as
 * the tests' role queries see it. A failure seen once in a whole run is then explained by the run's
 * log alone, without its screenshot or a trace.
 */
export function recordFailureEvidence(page: Page): (testInfo: TestInfo) => Promise<void> {
  const started = Date.now();
  const events: string[] = [];
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const keep = (line: string) => {
    events.push(`${at()}  ${line}`);
    if (events.length > 60) events.shift();
  };
  page.on('response', (response) => {
    if (response.status() >= 400) keep(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => keep(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`));
  page.on('console', (message) => {
    if (message.type() === 'error') keep(`console: ${message.text().slice(0, 300)}`);
  });
  page.on('pageerror', (error) => keep(`page error: ${error.message.slice(0, 300)}`));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) keep(`at ${frame.url()}`);
  });

  return async (testInfo) => {
    if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
    const hidden = await page
      .evaluate(() => Array.from(document.body.children).filter((e) => e.getAttribute('aria-hidden') === 'true').map((e) => `${e.tagName.toLowerCase()}#${e.id}.${e.className}`))
      .catch((error: Error) => [`(not read: ${error.message})`]);
    const snapshot = await page
      .locator('body')
      .ariaSnapshot({ timeout: 2_000 })
      .catch((error: Error) => `(not read: ${error.message})`);
    console.log(
      [
        `--- evidence of the failed test "${testInfo.title}"`,
        `page: ${page.url()}, read ${at()} after the page was opened`,
        'events (last 60):',
        ...events.map((e) => `  ${e}`),
        `children of <body> hidden from the accessibility tree: ${hidden.join(', ') || 'none'}`,
        'the page as role queries see it:',
        snapshot.length > 6_000 ? `${snapshot.slice(0, 6_000)}\n  …` : snapshot,
        '---',
      ].join('\n'),
    );
  };
}
