import { BUNDLE_ENV, buildServerBundle, bundlePath, removeBundle } from './server-bundle.js';

/**
 * Vitest global setup of the API projects: compiles the server once for the whole run, before any test
 * file starts one (`startServer` in `server.ts` runs the file named by PORTICO_TEST_SERVER_BUNDLE), and
 * removes the file at the end. Both API projects name this setup; the second finds the file compiled.
 */
export default function setup(): (() => void) | undefined {
  const file = bundlePath();
  if (process.env[BUNDLE_ENV] === file) return undefined;
  buildServerBundle(file);
  process.env[BUNDLE_ENV] = file;
  return () => removeBundle(file);
}
