/**
 * One xlsx download through a real server, for scripts/bench/docstore.ts:
 *   tsx scripts/bench/docstore-export.ts <DATABASE_URL> <rows>
 * Starts the server in a process of its own on the given (seeded) database, as `npm start` runs it,
 * grants the administrator every right on the documents, downloads `rows` invoices over HTTP, and
 * prints the time, the size, the server's peak resident memory (sampled every 10 ms by the server
 * process itself, so the client's buffers do not count) and the slowest answer of a small request made
 * every 50 ms meanwhile.
 */
import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildPortico } from '../../server/app.js';
import { readConfig } from '../../server/config.js';

type Message = { listening: string } | { memory: { baseline: number; peak: number } };

/** The next message from the server process. */
const next = (child: ChildProcess) => new Promise<Message | string>((resolve) => child.once('message', (m) => resolve(m as Message | string)));

const [url, rowsText, role] = process.argv.slice(2);
if (role === 'server') await serve(url);
else await download(url, Number(rowsText));

/** The server's side: listens, samples its own memory, and tells the parent both. */
async function serve(databaseUrl: string) {
  const { app } = await buildPortico(
    readConfig({ DATABASE_URL: databaseUrl, PORTICO_DEMO: 'false', PORTICO_ADMIN_PASSWORD: 'bench-admin', LOG_LEVEL: 'warn', PORTICO_CLIENT_DIR: os.tmpdir() }),
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  let baseline = 0;
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  process.on('message', async (message: string) => {
    if (message === 'start') {
      global.gc?.();
      baseline = peak = process.memoryUsage().rss;
      process.send!('started');
    } else if (message === 'report') {
      clearInterval(sampler);
      process.send!({ memory: { baseline, peak } } satisfies Message);
      await app.close();
      process.disconnect();
    }
  });
  process.send!({ listening: address } satisfies Message);
}

async function download(databaseUrl: string, rows: number) {
  const server = fork(fileURLToPath(import.meta.url), [databaseUrl, '0', 'server'], { execArgv: ['--import', 'tsx', '--expose-gc'] /* gc: the baseline without garbage */, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const base = ((await next(server)) as { listening: string }).listening;
  try {
    const json = (authorization: string, body: unknown) => ({ method: 'POST', headers: { authorization, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const signIn = await fetch(`${base}/api/authenticate`, json('', { username: 'admin', password: 'bench-admin' }));
    const authorization = signIn.headers.get('authorization')!;
    const account = (await (await fetch(`${base}/api/account`, { headers: { authorization } })).json()) as { id: number };
    const permission = (await (
      await fetch(`${base}/api/permissions`, json(authorization, { name: 'All documents', type: 'GENERAL', adiutoId: 0, create: true, read: true, update: true, delete: true }))
    ).json()) as { id: number };
    await fetch(`${base}/api/aliases`, json(authorization, { name: 'Administrators', adiutoId: account.id, permissions: [{ id: permission.id }] }));

    server.send('start');
    await next(server);
    let slowest = 0;
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const t = performance.now();
        await fetch(`${base}/management/health/liveness`);
        slowest = Math.max(slowest, performance.now() - t);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();

    const started = performance.now();
    const res = await fetch(`${base}/api/adiuto-gateway/execute-query-download`, json(authorization, { fam: 'invoices', max: rows, order: 3, asc: true, widgetTitle: 'Bench export' }));
    if (res.status !== 200) throw new Error(`The download answered ${res.status}: ${await res.text()}`);
    let bytes = 0;
    const reader = res.body!.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
    const ms = performance.now() - started;
    probing = false;
    await probe;
    server.send('report');
    const { baseline, peak } = ((await next(server)) as { memory: { baseline: number; peak: number } }).memory;
    const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
    console.log(
      `xlsx export of ${rows.toLocaleString('en')} rows over HTTP: ${(ms / 1000).toFixed(1)} s, ${mb(bytes)} MB; ` +
        `server peak RSS ${mb(peak)} MB (${mb(baseline)} MB before); slowest other request meanwhile ${slowest.toFixed(0)} ms`,
    );
  } finally {
    if (server.connected) server.kill();
  }
}
