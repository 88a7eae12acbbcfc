#!/usr/bin/env node
// Runs every test: builds the client, then the unit tests, the API tests on SQLite (and again on
// PostgreSQL when PORTICO_TEST_DATABASE_URL is set) and the browser tests, each phase on its own so
// that its time can be told. Ends with the wall and CPU time of each phase, the slowest test files, and
// one line "tests: N passed, N failed, N skipped"; the exit code is non-zero when anything failed.
import './setup/node-version.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cpuMeter, playwrightFileTimes, printTimes, timed, vitestFileTimes } from './test-times.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);

const meter = cpuMeter();
const phases = [];
const files = [];
const counts = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

/** Runs one phase, keeping its time; `report` reads its JSON report (file times and counts). */
function phase(label, command, args, { env = {}, reportFile, read } = {}) {
  console.log(`\n=== ${label}`);
  if (reportFile) fs.rmSync(reportFile, { force: true });
  const { result: status, wall, cpu } = timed(meter, () => spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status);
  phases.push({ label, wall, cpu });
  ok = status === 0 && ok;
  if (!reportFile) return;
  const report = readJson(reportFile);
  if (!report) {
    ok = false;
    return;
  }
  const { passed, failed, skipped, times } = read(report);
  counts.passed += passed;
  counts.failed += failed;
  counts.skipped += skipped;
  files.push(...times.map((time) => ({ phase: label.split(' ')[0], ...time })));
}

const vitestPhase = (label, project) => {
  const reportFile = path.join(results, `vitest-${project.replace('*', '')}.json`);
  phase(label, bin('vitest'), ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`], {
    reportFile,
    read: (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests, times: vitestFileTimes(report, root) }),
  });
};

if (!process.env.PORTICO_TEST_DATABASE_URL) console.log('PORTICO_TEST_DATABASE_URL is not set: the API tests run on SQLite only.');

phase('build the client', bin('vite'), ['build', '--logLevel', 'warn']);
vitestPhase('unit tests', 'unit*');
vitestPhase('api-sqlite tests', 'api-sqlite');
if (process.env.PORTICO_TEST_DATABASE_URL) vitestPhase('api-postgres tests', 'api-postgres');
const e2eFile = path.join(results, 'e2e.json');
phase('browser tests', bin('playwright'), ['test'], {
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile, PORTICO_E2E_JSON: '1' },
  reportFile: e2eFile,
  read: (report) => ({
    passed: report.stats?.expected ?? 0,
    failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0),
    skipped: report.stats?.skipped ?? 0,
    times: playwrightFileTimes(report),
  }),
});

printTimes(phases, files, meter.counts);
meter.close();
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(ok && counts.failed === 0 ? 0 : 1);
