import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { ROOT_DIR } from '../../../server/config.js';
import { freshPage } from '../composer/browser.js';
import type { FirstPage } from './portico-viewer.js';

const PDFJS_DIR = path.join(ROOT_DIR, 'node_modules', 'pdfjs-dist');
const TYPES: Record<string, string> = { '.mjs': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.html': 'text/html', '.pdf': 'application/pdf' };

/**
 * pdf.js's own viewer (`PDFViewer` of pdfjs-dist/web/pdf_viewer.mjs, the version react-pdf uses) on
 * one page of its own, as its "simple viewer" example builds it: its text layer and its find
 * controller and its annotation layer without forms (as the portal's viewer has them), 100 %,
 * the file fetched by address as pdf.js does by itself. The moment page 1 was drawn is its
 * `pagerendered` event; `window.find(query)` searches as its find bar does.
 */
const PAGE = `<!doctype html>
<html><head><meta charset="utf-8"><title>pdf.js viewer</title>
<link rel="stylesheet" href="/pdfjs/web/pdf_viewer.css">
<style>body { margin: 0 } #viewerContainer { position: absolute; inset: 0; overflow: auto; background: #eee }</style>
</head><body>
<div id="viewerContainer"><div id="viewer" class="pdfViewer"></div></div>
<script type="module">
import * as pdfjsLib from '/pdfjs/build/pdf.mjs';
pdfjsLib.GlobalWorkerOptions.workerSrc = '/pdfjs/build/pdf.worker.min.mjs';
globalThis.pdfjsLib = pdfjsLib;
const { EventBus, PDFViewer, PDFLinkService, PDFFindController } = await import('/pdfjs/web/pdf_viewer.mjs');
const eventBus = new EventBus();
const linkService = new PDFLinkService({ eventBus });
const findController = new PDFFindController({ eventBus, linkService });
const container = document.getElementById('viewerContainer');
const viewer = new PDFViewer({ container, eventBus, linkService, findController, textLayerMode: 1, annotationMode: pdfjsLib.AnnotationMode.ENABLE });
linkService.setViewer(viewer);
window.pdfjsFind = (query) => eventBus.dispatch('find', { source: null, type: '', query, caseSensitive: false, entireWord: false, highlightAll: true, findPrevious: false, matchDiacritics: false });
eventBus.on('pagesinit', () => { viewer.currentScaleValue = '1'; });
eventBus.on('pagerendered', (event) => {
  if (event.pageNumber === 1 && window.firstPainted === undefined) window.firstPainted = performance.now();
});
const pdf = await pdfjsLib.getDocument({ url: '/file.pdf', enableXfa: false }).promise;
viewer.setDocument(pdf);
linkService.setDocument(pdf);
findController.setDocument(pdf);
</script></body></html>`;

export interface StaticServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** A small HTTP server of that page, pdfjs-dist's files and the PDF (with ranges, as pdf.js asks for them). */
export async function servePdfjsViewer(pdf: Uint8Array, port: number): Promise<StaticServer> {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/') return send(response, 200, TYPES['.html'], Buffer.from(PAGE));
    if (pathname === '/file.pdf') return sendPdf(request, response, pdf);
    const file = path.join(PDFJS_DIR, path.normalize(pathname.replace(/^\/pdfjs\//, '')));
    if (!pathname.startsWith('/pdfjs/') || !file.startsWith(PDFJS_DIR) || !fs.existsSync(file)) return send(response, 404, 'text/plain', Buffer.from('not found'));
    send(response, 200, TYPES[path.extname(file)] ?? 'application/octet-stream', fs.readFileSync(file));
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function send(response: http.ServerResponse, status: number, type: string, body: Buffer | Uint8Array) {
  response.writeHead(status, { 'content-type': type, 'content-length': body.length, 'cache-control': 'no-store' });
  response.end(body);
}

function sendPdf(request: http.IncomingMessage, response: http.ServerResponse, pdf: Uint8Array) {
  const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '');
  if (!range) {
    response.setHeader('accept-ranges', 'bytes');
    return send(response, 200, TYPES['.pdf'], pdf);
  }
  const start = Number(range[1]);
  const end = range[2] ? Math.min(Number(range[2]), pdf.length - 1) : pdf.length - 1;
  response.writeHead(206, { 'content-type': TYPES['.pdf'], 'content-length': end - start + 1, 'content-range': `bytes ${start}-${end}/${pdf.length}`, 'accept-ranges': 'bytes' });
  response.end(pdf.subarray(start, end + 1));
}

/** pdf.js's viewer on a cold load: milliseconds from navigation, and from the file's request, to page 1 drawn; and the file's download. */
export async function pdfjsFirstPage(browser: Browser, baseUrl: string): Promise<FirstPage> {
  const page = await freshPage(browser);
  try {
    await page.goto(baseUrl, { waitUntil: 'commit' });
    const painted = (await (await page.waitForFunction(() => (window as { firstPainted?: number }).firstPainted, undefined, { timeout: 120_000 })).jsonValue()) as number;
    // pdf.js asks for the file once, then for ranges of it while it is coming: the first request to the last byte.
    const file = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/file.pdf')) as PerformanceResourceTiming[];
      return entries.length ? { start: entries[0].startTime, end: Math.max(...entries.map((e) => e.responseEnd)) } : { start: NaN, end: NaN };
    });
    return { fromNavigation: painted, fromFileRequest: painted - file.start, fileMs: file.end - file.start };
  } finally {
    await page.context().close();
  }
}

/**
 * pdf.js's viewer on a cold load, page 1 drawn, then its find for `query` (as its find bar sends it):
 * milliseconds until the selected match is marked on page `onPage`.
 */
export async function pdfjsFind(browser: Browser, baseUrl: string, query: string, onPage: number): Promise<number> {
  const page = await freshPage(browser);
  try {
    await page.goto(baseUrl, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as { firstPainted?: number }).firstPainted, undefined, { timeout: 120_000 });
    const asked = (await page.evaluate((q) => {
      (window as unknown as { pdfjsFind(q: string): void }).pdfjsFind(q);
      return performance.now();
    }, query)) as number;
    const marked = (await (
      await page.waitForFunction((n) => !!document.querySelector(`.page[data-page-number="${n}"] .textLayer .highlight.selected`) && performance.now(), onPage, { timeout: 120_000, polling: 'raf' })
    ).jsonValue()) as number;
    return marked - asked;
  } finally {
    await page.context().close();
  }
}
