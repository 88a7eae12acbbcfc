/**
 * Benchmark of the PDF viewer on a long document, in Chromium.
 *
 *   npm run bench:pdf-viewer [-- --pages 2000 --runs 5 --scroll 200 --go-to 1500 --find-on 1900 --read-only --client <dir> --port <n>]
 *
 * A fresh SQLite database and `npm start`'s server (demonstration site seeded) serve the client built
 * into dist/client-bench (or `--client`, already built). A generated PDF of `--pages` pages replaces the
 * file of a demonstration invoice (a new version, through the entity API), and an administrator makes
 * a private page with one pdf-viewer widget showing it (its tools on, as by default, or `--read-only`); a two-page PDF gets the same, for comparison.
 * pdf.js's own viewer (pdfjs-dist/web/pdf_viewer.mjs) shows the same file from a small server of its own
 * (`--port` + 1). Each run, on cold loads as the demonstration user, measures:
 *  - page 1 drawn, from the request of the file (and from navigation), in the portal's viewer and in
 *    pdf.js's; the portal's viewer on the two-page PDF;
 *  - the JS heap after page 1 (garbage collected), then its peak while scrolling `--scroll` pages one at
 *    a time (each page waited for until drawn), and the most canvases in the document meanwhile;
 *  - Enter in the page box after typing `--go-to`, until that page is drawn;
 *  - the most elements in the text layers meanwhile (pdf.js's text layer over each mounted page);
 *  - find: a word written only on page `--find-on` typed in the find box and Enter, until its match is
 *    marked on that page, in the portal's viewer and in pdf.js's (its find controller);
 *  - the sidebar opened, until page 1's thumbnail is drawn, then its thumbnails scrolled over `--scroll`
 *    pages: the most thumbnails' canvases meanwhile (drawn for the column's view only).
 * The medians of `--runs` runs are printed against the targets of issues 30 and 44. Not part of `npm test`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium as playwright } from 'playwright-core';
import { ROOT_DIR } from '../../../server/config.js';
import { freePort } from '../../../tests/support/server.js';
import { benchDatabase } from '../seed-invoices.js';
import { buildClient, createWidgetPage, signIn, startBenchServer } from '../composer/server.js';
import { FIND_WORD, makeLongPdf } from './make-pdf.js';
import { pdfjsFind, pdfjsFirstPage, servePdfjsViewer } from './pdfjs-page.js';
import { porticoFind, porticoFirstPage, porticoRun, type PorticoRun } from './portico-viewer.js';
import { porticoThumbnails, type ThumbnailsRun } from './portico-thumbnails.js';

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '5' },
    scroll: { type: 'string', default: '200' },
    'go-to': { type: 'string', default: '1500' },
    'find-on': { type: 'string', default: '1900' },
    client: { type: 'string' },
    port: { type: 'string' },
    'read-only': { type: 'boolean', default: false },
  },
});
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { goToMs: 1000, heapRatio: 2, canvases: 10, thumbnailCanvases: 10 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const ms = (value: number) => `${Math.round(value)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const verdict = (ok: boolean | undefined) => (ok === undefined ? '' : ok ? 'met' : 'NOT MET');
const line = (label: string, value: string, target = '', ok?: boolean) => console.log(`  ${label.padEnd(50)} ${value.padStart(12)}   ${target.padEnd(26)} ${verdict(ok)}`);
const each = (values: number[], format: (v: number) => string) => console.log(`  ${''.padEnd(50)} ${''.padStart(12)}   each run: ${values.map(format).join(', ')}`);

/**
 * Replaces the file of the `which`-th demonstration invoice by `pdf` (a new version) and answers the
 * new version's id. Each PDF needs an invoice of its own: a viewer shows a document's current version,
 * so a second file stored on the same invoice would be shown in place of the first.
 */
async function storeAsInvoice(baseUrl: string, token: string, pdf: Uint8Array, fileName: string, which: number): Promise<number> {
  const call = async (method: string, address: string, body: unknown) => {
    const res = await fetch(`${baseUrl}/api/adiuto-gateway/${address}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${address}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const found = await call('POST', 'execute-query', { fam: 'invoices', max: which + 1 });
  const invoice = found.list[which]?.fidd;
  if (!invoice) throw new Error(`No demonstration invoice number ${which + 1}`);
  return Number(await call('PUT', `entities/${invoice}`, { fieldParameters: [], fileInfo: 'data:application/pdf;base64,', file: Buffer.from(pdf).toString('base64'), fileName }));
}

async function viewerPage(baseUrl: string, adminToken: string, document: number, name: string): Promise<string> {
  const { path: pagePath } = await createWidgetPage(baseUrl, adminToken, { name, confSchema: 'pdf-viewer', conf: { layout: { x: 0, y: 0, w: 12, h: 12 }, document, readOnly: args['read-only'] } });
  return `${baseUrl}/wuser/composer#${pagePath}`;
}

async function main() {
  const pages = Number(args.pages);
  const goTo = Math.min(Number(args['go-to']), pages);
  const scroll = Math.min(Number(args.scroll), pages - 1);
  const findOn = Math.min(Number(args['find-on']), pages);
  const clientDir = args.client ? path.resolve(ROOT_DIR, args.client) : buildClient();
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) throw new Error(`No client build in ${clientDir}`);
  const started = performance.now();
  const long = await makeLongPdf(pages, findOn);
  console.log(`  a PDF of ${pages} pages, ${mb(long.length)}, made in ${ms(performance.now() - started)}`);

  const port = args.port ? Number(args.port) : undefined;
  const database = await benchDatabase('sqlite');
  const server = await startBenchServer(database.url, clientDir, port);
  const pdfjs = await servePdfjsViewer(long, port ? port + 1 : await freePort());
  const browser = await playwright.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  try {
    const admin = await signIn(server.baseUrl, 'admin');
    const longUrl = await viewerPage(server.baseUrl, admin, await storeAsInvoice(server.baseUrl, admin, long, `bench-${pages}.pdf`, 0), `PDF of ${pages} pages`);
    const shortUrl = await viewerPage(server.baseUrl, admin, await storeAsInvoice(server.baseUrl, admin, await makeLongPdf(2), 'bench-2.pdf', 1), 'PDF of 2 pages');
    const user = await signIn(server.baseUrl, 'user');

    const runs: PorticoRun[] = [];
    const theirs: Awaited<ReturnType<typeof pdfjsFirstPage>>[] = [];
    const short: Awaited<ReturnType<typeof porticoFirstPage>>[] = [];
    const finds: Array<{ ours: number; theirs: number }> = [];
    const thumbnails: ThumbnailsRun[] = [];
    for (let i = 0; i < Number(args.runs); i++) {
      runs.push(await porticoRun(browser, longUrl, user, scroll, goTo));
      theirs.push(await pdfjsFirstPage(browser, pdfjs.baseUrl));
      short.push(await porticoFirstPage(browser, shortUrl, user));
      finds.push({ ours: await porticoFind(browser, longUrl, user, FIND_WORD, findOn), theirs: await pdfjsFind(browser, pdfjs.baseUrl, FIND_WORD, findOn) });
      thumbnails.push(await porticoThumbnails(browser, longUrl, user, scroll));
      console.log(`  run ${i + 1} done`);
    }

    const of = <T>(list: T[], pick: (t: T) => number) => list.map(pick);
    const ours = of(runs, (r) => r.first.fromFileRequest);
    const pdfjsFirst = of(theirs, (r) => r.fromFileRequest);
    const heapRatio = of(runs, (r) => r.peakHeapLive / r.heapAfterFirst);
    console.log(`\n== the PDF viewer on a PDF of ${pages} pages (${mb(long.length)}), medians of ${runs.length} runs, Chromium 1280 x 900`);
    line('page 1 drawn, from the file request', ms(median(ours)), `≤ pdf.js's ${ms(median(pdfjsFirst))}`, median(ours) <= median(pdfjsFirst));
    each(ours, ms);
    line("  pdf.js's PDFViewer, same file", ms(median(pdfjsFirst)));
    each(pdfjsFirst, ms);
    line("  of which the file's download: portal / pdf.js", `${ms(median(of(runs, (r) => r.first.fileMs)))} / ${ms(median(of(theirs, (r) => r.fileMs)))}`);
    line('  the portal on a PDF of 2 pages', ms(median(of(short, (r) => r.fromFileRequest))));
    line('page 1 drawn, from navigation (portal page)', ms(median(of(runs, (r) => r.first.fromNavigation))));
    line("  pdf.js's PDFViewer (a bare page)", ms(median(of(theirs, (r) => r.fromNavigation))));
    line(`page ${goTo} drawn after Enter in the page box`, ms(median(of(runs, (r) => r.goToMs))), '≤ 1 s', median(of(runs, (r) => r.goToMs)) <= TARGETS.goToMs);
    each(of(runs, (r) => r.goToMs), ms);
    line('JS heap after page 1 (collected)', mb(median(of(runs, (r) => r.heapAfterFirst))));
    line(`JS heap peak over ${scroll} pages (collected)`, mb(median(of(runs, (r) => r.peakHeapLive))), `< 2x: ${median(heapRatio).toFixed(2)}x`, median(heapRatio) < TARGETS.heapRatio);
    const trail = runs[runs.length - 1].heapTrail.filter(([n], i, all) => n % 50 === 0 || n === 1 || i === all.length - 1);
    console.log(`  ${'  the heap down the pages (last run)'.padEnd(50)} ${trail.map(([n, bytes]) => `${n}: ${mb(bytes)}`).join(', ')}`);
    line('  peak as sampled, garbage included', mb(median(of(runs, (r) => r.peakHeapRaw))));
    line(`most canvases over ${scroll} pages and the jump`, String(median(of(runs, (r) => r.maxCanvases))), '≤ 10', median(of(runs, (r) => r.maxCanvases)) <= TARGETS.canvases);
    line("  of them pdf.js's page canvases", String(median(of(runs, (r) => r.maxPageCanvases))));
    line(`most text-layer elements over ${scroll} pages and the jump`, String(median(of(runs, (r) => r.maxTextNodes))));
    const findOurs = of(finds, (f) => f.ours);
    const findTheirs = of(finds, (f) => f.theirs);
    line(`find a word of page ${findOn}: its match marked`, ms(median(findOurs)), `≤ pdf.js's ${ms(median(findTheirs))}`, median(findOurs) <= median(findTheirs));
    each(findOurs, ms);
    line("  pdf.js's PDFViewer and PDFFindController", ms(median(findTheirs)));
    each(findTheirs, ms);
    const thumbCanvases = median(of(thumbnails, (r) => r.maxThumbnailCanvases));
    line('sidebar opened: page 1 thumbnail drawn', ms(median(of(thumbnails, (r) => r.firstThumbnailMs))));
    line(`most thumbnail canvases over ${scroll} pages`, String(thumbCanvases), '≤ 10', thumbCanvases <= TARGETS.thumbnailCanvases);
    line('  canvases of all, the pages with them', String(median(of(thumbnails, (r) => r.maxCanvases))));
  } finally {
    await browser.close();
    await pdfjs.stop();
    await server.stop();
    await database.drop();
  }
}

await main();
