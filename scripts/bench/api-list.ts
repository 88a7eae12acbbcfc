/**
 * Benchmark: a page of the pages list over 10,000 rows against a bare route of the same server.
 *
 *   npm run bench:api-list [-- --duration 5 --rounds 3 --connections 10]
 *
 * Starts the server on a temporary SQLite file, inserts 10,000 pages, then measures with autocannon
 * GET api/pages?page=0&size=20&sort=name,asc (signed in as admin) and GET management/health/liveness,
 * taking turns in the same run, and prints requests/s, p99 latency and the ratio list/bare.
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { startServer } from '../../tests/support/server.js';

interface Result {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  pipelining?: number;
  headers?: Record<string, string>;
}) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const TARGET = 0.35;
const ROWS = 10_000;

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const rounds = Number(args.rounds);

const server = await startServer({ db: 'sqlite', env: { LOG_LEVEL: 'warn' } });
try {
  seedPages(server.databaseUrl.slice('sqlite:'.length));
  const token = await server.token('admin', 'admin');
  const headers = { authorization: `Bearer ${token}` };
  const listUrl = `${server.baseUrl}/api/pages?page=0&size=20&sort=name,asc`;
  const bareUrl = `${server.baseUrl}/management/health/liveness`;

  const check = await fetch(listUrl, { headers });
  const total = check.headers.get('x-total-count');
  if (check.status !== 200 || Number(total) < ROWS) throw new Error(`The list answered ${check.status} with ${total} rows`);

  const run = async (url: string, withHeaders?: Record<string, string>) => {
    await autocannon({ url, connections, duration: 1, headers: withHeaders }); // warm-up
    const result = await autocannon({ url, connections, duration, headers: withHeaders });
    if (result.non2xx || result.errors || result.timeouts)
      throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts\n${server.output()}`);
    return result;
  };
  // Bare and list take turns, so that a load change on the machine touches both alike.
  const bare: Result[] = [];
  const list: Result[] = [];
  for (let round = 0; round < rounds; round++) {
    bare.push(await run(bareUrl));
    list.push(await run(listUrl, headers));
  }

  const rate = (rs: Result[]) => rs.reduce((sum, r) => sum + r.requests.average, 0) / rs.length;
  const p99 = (rs: Result[]) => Math.max(...rs.map((r) => r.latency.p99));
  const ratio = rate(list) / rate(bare);
  const row = (name: string, rs: Result[]) =>
    `${name.padEnd(46)} ${rate(rs).toFixed(0).padStart(8)} req/s   p99 ${String(p99(rs)).padStart(4)} ms`;
  console.log(
    `\nPortico list benchmark: ${total} pages, SQLite, ${connections} connections, ${rounds} x ${duration} s each, Node ${process.version}`,
  );
  console.log(row('GET management/health/liveness (bare)', bare));
  console.log(row('GET api/pages?page=0&size=20&sort=name,asc', list));
  console.log(`per round: ${list.map((l, i) => (l.requests.average / bare[i].requests.average).toFixed(3)).join(', ')}`);
  console.log(`ratio list/bare: ${ratio.toFixed(3)} (target >= ${TARGET}) ${ratio >= TARGET ? 'OK' : 'BELOW TARGET'}\n`);
} finally {
  await server.stop();
}

/** Inserts the rows straight into the migrated table, in one transaction (the API is what is measured, not this). */
function seedPages(file: string) {
  const db = new SQLite(file);
  try {
    const template = db.prepare(`insert into template (name, "row", col) values (?, 2, 2)`).run('Bench template').lastInsertRowid;
    const insert = db.prepare(
      `insert into page (name, url_title, path, type, scope, "index", template_id, parent_id) values (?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      let parent: number | bigint | null = null;
      for (let i = 0; i < ROWS; i++) {
        // Names in an order unrelated to ids, so the sort has work to do.
        const n = (i * 7919) % ROWS;
        const name = `Page ${String(n).padStart(5, '0')}`;
        const id: number | bigint = insert.run(name, name, `page-${n}`, i % 10 ? 'PAGE' : 'LINK', i % 2 ? 'PUBLIC' : 'PRIVATE', i % 50, template, parent)
          .lastInsertRowid;
        if (i % 100 === 0) parent = id;
      }
    })();
  } finally {
    db.close();
  }
}
