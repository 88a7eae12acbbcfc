/**
 * One xlsx download through a real server, for scripts/bench/docstore.ts:
 *   tsx scripts/bench/docstore-export.ts <DATABASE_URL> <rows>
 * Starts the server in this process on the given (seeded) database, downloads `rows` invoices over
 * HTTP, and prints the time, the size, the peak resident memory of this process (sampled every 10 ms)
 * and the slowest answer of a small request made every 50 ms meanwhile.
 */
import os from 'node:os';
import { buildPortico } from '../../server/app.js';
import { readConfig } from '../../server/config.js';

const [url, rowsText] = process.argv.slice(2);
const rows = Number(rowsText);
const { app } = await buildPortico(
  readConfig({ DATABASE_URL: url, PORTICO_DEMO: 'false', PORTICO_ADMIN_PASSWORD: 'bench-admin', LOG_LEVEL: 'warn', PORTICO_CLIENT_DIR: os.tmpdir() }),
);
const base = await app.listen({ port: 0, host: '127.0.0.1' });
try {
  const signIn = await fetch(`${base}/api/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'bench-admin' }),
  });
  const authorization = signIn.headers.get('authorization')!;
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
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
  const res = await fetch(`${base}/api/adiuto-gateway/execute-query-download`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ fam: 'invoices', max: rows, order: 3, asc: true, widgetTitle: 'Bench export' }),
  });
  if (res.status !== 200) throw new Error(`The download answered ${res.status}: ${await res.text()}`);
  let bytes = 0;
  const reader = res.body!.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.length;
  const ms = performance.now() - started;
  probing = false;
  await probe;
  clearInterval(sampler);
  const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
  console.log(
    `xlsx export of ${rows.toLocaleString('en')} rows over HTTP: ${(ms / 1000).toFixed(1)} s, ${mb(bytes)} MB; ` +
      `peak RSS ${mb(peak)} MB (${mb(baseline)} MB before); slowest other request meanwhile ${slowest.toFixed(0)} ms`,
  );
} finally {
  await app.close();
}
