/**
 * Benchmark: a page of the pages list over 10,000 rows against a bare route of the same server, with
 * the same page again and again, and with every request another page, sort and size (never the same
 * answer twice: each is a slice of the list's order joined from its rows' JSON, see
 * docs/decisions.md).
 *
 *   npm run bench:api-list [-- --db sqlite|postgres|both --duration 5 --rounds 3 --connections 10]
 *
 * Starts the server on a fresh database (PostgreSQL: PORTICO_TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test), inserts 10,000 pages, then measures with autocannon
 * GET management/health/liveness, GET api/pages?page=0&size=20&sort=name,asc (signed in as admin), and
 * the varying list, taking turns in the same run, and prints requests/s, p99 latency and the ratios
 * list/bare. Target: at least 0.35 for any page, on both databases. Then, without a target, the
 * varying list with a write before each page (nothing kept from earlier reads serves it).
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { sql, type Insertable } from 'kysely';
import type { PageTable } from '../../server/entities/generated-tables.js';
import { connect } from '../../server/database.js';
import { startServer, type TestServer } from '../../tests/support/server.js';

interface Result {
  requests: { average: number };
  latency: { p99: number; average: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
interface Request {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: { method?: string; setupRequest: (request: Request) => Request }[];
}) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const TARGET = 0.35;
const ROWS = 10_000;
const SORTS = ['name', 'path', 'index', 'id', 'urlTitle', 'type'].flatMap((field) => [`${field},asc`, `${field},desc`]);

const { values: args } = parseArgs({
  options: {
    db: { type: 'string', default: 'both' },
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
const rounds = Number(args.rounds);
const dialects = args.db === 'both' ? (['sqlite', 'postgres'] as const) : [args.db as 'sqlite' | 'postgres'];
process.env.PORTICO_TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

let met = true;
for (const dialect of dialects) met = (await measure(dialect)) && met;
console.log(met ? 'Target met on every database.' : 'BELOW TARGET on at least one database.');

async function measure(dialect: 'sqlite' | 'postgres'): Promise<boolean> {
  const server = await startServer({ db: dialect, env: { LOG_LEVEL: 'warn', NODE_ENV: 'production' } });
  try {
    await seedPages(server);
    const token = await server.token('admin', 'admin');
    const headers = { authorization: `Bearer ${token}` };
    const listPath = '/api/pages?page=0&size=20&sort=name,asc';
    const check = await fetch(`${server.baseUrl}${listPath}`, { headers });
    const total = check.headers.get('x-total-count');
    if (check.status !== 200 || Number(total) < ROWS) throw new Error(`The list answered ${check.status} with ${total} rows`);

    // Every request another page, sort and size: 500 pages x 12 sorts x 10 sizes, never the same twice in a run.
    let n = 0;
    const anyPage = () => {
      const i = n++;
      return `/api/pages?page=${i % 500}&size=${20 + (Math.floor(i / 6_000) % 10)}&sort=${SORTS[Math.floor(i / 500) % SORTS.length]}`;
    };
    const run = async (path: string | (() => string), withHeaders?: Record<string, string>) => {
      const options = {
        url: server.baseUrl + (typeof path === 'string' ? path : '/'),
        connections,
        headers: withHeaders,
        requests: typeof path === 'string' ? undefined : [{ setupRequest: (request: Request) => ({ ...request, path: path() }) }],
      };
      await autocannon({ ...options, duration: 1 }); // warm-up
      const result = await autocannon({ ...options, duration });
      if (result.non2xx || result.errors || result.timeouts)
        throw new Error(`${options.url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts\n${server.output()}`);
      return result;
    };
    // Bare and lists take turns, so that a load change on the machine touches all alike.
    const bare: Result[] = [];
    const samePage: Result[] = [];
    const anyPages: Result[] = [];
    for (let round = 0; round < rounds; round++) {
      bare.push(await run('/management/health/liveness'));
      samePage.push(await run(listPath, headers));
      anyPages.push(await run(anyPage, headers));
    }

    // The cold path: every page asked right after a write (a theme renamed), so that nothing read before serves it.
    const theme = await fetch(`${server.baseUrl}/api/themes`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Bench theme', conf: '{}' }),
    }).then((r) => r.json() as Promise<{ id: number }>);
    let renames = 0;
    const afterWrites = await autocannon({
      url: server.baseUrl,
      connections,
      duration,
      headers,
      requests: [
        {
          method: 'PATCH',
          setupRequest: (request) => ({
            ...request,
            path: `/api/themes/${theme.id}`,
            headers: { ...request.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ id: theme.id, name: `Bench theme ${renames++}` }),
          }),
        },
        { method: 'GET', setupRequest: (request) => ({ ...request, path: anyPage() }) },
      ],
    });
    if (afterWrites.non2xx || afterWrites.errors) throw new Error(`After writes: ${afterWrites.non2xx} non-2xx, ${afterWrites.errors} errors`);

    const rate = (rs: Result[]) => rs.reduce((sum, r) => sum + r.requests.average, 0) / rs.length;
    const p99 = (rs: Result[]) => Math.max(...rs.map((r) => r.latency.p99));
    const row = (name: string, rs: Result[]) => `${name.padEnd(58)} ${rate(rs).toFixed(0).padStart(8)} req/s   p99 ${String(p99(rs)).padStart(4)} ms`;
    const ratio = (rs: Result[]) => rate(rs) / rate(bare);
    console.log(`\nPortico list benchmark: ${total} pages, ${dialect}, ${connections} connections, ${rounds} x ${duration} s each, Node ${process.version}`);
    console.log(row('GET management/health/liveness (bare)', bare));
    console.log(row(`GET ${listPath.slice(1)} (same page)`, samePage));
    console.log(row('GET api/pages, any page, another sort and size each time', anyPages));
    console.log(`${'GET api/pages, any page, each right after a write'.padEnd(58)} ${(afterWrites.requests.average / 2).toFixed(0).padStart(8)} pages/s (and as many PATCH api/themes; no target)`);
    const verdict = (rs: Result[]) => `${ratio(rs).toFixed(3)} (target >= ${TARGET}) ${ratio(rs) >= TARGET ? 'OK' : 'BELOW TARGET'}`;
    console.log(`ratio same page/bare:          ${ratio(samePage).toFixed(3)}`);
    console.log(`ratio any page/bare:           ${verdict(anyPages)}\n`);
    return ratio(anyPages) >= TARGET;
  } finally {
    await server.stop();
  }
}

/** Inserts the rows straight into the migrated tables (the API is what is measured, not this). */
async function seedPages(server: TestServer) {
  const { db, close } = await connect(server.databaseUrl);
  try {
    const template = await db.insertInto('template').values({ name: 'Bench template', row: 2, col: 2 }).returning('id').executeTakeFirstOrThrow();
    const firstId = 1_000_000;
    const rows: Insertable<PageTable>[] = Array.from({ length: ROWS }, (_, i) => {
      // Names in an order unrelated to ids, so the sort has work to do.
      const n = (i * 7919) % ROWS;
      const name = `Page ${String(n).padStart(5, '0')}`;
      return {
        id: firstId + i,
        name,
        url_title: name,
        path: `page-${n}`,
        type: i % 10 ? 'PAGE' : 'LINK',
        scope: i % 2 ? 'PUBLIC' : 'PRIVATE',
        index: i % 50,
        template_id: template.id,
        // Each hundredth page is the parent of the next 99, in the same scope.
        parent_id: i % 100 === 0 || (i % 100) % 2 !== 0 ? null : firstId + i - (i % 100),
      };
    });
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += 500) await trx.insertInto('page').values(rows.slice(i, i + 500)).execute();
    });
    // What autovacuum (PostgreSQL) or the next optimisation would do after a bulk load: the planner's statistics.
    await sql`analyze`.execute(db);
  } finally {
    await close();
  }
}
