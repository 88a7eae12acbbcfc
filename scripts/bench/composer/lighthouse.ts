import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  /** First contentful paint, largest contentful paint, total blocking time, layout shift, speed index, as Lighthouse shows them. */
  metrics: Record<string, string>;
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

/** Runs that fail before they measure (Lighthouse's own "NO_NAVSTART": its trace missed the load) are run again, up to this many times in all. */
const TRIES = 3;

/**
 * Lighthouse 13 (through npx, not a dependency of the project: it brings 170 MB) on the address,
 * with its default settings (a phone, simulated slow 4G and a 4× slower processor), in the given
 * Chromium; answers undefined, saying why, when it cannot run.
 */
export function runLighthouse(url: string, chromium: string): LighthouseFigures | undefined {
  for (let tried = 1; ; tried++) {
    const figures = runOnce(url, chromium, tried === TRIES);
    if (figures || tried === TRIES) return figures;
  }
}

function runOnce(url: string, chromium: string, last: boolean): LighthouseFigures | undefined {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-lighthouse-'));
  const out = path.join(dir, 'report.json');
  try {
    const run = spawnSync(
      'npx',
      ['-y', 'lighthouse@13', url, '--only-categories=performance,accessibility', '--chrome-flags=--headless=new --no-sandbox', '--output=json', `--output-path=${out}`, '--quiet'],
      { env: { ...process.env, CHROME_PATH: chromium }, encoding: 'utf8', timeout: 300_000 },
    );
    if (run.status !== 0 || !fs.existsSync(out)) {
      if (last) console.log(`  Lighthouse did not run (${run.error?.message ?? `exit ${run.status}`}): ${run.stderr.split('\n').filter((l) => !/npm warn/i.test(l)).slice(-5).join(' ')}`);
      return undefined;
    }
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    return {
      performance: Math.round(report.categories.performance.score * 100),
      accessibility: Math.round(report.categories.accessibility.score * 100),
      metrics: Object.fromEntries(METRICS.map((id) => [id, report.audits[id]?.displayValue ?? '?'])),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
