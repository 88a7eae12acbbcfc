/**
 * Benchmark: the portal under the load of many people at once.
 *
 *   npm run bench:load [-- --clients 200 --duration 60 --think-ms 500 --invoices 20000 --configs sqlite,postgres,postgres-x2]
 *
 * For each configuration, a fresh database with `--invoices` invoices and the demonstration site:
 *   sqlite       one server on SQLite;
 *   postgres     one server on PostgreSQL (PORTICO_BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test);
 *   postgres-x2  two servers on one PostgreSQL database behind a round-robin proxy.
 * Then `--clients` virtual clients send the traffic of traffic.ts for `--duration` seconds, each
 * pausing a think time between its answer and its next request, and the run prints throughput,
 * p50 and p99 latency and errors, overall and per kind of request.
 * Targets: 0 errors in every configuration; p99 at most 250 ms on SQLite.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { seedMillionInvoices } from '../composer/database.js';
import { benchDatabase } from '../seed-invoices.js';
import { startRoundRobinProxy, type RoundRobinProxy } from '../../../tests/support/round-robin-proxy.js';
import { startServer, type TestServer } from '../../../tests/support/server.js';
import { runLoad, type LoadFigures } from './run-load.js';
import { prepareTraffic } from './traffic.js';

const CONFIGS = { sqlite: { dialect: 'sqlite', servers: 1 }, postgres: { dialect: 'postgres', servers: 1 }, 'postgres-x2': { dialect: 'postgres', servers: 2 } } as const;
type ConfigName = keyof typeof CONFIGS;
const P99_TARGET_SQLITE_MS = 250;

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    'think-ms': { type: 'string', default: '500' },
    invoices: { type: 'string', default: '20000' },
    configs: { type: 'string', default: 'sqlite,postgres,postgres-x2' },
  },
});
const clients = Number(args.clients);
const durationSeconds = Number(args.duration);
const thinkMs = Number(args['think-ms']);
const configs = args.configs.split(',').map((name) => {
  if (!(name in CONFIGS)) throw new Error(`Unknown configuration "${name}": one of ${Object.keys(CONFIGS).join(', ')}`);
  return name as ConfigName;
});

console.log(`Load: ${clients} clients for ${durationSeconds} s, think time ${thinkMs} ms (×0.5–1.5), ${Number(args.invoices).toLocaleString('en')} invoices`);
console.log(`Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB. Every process runs on it:`);
console.log('  this process (the clients and, for postgres-x2, the proxy), each server process, PostgreSQL.\n');

const results: [ConfigName, LoadFigures][] = [];
for (const name of configs) results.push([name, await runConfig(name)]);

console.log('\n| configuration | requests | throughput (/s) | p50 (ms) | p99 (ms) | max (ms) | errors |');
console.log('|---|---|---|---|---|---|---|');
for (const [name, f] of results)
  console.log(`| ${name} | ${f.requests} | ${f.throughput.toFixed(0)} | ${f.p50.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.max.toFixed(0)} | ${f.errors} |`);
let met = true;
for (const [name, f] of results) {
  if (f.errors > 0) met = false;
  if (name === 'sqlite' && f.p99 > P99_TARGET_SQLITE_MS) met = false;
}
console.log(`\nTargets (0 errors everywhere; p99 ≤ ${P99_TARGET_SQLITE_MS} ms on SQLite): ${met ? 'met' : 'NOT met'}`);
console.log('Two servers share two cores with PostgreSQL and the clients here: their throughput is reported beside one server\'s, without a target.');

async function runConfig(name: ConfigName): Promise<LoadFigures> {
  const { dialect, servers: count } = CONFIGS[name];
  console.log(`== ${name}`);
  const database = { dialect, ...(await benchDatabase(dialect)) };
  let servers: TestServer[] = [];
  let proxy: RoundRobinProxy | undefined;
  try {
    await seedMillionInvoices(database.url, Number(args.invoices));
    const env = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };
    servers = await Promise.all(Array.from({ length: count }, () => startServer({ database, env })));
    proxy = count > 1 ? await startRoundRobinProxy(servers.map((s) => s.baseUrl)) : undefined;
    const target = proxy?.baseUrl ?? servers[0].baseUrl;
    const traffic = await prepareTraffic(servers[0].baseUrl, target, clients);
    const figures = await runLoad({ clients, durationSeconds, thinkMs, next: traffic.next });
    console.log(`  ${figures.requests} requests, ${figures.throughput.toFixed(0)}/s, p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ${figures.errors} errors`);
    for (const [kind, k] of Object.entries(figures.byKind)) console.log(`    ${kind.padEnd(26)} ${String(k.count).padStart(6)}  p50 ${k.p50.toFixed(1).padStart(6)} ms  p99 ${k.p99.toFixed(1).padStart(7)} ms  errors ${k.errors}`);
    for (const error of figures.sampleErrors) console.log(`    error: ${error}`);
    if (proxy) console.log(`  answered per server: ${proxy.answered.join(' / ')}`);
    return figures;
  } finally {
    await proxy?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
  }
}
