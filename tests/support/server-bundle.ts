import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The server as the API tests, the browser tests and the benchmarks start it: `server/main.ts` compiled
 * by esbuild into one ESM file, npm packages left as imports, run by plain `node --enable-source-maps`
 * (stack traces still name the `.ts` files). Node loads that file in a fraction of the time it takes
 * to load the server's modules one by one through tsx. `npm start` and `npm run dev` still run tsx.
 *
 * The file lies in `.test-server/` at the repository root, so that `ROOT_DIR` in `server/config.ts`
 * (the folder above the module's own) is still the repository root. The PDF worker's script is
 * compiled beside it, named alike (`main-123.mjs`, `pdf-worker-123.mjs`: server/pdf/worker/pool.ts
 * finds it so). Each run compiles its own files, named after the process that compiled them: a run
 * never starts an older compilation, and two runs in the same tree do not overwrite each other's.
 * Files of processes that have ended are removed.
 */

const ROOT_DIR = path.resolve(import.meta.dirname, '..', '..');
const ESBUILD = path.join(ROOT_DIR, 'node_modules', '.bin', 'esbuild');
export const BUNDLE_DIR = path.join(ROOT_DIR, '.test-server');

/** Set by the vitest global setup (`global-setup.ts`) to the file it compiled, for the test workers. */
export const BUNDLE_ENV = 'PORTICO_TEST_SERVER_BUNDLE';

/** The compiled server of the process `pid`. */
export function bundlePath(pid = process.pid): string {
  return path.join(BUNDLE_DIR, `main-${pid}.mjs`);
}

/** The entry points compiled, by the name their file takes (`<name>-<pid>.mjs`). */
const ENTRIES = { main: 'server/main.ts', 'pdf-worker': 'server/pdf/worker/pdf-worker.ts' };

/**
 * The esbuild command line that compiles the server into `outfile` (`main-<pid>.mjs`) and its PDF
 * worker beside it, as tsx would run them: for this Node version, with the names of functions and
 * classes kept, source maps without the sources.
 */
export function esbuildCommand(outfile: string): [string, string[]] {
  const suffix = /^main(-\d+)?\.mjs$/.exec(path.basename(outfile))?.[1] ?? '';
  return [
    ESBUILD,
    [
      ...Object.entries(ENTRIES).map(([name, entry]) => `${name}=${entry}`),
      '--bundle',
      '--platform=node',
      '--format=esm',
      `--target=node${process.versions.node}`,
      '--packages=external',
      '--keep-names',
      '--sourcemap',
      '--sources-content=false',
      '--tsconfig=tsconfig.server.json',
      '--log-level=warning',
      `--outdir=${path.dirname(outfile)}`,
      `--entry-names=[name]${suffix}`,
      '--out-extension:.js=.mjs',
    ],
  ];
}

/** Compiles the server now (a fraction of a second), into the file of this process. */
export function buildServerBundle(outfile = bundlePath()): string {
  removeEndedBundles();
  const [command, args] = esbuildCommand(outfile);
  execFileSync(command, args, { cwd: ROOT_DIR, stdio: ['ignore', 'inherit', 'inherit'] });
  return outfile;
}

export function removeBundle(file: string): void {
  for (const name of Object.keys(ENTRIES)) {
    const compiled = path.join(path.dirname(file), path.basename(file).replace(/^main/, name));
    fs.rmSync(compiled, { force: true });
    fs.rmSync(`${compiled}.map`, { force: true });
  }
}

/** Removes the compiled servers of processes that have ended (a run that was killed leaves its file). */
export function removeEndedBundles(): void {
  if (!fs.existsSync(BUNDLE_DIR)) return;
  for (const name of fs.readdirSync(BUNDLE_DIR)) {
    const pid = /^(?:main|pdf-worker)-(\d+)\.mjs(\.map)?$/.exec(name)?.[1];
    if (pid && Number(pid) !== process.pid && !running(Number(pid))) fs.rmSync(path.join(BUNDLE_DIR, name), { force: true });
  }
}

function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
