// Stops at once, saying what to run, when the Node.js running us is older than package.json's
// `engines.node`. On Linux (x64, arm64) `npm install` brings that Node into node_modules (the optional
// dependency node-linux-<arch>), and npm runs every script with node_modules/.bin first on PATH; any
// other Node (the machine's own, running a script by hand, or a system without that package) would
// otherwise end in a crash of a native module rather than a message.
// Runs as `postinstall` and first in `npm start` and `npm test`; plain JavaScript, for any old Node.
import fs from 'node:fs';

const root = new URL('../../', import.meta.url);
const pkg = JSON.parse(fs.readFileSync(new URL('package.json', root), 'utf8'));
const wanted = pkg.engines.node.replace(/^>=\s*/, '');

/** Whether version `a` ("24.11.0") is older than `b` ("24.11"), by numbers. */
function older(a, b) {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number));
  for (let i = 0; i < y.length; i++) if ((x[i] ?? 0) !== y[i]) return (x[i] ?? 0) < y[i];
  return false;
}

if (older(process.versions.node, wanted)) {
  const arch = { x64: 'x64', arm64: 'arm64' }[process.arch];
  const bundled = process.platform === 'linux' && arch ? `node-linux-${arch}` : undefined;
  const bundledInstalled = bundled && fs.existsSync(new URL(`node_modules/${bundled}/bin/node`, root));
  const todo = bundledInstalled
    ? 'run it through npm (npm start, npm test, npm run <script>), which runs node_modules/.bin/node first'
    : bundled
      ? `run "npm install --include=optional": it brings Node.js ${pkg.optionalDependencies[bundled]} (the package ${bundled})`
      : `install Node.js ${wanted} or later (https://nodejs.org), then run "npm install" again`;
  console.error(`Portico needs Node.js ${wanted} or later, and this is Node.js ${process.version} (${process.execPath}): ${todo}.`);
  process.exit(1);
}
