/**
 * Benchmark of the embedded document store at scale, on SQLite and on PostgreSQL.
 *
 *   npm run bench:docstore [-- --docs 1000000 --db both|sqlite|postgres --export 100000 --keep]
 *   npm run bench:docstore -- --reuse <database url printed by --keep>
 *
 * For each database: a fresh database (SQLite in a temporary file; PostgreSQL a new database on the
 * server of PORTICO_BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test, dropped at
 * the end), migrated by the server's own start-up, then `--docs` invoices (the demonstration family)
 * written straight into the store's tables by set-based inserts, with the field indexes built after.
 * Then 200 queries of 8 kinds (equality, text prefix, date range and sort on a field, each on page 1
 * and page 500, each with its count) through the execute-query path (Query parsing, the store, the
 * answer's shape) and the same queries as hand-written SQL on the same tables, a round of each in
 * turn; prints p50/p95 per kind and the ratio ours/raw; once with max 10,000
 * and once with max 1,000,000. Last, a server process on that database streams an xlsx download of
 * `--export` rows over HTTP (scripts/bench/docstore-export.ts) and reports its time, its peak resident
 * memory and how long other requests waited meanwhile. `--reuse` measures again on a database kept by
 * `--keep`, without seeding it (and keeps it); `--export 0` leaves the download out.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { sql } from 'kysely';
import { buildPortico } from '../../server/app.js';
import { readConfig, ROOT_DIR } from '../../server/config.js';
import { connect, type Database } from '../../server/database.js';
import { answerQuery } from '../../server/docstore/answers.js';
import { EmbeddedDocumentStore } from '../../server/docstore/embedded.js';
import { DatabaseFileStorage } from '../../server/docstore/file-storage.js';
import { loadDocumentModel } from '../../server/docstore/model-files.js';
import type { QueryBody } from '../../server/docstore/query.js';
import { benchDatabase, INVOICES_TABLE as TABLE, seedInvoices } from './seed-invoices.js';

const { values: args } = parseArgs({
  options: {
    docs: { type: 'string', default: '1000000' },
    db: { type: 'string', default: 'both' },
    export: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '200' },
    keep: { type: 'boolean', default: false },
    reuse: { type: 'string' },
  },
});
const DOCS = Number(args.docs);
const EXPORT_ROWS = Math.min(Number(args.export), DOCS);
const QUERIES = Number(args.queries);
const PAGE_SIZE = 20;
/**
 * Each query is run with two maxes: 10,000, the least that reaches page 500 (x-total-count then says
 * at most 10,000, and counts stop there), and 1,000,000, where every count is a full count.
 */
const MAXES = [10_000, 1_000_000];
const WARM_UP_ROUNDS = 5;

interface Kind {
  name: string;
  page: number;
  /** The Query, and the same as SQL: a where clause with ? parameters and an order by. */
  make(rand: () => number): { body: QueryBody; where: string; params: (string | number)[]; order: string };
}

const day = (offset: number) => {
  const d = new Date(Date.UTC(2015, 0, 1) + offset * 86_400_000);
  return Number(d.toISOString().slice(0, 10).replace(/-/g, ''));
};
const equality = (rand: () => number) => {
  const status = 1 + Math.floor(rand() * 5);
  return { body: { f: [6], o: ['='], v1: [status] }, where: 'v.f_6 = ?', params: [status], order: 'v.document_id desc' };
};
const prefix = (digits: number) => (rand: () => number) => {
  const text = `supplier ${String(Math.floor(rand() * 10 ** digits)).padStart(digits, '0').replace(/^0/, '1')}`;
  return {
    body: { f: [2], o: ['like'], v1: [`${text}%`] },
    where: "v.f_2_lc >= ? and v.f_2_lc < ? || '\u{10FFFF}'",
    params: [text, text],
    order: 'v.document_id desc',
  };
};
const range = (rand: () => number) => {
  const from = Math.floor(rand() * 3500);
  const [v1, v2] = [day(from), day(from + 90)];
  return { body: { f: [3], o: ['between'], v1: [v1], v2: [v2] }, where: 'v.f_3 >= ? and v.f_3 <= ?', params: [v1, v2], order: 'v.document_id desc' };
};
const sorted = () => ({ body: { order: 5, asc: true }, where: '1 = 1', params: [], order: 'v.f_5 asc, v.document_id asc' });

const KINDS: Kind[] = [
  { name: 'equality, page 1', page: 0, make: equality },
  { name: 'equality, page 500', page: 499, make: equality },
  { name: 'text prefix, page 1', page: 0, make: prefix(3) },
  { name: 'text prefix, page 500', page: 499, make: prefix(1) },
  { name: 'date range, page 1', page: 0, make: range },
  { name: 'date range, page 500', page: 499, make: range },
  { name: 'sort on a number, page 1', page: 0, make: sorted },
  { name: 'sort on a number, page 500', page: 499, make: sorted },
];

/** A fixed pseudo-random sequence, so every run asks the same queries. */
function sequence(seed: number) {
  let s = seed;
  return () => ((s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const config = (url: string) =>
  readConfig({ DATABASE_URL: url, PORTICO_DEMO: 'false', PORTICO_ADMIN_PASSWORD: 'bench-admin', LOG_LEVEL: 'warn', PORTICO_CLIENT_DIR: os.tmpdir() });

/** The same query by hand: a count stopping at max, and the page joined to ds_document. */
function rawRunner(dialect: 'sqlite' | 'postgres', url: string, max: number) {
  const columns = 'v.*, d.root_id, d.version, d.file_id, d.file_name, d.created_by, d.created_at';
  const statements = (where: string, order: string) => {
    const w = `v.state = 1 and ${where}`;
    return {
      count: max < 100_000 ? `select count(*) as count from (select 1 from ${TABLE} v where ${w} limit ${max}) c` : `select count(*) as count from ${TABLE} v where ${w}`,
      page: `select ${columns} from ${TABLE} v join ds_document d on d.id = v.document_id where ${w} order by ${order} limit ${PAGE_SIZE} offset ?`,
    };
  };
  if (dialect === 'sqlite') {
    const sqlite = new SQLite(url.slice('sqlite:'.length), { readonly: true });
    const cache = new Map<string, SQLite.Statement>();
    const prepared = (text: string) => cache.get(text) ?? cache.set(text, sqlite.prepare(text)).get(text)!;
    return {
      run: async (where: string, params: (string | number)[], order: string, offset: number) => {
        const s = statements(where, order);
        const { count } = prepared(s.count).get(...params) as { count: number };
        return { count, rows: offset < count ? prepared(s.page).all(...params, offset).length : 0 };
      },
      close: async () => sqlite.close(),
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const numbered = (text: string) => {
    let i = 0;
    return text.replace(/\?/g, () => `$${++i}`);
  };
  return {
    run: async (where: string, params: (string | number)[], order: string, offset: number) => {
      const s = statements(where, order);
      const count = Number((await pool.query(numbered(s.count), params)).rows[0].count);
      return { count, rows: offset < count ? (await pool.query(numbered(s.page), [...params, offset])).rowCount : 0 };
    },
    close: () => pool.end(),
  };
}

async function explain(database: Database) {
  const { db, dialect } = database;
  const plans: string[] = [];
  for (const kind of KINDS.filter((k) => k.page === 0)) {
    const { where, params, order } = kind.make(sequence(7));
    let text = `select v.document_id from ${TABLE} v where v.state = 1 and ${where} order by ${order} limit 20`;
    for (const p of params) text = text.replace('?', typeof p === 'number' ? String(p) : `'${p.replace(/'/g, "''")}'`);
    const result = await sql.raw(`${dialect === 'sqlite' ? 'explain query plan' : 'explain'} ${text}`).execute(db);
    const lines = (result.rows as Record<string, unknown>[]).map((r) => String(r.detail ?? r['QUERY PLAN']));
    plans.push(`  ${kind.name}: ${lines.map((l) => l.trim()).join(' / ')}`);
  }
  return plans;
}

async function bench(dialect: 'sqlite' | 'postgres') {
  const reused = args.reuse !== undefined;
  const target = reused ? { url: args.reuse!, drop: async () => {} } : await benchDatabase(dialect);
  console.log(`\n== ${dialect}: ${reused ? `the documents of ${target.url}` : `${DOCS.toLocaleString('en')} documents`}`);
  try {
    const { database, store } = await openStore(dialect, target.url, reused);
    for (const line of await explain(database)) console.log(line);
    for (const max of MAXES) await compareAtMax(dialect, target.url, store, max);
    await database.close();
    if (EXPORT_ROWS > 0) runExport(target.url);
  } finally {
    if (args.keep || reused) console.log(`  kept the database: ${target.url}`);
    else await target.drop();
  }
}

/** The store on the bench database: as it is when reused, else made by the server's start-up and seeded with `--docs` invoices. */
async function openStore(dialect: 'sqlite' | 'postgres', url: string, reused: boolean): Promise<{ database: Database; store: EmbeddedDocumentStore }> {
  const model = loadDocumentModel([path.join(ROOT_DIR, 'schemas', 'families')]);
  if (reused) {
    const database = await connect(url);
    return { database, store: await EmbeddedDocumentStore.open(database, model, new DatabaseFileStorage()) };
  }
  // The server's own start-up makes the schema (migrations, family tables, the first administrator).
  const portico = await buildPortico(config(url));
  await portico.app.close();
  const database = await connect(url);
  const seedMs = await seedInvoices(database, DOCS);
  const indexStarted = performance.now();
  const store = await EmbeddedDocumentStore.open(database, model, new DatabaseFileStorage()); // builds the indexes dropped for the seed
  await sql.raw(dialect === 'sqlite' ? 'analyze' : 'vacuum analyze').execute(database.db);
  // The seed's writes flushed now rather than in the background while queries are timed.
  await sql.raw(dialect === 'sqlite' ? 'pragma wal_checkpoint(truncate)' : 'checkpoint').execute(database.db);
  console.log(`  seed ${(seedMs / 1000).toFixed(1)} s, indexes and statistics ${((performance.now() - indexStarted) / 1000).toFixed(1)} s`);
  return { database, store };
}

type Answer = { total: number; rows: number };
type Timings = Map<string, { ours: number[]; raw: number[] }>;

/** Times the queries of every kind through our layers and as raw SQL with one max, checks that both answer alike, and prints the times. */
async function compareAtMax(dialect: 'sqlite' | 'postgres', url: string, store: EmbeddedDocumentStore, max: number) {
  const raw = rawRunner(dialect, url, max);
  const rand = sequence(42);
  const order = sequence(7);
  const times: Timings = new Map(KINDS.map((k) => [k.name, { ours: [] as number[], raw: [] as number[] }]));
  const rounds = Math.max(1, Math.round(QUERIES / KINDS.length));
  const timed = async <T>(run: () => Promise<T>) => {
    const t = performance.now();
    return { value: await run(), ms: performance.now() - t };
  };
  // Rounds of one query of each kind, in a shuffled order, each through one layer and then the
  // other (which goes first alternates). Each layer is timed in a mix of its own queries: a query
  // just after the other layer's slow ones finds the processor's caches cold, and the slow ones are
  // nearly all raw SQL's; so each pass starts with an untimed query of its own (the round before's
  // last). Whole layers in turn would be timed minutes apart, and this machine's speed drifts and
  // stalls: a stall then hit many of one layer's queries. First, warm-up rounds (our JavaScript
  // is then compiled as a running server's is).
  const shuffledRound = () => {
    const queries = KINDS.map((kind) => ({ kind, ...kind.make(rand) }));
    for (let i = queries.length - 1; i > 0; i--) {
      const j = Math.floor(order() * (i + 1));
      [queries[i], queries[j]] = [queries[j], queries[i]];
    }
    return queries;
  };
  type Round = ReturnType<typeof shuffledRound>;
  const warmUp = Array.from({ length: WARM_UP_ROUNDS }, shuffledRound);
  const mixes = Array.from({ length: rounds }, shuffledRound);
  const answers = { ours: new Map<Round, Answer[]>(), raw: new Map<Round, Answer[]>() };
  const layers: Record<'ours' | 'raw', (q: Round[number]) => Promise<Answer>> = {
    ours: async ({ kind, body }) => {
      const { total, answer } = await answerQuery(store, { fam: 'invoices', max, ...body }, { page: kind.page, size: PAGE_SIZE }, 'en');
      return { total, rows: answer.listData.length };
    },
    raw: async ({ kind, where, params, order: by }) => {
      const { count, rows } = await raw.run(where, params, by, kind.page * PAGE_SIZE);
      return { total: Math.min(max, Number(count)), rows: Number(rows) };
    },
  };
  const pass = async (layer: 'ours' | 'raw', mix: Round, timing: boolean) => {
    const found: Answer[] = [];
    for (const query of mix) {
      const { value, ms } = await timed(() => layers[layer](query));
      if (timing) times.get(query.kind.name)![layer].push(ms);
      found.push(value);
    }
    answers[layer].set(mix, found);
  };
  for (const layer of ['ours', 'raw'] as const) for (const mix of warmUp) await pass(layer, mix, false);
  for (const [i, mix] of mixes.entries()) {
    const before = (i ? mixes[i - 1] : warmUp[warmUp.length - 1]).slice(-1);
    for (const layer of i % 2 ? (['raw', 'ours'] as const) : (['ours', 'raw'] as const)) {
      await pass(layer, before, false);
      await pass(layer, mix, true);
    }
  }
  for (const mix of mixes)
    mix.forEach(({ kind }, i) => {
      const [a, b] = [answers.ours.get(mix)![i], answers.raw.get(mix)![i]];
      if (a.total !== b.total || a.rows !== b.rows) throw new Error(`${kind.name}: ours ${a.total}/${a.rows}, raw ${b.total}/${b.rows}`);
    });
  await raw.close();
  printTimes(max, times);
}

/** p50 and p95 of each kind, ours and raw, and the ratio of the p95s. */
function printTimes(max: number, times: Timings) {
  const title = `max ${max.toLocaleString('en')}: page of 20 + count`;
  console.log(`  ${title.padEnd(34)} ${'ours p50'.padStart(9)} ${'ours p95'.padStart(9)} ${'raw p50'.padStart(9)} ${'raw p95'.padStart(9)} ${'p95 ratio'.padStart(9)}`);
  for (const [name, t] of times) {
    const [o50, o95, r50, r95] = [percentile(t.ours, 50), percentile(t.ours, 95), percentile(t.raw, 50), percentile(t.raw, 95)];
    console.log(`  ${name.padEnd(34)} ${o50.toFixed(2).padStart(6)} ms ${o95.toFixed(2).padStart(6)} ms ${r50.toFixed(2).padStart(6)} ms ${r95.toFixed(2).padStart(6)} ms ${(o95 / r95).toFixed(2).padStart(9)}`);
  }
}

/** A server process on the bench database streams an xlsx download (docstore-export.ts), which reports its figures. */
function runExport(url: string) {
  const script = path.join(ROOT_DIR, 'scripts', 'bench', 'docstore-export.ts');
  const child = spawnSync(process.execPath, ['--import', 'tsx', script, url, String(EXPORT_ROWS)], { cwd: ROOT_DIR, encoding: 'utf8' });
  if (child.status !== 0) throw new Error(`The export run failed:\n${child.stdout}\n${child.stderr}`);
  console.log(`  ${child.stdout.trim()}`);
}

const dialects = args.reuse ? [args.reuse.startsWith('sqlite:') ? ('sqlite' as const) : ('postgres' as const)] : args.db === 'both' ? (['sqlite', 'postgres'] as const) : [args.db as 'sqlite' | 'postgres'];
for (const dialect of dialects) await bench(dialect);
