import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { TEST_JWT_SECRET } from './tests/support/captcha.js';
import { TEST_LICENSE_KEY } from './tests/support/licence.js';
import { bundlePath, esbuildCommand, removeEndedBundles } from './tests/support/server-bundle.js';

/**
 * Browser tests: Chromium (Debian's, or PLAYWRIGHT_CHROMIUM_PATH) against a real server on a fresh
 * SQLite file, serving the built client (`npm run build` first; `npm test` does it). The fixture
 * schemas are loaded too, to show that an entity added as a schema file gets its screens.
 */
const chromium = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  throw new Error(
    `No Chromium at ${chromium}. Install it (apt-get install -y chromium) or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium binary.`,
  );
}
const port = Number(process.env.PORTICO_E2E_PORT ?? 18080);
const database = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portico-e2e-')), 'portico.db');

// The server runs compiled into one file, compiled afresh by the web server's command itself (the
// global setup would come too late: Playwright starts the web server first). See
// tests/support/server-bundle.ts; the file of an earlier run is removed here.
removeEndedBundles();
const serverBundle = bundlePath();
const shellQuote = (s: string) => `'${s.replaceAll("'", `'\\''`)}'`;
const compileServer = esbuildCommand(serverBundle).flat().map(shellQuote).join(' ');

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs also asks for a JSON report, to add the browser tests to its closing count.
  reporter: process.env.PORTICO_E2E_JSON ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 800 },
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
    },
  },
  webServer: {
    command: `${compileServer} && exec node --enable-source-maps ${shellQuote(serverBundle)}`,
    url: `http://127.0.0.1:${port}/management/health/liveness`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${database}`,
      PORTICO_DEMO: 'true',
      PORTICO_SCHEMA_DIRS: path.resolve('tests/fixtures/schemas'),
      LOG_LEVEL: 'warn',
      // A known secret lets the tests answer captchas, as a person reads the picture.
      JWT_SECRET: TEST_JWT_SECRET,
      // Lets the tests sign licences (valid, expired, altered) besides the demonstration one.
      LICENSE_PUBLIC_KEYS: TEST_LICENSE_KEY.x,
    },
  },
});
