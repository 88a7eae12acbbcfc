/**
 * Benchmark of the composer at scale, in Chromium.
 *
 *   npm run bench:composer [-- --docs 1000000 --db sqlite|postgres --turns 20 --runs 5 --lighthouse-runs 3 --client <dir> --no-lighthouse --keep]
 *   npm run bench:composer -- --reuse <database url printed by --keep>
 *
 * A fresh database (SQLite in a temporary file; PostgreSQL a new database on the server of
 * PORTICO_BENCH_DATABASE_URL) gets `--docs` invoices by the document-store benchmark's own seeding
 * (scripts/bench/seed-invoices.ts), then a server process (as `npm start` runs it, demonstration site
 * seeded on top) serves the client built into dist/client-bench (or `--client`, already built). An
 * administrator makes a private page with one document list of the invoices through the API; the
 * demonstration user opens it in Chromium. Printed, with the targets:
 *  - navigation to the list's first page of rows on screen, on a cold load (`--runs` times);
 *  - a click on Next page to the next rows on screen (`--turns` times, median and p95);
 *  - the scripts a guest downloads on a cold load of /wguest/composer until the first page's widgets
 *    are shown (transfer size, as Chromium counts it: compressed, headers included);
 *  - Lighthouse's performance and accessibility scores for /wguest/composer and for /login, the
 *    median of `--lighthouse-runs` runs each with each run's figures (one run's score varies by
 *    several points here).
 * Not part of `npm test`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium as playwright } from 'playwright-core';
import { ROOT_DIR } from '../../../server/config.js';
import { benchDatabase } from '../seed-invoices.js';
import { pageTurns, scriptsUntilWidgetsShown, timeToFirstRows } from './browser.js';
import { seedMillionInvoices } from './database.js';
import { runLighthouse } from './lighthouse.js';
import { buildClient, createListPage, signIn, startBenchServer } from './server.js';

const { values: args } = parseArgs({
  options: {
    docs: { type: 'string', default: '1000000' },
    db: { type: 'string', default: 'sqlite' },
    turns: { type: 'string', default: '20' },
    runs: { type: 'string', default: '5' },
    client: { type: 'string' },
    lighthouse: { type: 'boolean', default: true },
    'lighthouse-runs': { type: 'string', default: '3' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
  },
  allowNegative: true,
});
const CHROMIUM = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { firstRowsMs: 1000, pageTurnMs: 300, guestScriptsKb: 250, accessibility: 100 };
/** Lighthouse's performance, by address. */
const LIGHTHOUSE_PAGES = [
  { path: '/wguest/composer', performance: 92 },
  { path: '/login', performance: 95 },
];

const median = (values: number[]) => percentile(values, 50);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
const ms = (value: number) => `${Math.round(value)} ms`;
const verdict = (ok: boolean) => (ok ? 'meets' : 'MISSES');
const line = (label: string, value: string, target: string, ok: boolean) => console.log(`  ${label.padEnd(44)} ${value.padStart(24)}   target ${target.padEnd(9)} ${verdict(ok)}`);

async function main() {
  const dialect = args.reuse ? (args.reuse.startsWith('sqlite:') ? 'sqlite' : 'postgres') : (args.db as 'sqlite' | 'postgres');
  const docs = Number(args.docs);
  const clientDir = args.client ? path.resolve(ROOT_DIR, args.client) : buildClient();
  if (!fs.existsSync(path.join(clientDir, 'index.html'))) throw new Error(`No client build in ${clientDir}`);
  const target = args.reuse ? { url: args.reuse, drop: async () => {} } : await benchDatabase(dialect);
  console.log(`\n== composer on ${dialect}: ${args.reuse ? target.url : `${docs.toLocaleString('en')} invoices`}`);
  try {
    if (!args.reuse) await seedMillionInvoices(target.url, docs);
    const server = await startBenchServer(target.url, clientDir);
    const browser = await playwright.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
    try {
      const { path: pagePath, widgetId } = await createListPage(server.baseUrl, await signIn(server.baseUrl, 'admin'));
      const userToken = await signIn(server.baseUrl, 'user');
      const listUrl = `${server.baseUrl}/wuser/composer#${pagePath}`;

      const loads: number[] = [];
      for (let i = 0; i < Number(args.runs); i++) loads.push(await timeToFirstRows(browser, listUrl, userToken, widgetId));
      const turns = await pageTurns(browser, listUrl, userToken, widgetId, Number(args.turns));

      const guestPage = await fetch(`${server.baseUrl}/api/composer/pages-public?page=0&size=1&sort=index,asc`).then((r) => r.json());
      const eager = await fetch(`${server.baseUrl}/api/composer/pages/${guestPage[0].id}?eager=true`).then((r) => r.json());
      const guest = await scriptsUntilWidgetsShown(browser, `${server.baseUrl}/wguest/composer`, eager.widgets.length);
      const lighthouses = LIGHTHOUSE_PAGES.map((page) => ({
        ...page,
        runs: args.lighthouse ? Array.from({ length: Number(args['lighthouse-runs']) }, () => runLighthouse(`${server.baseUrl}${page.path}`, CHROMIUM)).filter((r) => r !== undefined) : [],
      }));

      console.log(`  (one list of ${docs.toLocaleString('en')} invoices, user's private page; guest: the demonstration's first public page, ${eager.widgets.length} widgets)`);
      line(`first rows after navigation, median of ${loads.length}`, ms(median(loads)), '≤ 1 s', median(loads) <= TARGETS.firstRowsMs);
      console.log(`  ${'  each load'.padEnd(44)} ${loads.map(ms).join(', ')}`);
      line(`next page, median of ${turns.length} turns`, ms(median(turns)), '< 300 ms', median(turns) < TARGETS.pageTurnMs);
      line('next page, p95', ms(percentile(turns, 95)), '< 300 ms', percentile(turns, 95) < TARGETS.pageTurnMs);
      const kb = guest.transferBytes / 1024;
      line(`guest scripts until widgets shown (${guest.scripts})`, `${kb.toFixed(1)} kB (${(guest.decodedBytes / 1024).toFixed(0)} kB unpacked)`, '≤ 250 kB', kb <= TARGETS.guestScriptsKb);
      console.log(`  ${'guest widgets shown after'.padEnd(44)} ${ms(guest.shownMs).padStart(24)}`);
      for (const { path: address, performance, runs } of lighthouses) {
        if (!runs.length) continue;
        const middle = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
        line(`Lighthouse performance ${address}, median of ${runs.length}`, String(middle.performance), `≥ ${performance}`, middle.performance >= performance);
        line('Lighthouse accessibility (that run)', String(middle.accessibility), '100', middle.accessibility >= TARGETS.accessibility);
        for (const run of runs) console.log(`    ${run.performance} / ${run.accessibility}: ${Object.entries(run.metrics).map(([k, v]) => `${k} ${v}`).join(', ')}`);
      }
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    if (args.keep || args.reuse) console.log(`  kept the database: ${target.url}`);
    else await target.drop();
  }
}

await main();
