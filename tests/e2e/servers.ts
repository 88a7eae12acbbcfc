/**
 * The browser tests' servers: one per Playwright worker, each on its own port and its own SQLite
 * file, so that tests which change site-wide settings (captcha, languages, licence, the site) never
 * meet another worker's tests. Worker `i` (its `parallelIndex`) talks to server `i`.
 */

/** How many workers, and so servers (PORTICO_E2E_WORKERS, default 2: one per core here). */
export const E2E_WORKERS = Math.max(1, Number(process.env.PORTICO_E2E_WORKERS ?? 2));

const FIRST_PORT = Number(process.env.PORTICO_E2E_PORT ?? 18080);

/** The address of the server that worker `parallelIndex` uses. */
export const e2eServerUrl = (parallelIndex: number) => `http://127.0.0.1:${FIRST_PORT + parallelIndex}`;
