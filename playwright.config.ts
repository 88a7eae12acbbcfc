import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { TEST_JWT_SECRET } from './tests/support/captcha.js';
import { TEST_LICENSE_KEY } from './tests/support/licence.js';
import { bundlePath, esbuildCommand, removeEndedBundles } from './tests/support/server-bundle.js';
import { E2E_WORKERS, e2eServerUrl } from './tests/e2e/servers.js';

/**
 * Browser tests: Chromium (Debian's, or PLAYWRIGHT_CHROMIUM_PATH) against real servers, one per
 * worker, each on a fresh SQLite file, serving the built client (`npm run build` first; `npm test`
 * does it). The fixture schemas are loaded too, to show that an entity added as a schema file gets
 * its screens. Tests import `test` from `tests/e2e/support.ts`, which points each worker at its own
 * server (`tests/e2e/servers.ts`).
 */
const chromium = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install it (apt-get install -y chromium) or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary.`,
  );
}
// Each worker loads this file again: it inherits the runner's folder, where the servers' files are.
// The signing tests age a signature password in the database as time would (tests/e2e/signing-support.ts).
const databases = (process.env.PORTICO_E2E_DATABASES ??= fs.mkdtempSync(path.join(os.tmpdir(), 'portico-e2e-')));

// The server runs compiled into one file, compiled afresh by the first web server's command itself
// (the global setup would come too late: Playwright starts the web servers first, one after
// another). See tests/support/server-bundle.ts; the file of an earlier run is removed here.
removeEndedBundles();
const serverBundle = bundlePath();
const shellQuote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;
const compileServer = esbuildCommand(serverBundle).flat().map(shellQuote).join(' ');

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs also asks for a JSON report, to add the browser tests to its closing count.
  reporter: process.env.PORTICO_E2E_JSON ? [['list'], ['json']] : 'list',
  use: {
    viewport: { width: 1280, height: 800 },
    // As a visitor who asked for less motion: menus, calendars and dialogs are where they end from the
    // first frame. A click is a press and a release sent one after the other; under load, Playwright's
    // "stable" check can pass while a growing menu still moves, the release then lands on another
    // element and the click is lost without an error (docs/testing.md, run 20). theme.spec.ts walks
    // the motion other visitors see.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A failed test keeps its screenshot. Traces cost: recording every test to keep the traces of the
    // failed ones took a third of the browser tests' CPU with the screencast, and 7% with DOM
    // snapshots alone. PORTICO_E2E_TRACE=1 records them (snapshots, no screencast) to look into a failure.
    trace: process.env.PORTICO_E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false } : 'off',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  webServer: Array.from({ length: E2E_WORKERS }, (_, i) => ({
    command: `${i === 0 ? `${compileServer} && ` : ''}exec node --enable-source-maps ${shellQuote(serverBundle)}`,
    url: `${e2eServerUrl(i)}/management/health/liveness`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: new URL(e2eServerUrl(i)).port,
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(databases, `portico-${i}.db`)}`,
      PORTICO_DEMO: 'true',
      // The signing-levels families (deeds sign at B-LTA) for the signature panel's test.
      PORTICO_SCHEMA_DIRS: [path.resolve('tests/fixtures/schemas'), path.resolve('tests/fixtures/signing-levels')].join(path.delimiter),
      LOG_LEVEL: 'warn',
      // Signature passwords expire (-7) after a year: the signing tests age one past it.
      SIGNATURE_PASSWORD_MAX_AGE_DAYS: '365',
      // A known secret lets the tests answer captchas, as a person reads the picture.
      JWT_SECRET: TEST_JWT_SECRET,
      // Requests that fell due are looked for every second, not every minute: the following test
      // expires one without waiting (tests/e2e/pdf-following.spec.ts).
      SIGN_SCHEDULER_INTERVAL_SECONDS: '1',
      // Lets the tests sign licences (valid, expired, altered) besides the demonstration one.
      LICENSE_PUBLIC_KEYS: TEST_LICENSE_KEY.x,
    },
  })),
});
