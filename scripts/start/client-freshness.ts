import fs from 'node:fs';
import path from 'node:path';

/** What the client build is made from: a change to any of these makes `dist/client` stale. */
export const CLIENT_SOURCES = ['src', 'index.html', 'public', 'i18n', 'vite.config.ts', 'tsconfig.json', 'package-lock.json'];

/**
 * Whether the client must be built again: when there is no build (no index.html), or when a source
 * was changed after it (the newest modification time of the sources against the build's index.html,
 * which Vite writes last). `newestSource` is undefined when no source exists (an installed release).
 */
export function clientIsStale(buildTime: number | undefined, newestSource: number | undefined): boolean {
  if (buildTime === undefined) return true;
  return newestSource !== undefined && newestSource > buildTime;
}

/** The newest modification time (ms) among the files under these paths, or undefined when none exists. */
export function newestModification(root: string, paths: string[]): number | undefined {
  let newest: number | undefined;
  const visit = (file: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) for (const entry of fs.readdirSync(file)) visit(path.join(file, entry));
    else newest = Math.max(newest ?? 0, stat.mtimeMs);
  };
  for (const p of paths) visit(path.join(root, p));
  return newest;
}

/** The modification time (ms) of the build's index.html, or undefined when there is no build. */
export function buildTime(clientDir: string): number | undefined {
  try {
    return fs.statSync(path.join(clientDir, 'index.html')).mtimeMs;
  } catch {
    return undefined;
  }
}
