import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '../../../server/config.js';
import { freePort } from '../../../tests/support/server.js';

/** Builds the client into `outDir` (under the project) for a bench server to serve; answers its absolute path. */
export function buildClient(outDir = 'dist/client-bench'): string {
  console.log(`  building the client into ${outDir}`);
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir], { cwd: ROOT_DIR, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The client build failed');
  return path.join(ROOT_DIR, outDir);
}

export interface BenchServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** `npm start`'s server in a process of its own, on the given database and client build, with the demonstration site; on a free port unless one is given. */
export async function startBenchServer(databaseUrl: string, clientDir: string, fixedPort?: number): Promise<BenchServer> {
  const port = fixedPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT_DIR,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, PORTICO_DEMO: 'true', PORTICO_CLIENT_DIR: clientDir },
    // Its warnings and errors only (the demonstration seed prints the accounts on standard output).
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    const live = await fetch(`${baseUrl}/management/health/liveness`).then((r) => r.ok, () => false);
    if (live) return { baseUrl, stop };
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error('The server did not start within 5 minutes');
}

/** A Bearer token of a demonstration account (password = login). */
export async function signIn(baseUrl: string, login: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/authenticate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: login, password: login }) });
  const header = res.headers.get('authorization');
  if (!res.ok || !header) throw new Error(`Sign-in of ${login} failed: ${res.status}`);
  return header.slice('Bearer '.length);
}

/** A private page with one widget, made through the API as an administrator; answers its path and the widget's id. */
export async function createWidgetPage(baseUrl: string, adminToken: string, widget: { name: string; title?: string; confSchema: string; conf: Record<string, unknown> }): Promise<{ path: string; widgetId: number }> {
  const call = async (method: string, address: string, body?: unknown) => {
    const res = await fetch(`${baseUrl}/${address}`, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw new Error(`${method} ${address}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const types = (await call('GET', 'api/widget-types?size=100')) as { id: number; confSchema: string }[];
  const type = types.find((t) => t.confSchema === widget.confSchema);
  if (!type) throw new Error(`No widget type with confSchema ${widget.confSchema}`);
  const path = `bench-${widget.confSchema}-${Date.now()}`;
  const page = await call('POST', 'api/pages', { type: 'PAGE', name: JSON.stringify({ en: widget.name }), urlTitle: widget.name, path, scope: 'PRIVATE', index: 99 });
  const created = await call('POST', 'api/widgets', { title: widget.title ?? widget.name, conf: JSON.stringify(widget.conf), page: { id: page.id }, type: { id: type.id } });
  return { path, widgetId: created.id };
}

/** A private page with one document list of the invoices. */
export const createListPage = (baseUrl: string, adminToken: string) =>
  createWidgetPage(baseUrl, adminToken, { name: 'Million invoices', title: 'Invoices', confSchema: 'document-list', conf: { layout: { x: 0, y: 0, w: 12, h: 12 }, fam: 'invoices', columns: [1, 2, 3, 5, 6] } });
