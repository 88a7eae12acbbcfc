/**
 * `npm start` and `npm run serve`: starts the server, and before that (npm start only) builds the
 * client when its build is missing or older than its sources, so that a restart takes seconds.
 *
 *   npm start         build when needed, then start; NODE_ENV=production never builds
 *   npm run serve     production: never builds, and refuses to start without a client build
 */
import '../setup/node-version.mjs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '../../server/config.js';
import { buildTime, CLIENT_SOURCES, clientIsStale, newestModification } from './client-freshness.js';

const neverBuild = process.argv.includes('--never-build') || process.env.NODE_ENV === 'production';
const clientDir = path.resolve(ROOT_DIR, process.env.PORTICO_CLIENT_DIR ?? 'dist/client');
const built = buildTime(clientDir);

if (neverBuild) {
  if (built === undefined) {
    console.error(`There is no client build in ${clientDir}: run "npm run build" first (a production start never builds).`);
    process.exit(1);
  }
} else if (clientIsStale(built, newestModification(ROOT_DIR, CLIENT_SOURCES))) {
  console.log(built === undefined ? 'Building the client (first start)…' : 'Building the client (its sources changed)…');
  const vite = path.join(ROOT_DIR, 'node_modules', '.bin', 'vite');
  const { status } = spawnSync(vite, ['build', '--logLevel', 'warn', '--outDir', clientDir, '--emptyOutDir'], { cwd: ROOT_DIR, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}

await import('../../server/main.js');
