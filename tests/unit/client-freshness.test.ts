import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTime, clientIsStale, newestModification } from '../../scripts/start/client-freshness.js';

/** npm start builds the client only when its build is missing or older than its sources. */
describe('clientIsStale', () => {
  it('builds when there is no build, or a source is newer than it; not otherwise', () => {
    expect(clientIsStale(undefined, 1_000)).toBe(true);
    expect(clientIsStale(undefined, undefined)).toBe(true);
    expect(clientIsStale(2_000, 1_000)).toBe(false);
    expect(clientIsStale(2_000, 2_000)).toBe(false);
    expect(clientIsStale(2_000, 2_001)).toBe(true);
    // An installed release without sources starts on its build.
    expect(clientIsStale(2_000, undefined)).toBe(false);
  });

  it('reads the newest source anywhere under the folders, and the build by its index.html', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-freshness-'));
    try {
      const at = (file: string, seconds: number) => {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), 'x');
        fs.utimesSync(path.join(root, file), seconds, seconds);
      };
      at('src/a.ts', 100);
      at('src/deep/er/b.tsx', 300);
      at('index.html', 200);
      at('dist/client/index.html', 250);
      expect(newestModification(root, ['src', 'index.html', 'missing'])).toBe(300_000);
      expect(newestModification(root, ['missing'])).toBeUndefined();
      expect(buildTime(path.join(root, 'dist/client'))).toBe(250_000);
      expect(buildTime(path.join(root, 'dist/none'))).toBeUndefined();
      expect(clientIsStale(buildTime(path.join(root, 'dist/client')), newestModification(root, ['src', 'index.html']))).toBe(true);
      at('dist/client/index.html', 400);
      expect(clientIsStale(buildTime(path.join(root, 'dist/client')), newestModification(root, ['src', 'index.html']))).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
