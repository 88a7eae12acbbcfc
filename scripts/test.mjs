#!/usr/bin/env node
// Runs every test: builds the client, then unit and API tests (vitest; API tests also on PostgreSQL
// when PORTICO_TEST_DATABASE_URL is set), then the browser tests (Playwright). Ends with one line
// "tests: N passed, N failed" and a non-zero exit code when anything failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}`);
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return status === 0;
}

const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);

if (!process.env.PORTICO_TEST_DATABASE_URL)
  console.log('PORTICO_TEST_DATABASE_URL is not set: the API tests run on SQLite only.');

let ok = run('Build the client', bin('vite'), ['build', '--logLevel', 'warn']);
const vitestFile = path.join(results, 'vitest.json');
const e2eFile = path.join(results, 'e2e.json');
fs.rmSync(vitestFile, { force: true });
fs.rmSync(e2eFile, { force: true });
ok = run('Unit and API tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`]) && ok;
ok = run('Browser tests', bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile, PORTICO_E2E_JSON: '1' }) && ok;

const vitest = readJson(vitestFile);
const e2e = readJson(e2eFile);
const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);
if (!vitest || !e2e) ok = false;
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok && failed === 0 ? 0 : 1);
