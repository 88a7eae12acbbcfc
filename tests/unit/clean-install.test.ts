import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `npm install` on a fresh clone installs without a reviewed-scripts notice or a peer conflict:
 * every dependency with an install script is named in package.json's `allowScripts` (approved or
 * denied), only the ones the product needs are approved, and the locked tree satisfies every peer
 * dependency.
 */
const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

type LockedPackage = { name?: string; hasInstallScript?: boolean };

/** A locked package's name: its own `name` (an alias) or the last `node_modules/` segment of its path. */
const nameOf = (key: string, entry: LockedPackage) => entry.name ?? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** An `allowScripts` key's package name (`pkg`, `pkg@1.2.3`, `@scope/pkg@1.2.3`). */
const policyName = (key: string) => key.replace(/(?<=.)@.*$/, '');

describe('a clean install', () => {
  const policy: Record<string, boolean> = readJson('package.json').allowScripts ?? {};
  const locked = Object.entries(readJson('package-lock.json').packages as Record<string, LockedPackage>).filter(([key]) => key !== '');

  it('covers every install script of the locked tree with allowScripts', () => {
    const withScripts = [...new Set(locked.filter(([, entry]) => entry.hasInstallScript).map(([key, entry]) => nameOf(key, entry)))];
    const reviewed = new Set(Object.keys(policy).map(policyName));
    expect(withScripts.filter((name) => !reviewed.has(name))).toEqual([]);
  });

  // better-sqlite3's only script is npm's implicit `node-gyp rebuild`, which builds nothing next to its
  // prebuilt binaries but would fetch Node's headers from nodejs.org first.
  it('runs only the install script the product needs: the bundler', () => {
    const approved = Object.entries(policy).filter(([, allowed]) => allowed).map(([key]) => policyName(key));
    expect(approved.sort()).toEqual(['esbuild']);
  });

  // npm ls takes about 4 s on an idle 2-core machine and more on a busy one: it is given a minute.
  it('satisfies every peer dependency of the locked tree', { timeout: 60_000 }, () => {
    // npm reads the lockfile alone and lists each peer it does not satisfy as a problem.
    let report: string;
    try {
      report = execFileSync('npm', ['ls', '--all', '--package-lock-only', '--json'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    } catch (error) {
      report = (error as { stdout: string }).stdout;
    }
    expect((JSON.parse(report) as { problems?: string[] }).problems ?? []).toEqual([]);
  });
});
