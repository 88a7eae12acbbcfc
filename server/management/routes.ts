import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { requireAuthority } from '../auth/guard.js';
import { ROOT_DIR, type Config } from '../config.js';
import type { Database } from '../db/connect.js';
import type { DocumentStore } from '../docstore/store.js';
import { verifySmtp } from '../mail/transport.js';
import { retryStatistics } from '../ops/retry.js';
import { Loggers } from './loggers.js';
import { maskSecrets } from './masking.js';
import { Metrics } from './metrics.js';
import { summary } from '../ops/timer.js';
import { prometheusText } from './prometheus.js';
import { threadDump } from './threaddump.js';

export interface ManagementDeps {
  database: Database;
  config: Config;
  documents: DocumentStore;
}

/** Below this many free bytes in the data folder, diskSpace is DOWN (Spring Boot's default threshold). */
const DISK_SPACE_THRESHOLD = 10 * 1024 * 1024;

type Status = 'UP' | 'DOWN';
interface Component {
  status: Status;
  details?: Record<string, unknown>;
}

const loggerParams = {
  type: 'object',
  properties: { name: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['name'],
} as const;

const loggerBody = {
  type: 'object',
  properties: { configuredLevel: { type: ['string', 'null'], maxLength: 20 } },
  required: ['configuredLevel'],
} as const;

/** The folder the server keeps its data in: the SQLite file's, else ./data (or the working folder). */
export function dataFolder(databaseUrl: string): string {
  if (databaseUrl.startsWith('sqlite:') && databaseUrl !== 'sqlite::memory:') return path.dirname(path.resolve(ROOT_DIR, databaseUrl.slice(7)));
  const data = path.join(ROOT_DIR, 'data');
  return fs.existsSync(data) ? data : ROOT_DIR;
}

/**
 * The operations endpoints of spec 000 §7.4 for ROLE_ADMIN, in the shapes of the platform the spec
 * came from (Spring Boot actuator, JHipster), filled with this Node process's own figures.
 */
export function registerManagementRoutes(app: FastifyInstance, deps: ManagementDeps): void {
  const { database, config } = deps;
  const { db } = database;
  const onRequest = requireAuthority('ROLE_ADMIN');
  const metrics = new Metrics();
  metrics.install(app);
  const loggers = new Loggers(app.log, config.logLevel);
  loggers.install(app);

  async function timedPing(): Promise<number> {
    const started = performance.now();
    await sql`select 1`.execute(db);
    return performance.now() - started;
  }

  async function outbox() {
    const rows = await db.selectFrom('mail_outbox').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('status').execute();
    const counts: Record<string, number> = { pending: 0, sent: 0, failed: 0 };
    for (const row of rows) counts[row.status as string] = Number(row.n);
    const oldest = await db.selectFrom('mail_outbox').select((eb) => eb.fn.min('created_at').as('at')).where('status', '=', 'pending').executeTakeFirst();
    const oldestPendingSeconds = oldest?.at == null ? 0 : Math.max(0, Math.round((Date.now() - Number(oldest.at)) / 1000));
    return { ...counts, oldestPendingSeconds };
  }

  async function check(run: () => Promise<Component>): Promise<Component> {
    try {
      return await run();
    } catch (error) {
      return { status: 'DOWN', details: { error: error instanceof Error ? error.message : String(error) } };
    }
  }

  async function health() {
    const components: Record<string, Component> = {
      db: await check(async () => ({
        status: 'UP',
        details: { database: database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite', validationQuery: 'select 1', responseTimeMs: await timedPing() },
      })),
      mail: await check(async () => {
        // The outbox is the transport without SMTP_URL; with it, the SMTP server must answer.
        if (config.mail.smtpUrl) await verifySmtp(config.mail.smtpUrl);
        return { status: 'UP', details: { transport: config.mail.smtpUrl ? 'smtp' : 'outbox', ...(await outbox()) } };
      }),
      documentStore: await check(async () => {
        const families = deps.documents.families();
        const started = performance.now();
        // Counting the current documents of one family reads the store's tables through its indexes.
        const { total } = families.length ? await deps.documents.query({ family: families[0], filters: [], offset: 0, limit: 0 }) : { total: 0 };
        return {
          status: 'UP',
          details: { fileStorage: config.documents.storage, families: families.length, countedFamily: families[0]?.key ?? null, currentDocuments: total, responseTimeMs: performance.now() - started },
        };
      }),
      diskSpace: await check(async () => {
        const folder = dataFolder(config.databaseUrl);
        const stats = await fs.promises.statfs(folder);
        const free = stats.bavail * stats.bsize;
        return {
          status: free >= DISK_SPACE_THRESHOLD ? 'UP' : 'DOWN',
          details: { path: folder, total: stats.blocks * stats.bsize, free, threshold: DISK_SPACE_THRESHOLD, exists: true },
        };
      }),
      ping: { status: 'UP' },
    };
    const status: Status = Object.values(components).every((c) => c.status === 'UP') ? 'UP' : 'DOWN';
    return { status, components };
  }

  function databaseStatistics() {
    const { queries, pool } = database.statistics();
    return { queries, pool: pool ?? { max: 1, total: 1, idle: 1, waiting: 0 } };
  }

  async function jhimetrics() {
    const memory = process.memoryUsage();
    const all = { count: 0 };
    const percode: Record<string, { count: number; mean: number; max: number }> = {};
    const byCode = new Map<number, { count: number; sum: number; max: number }>();
    const services: Record<string, Record<string, ReturnType<typeof summary> & { percode: Record<string, ReturnType<typeof summary>> }>> = {};
    for (const { key, timer } of metrics.requests.values()) {
      all.count += timer.count;
      const code = byCode.get(key.status) ?? { count: 0, sum: 0, max: 0 };
      code.count += timer.count;
      code.sum += timer.sum;
      code.max = Math.max(code.max, timer.max);
      byCode.set(key.status, code);
      const service = (services[key.uri] ??= {});
      const own = summary(timer);
      const method = service[key.method];
      if (!method) service[key.method] = { ...own, percode: { [key.status]: own } };
      else {
        method.percode[key.status] = own;
        // Across status codes: counts, means and maxima combine; percentiles are the busiest code's.
        const codes = Object.values(method.percode);
        const count = codes.reduce((n, c) => n + c.count, 0);
        const busiest = codes.reduce((a, b) => (b.count > a.count ? b : a));
        Object.assign(method, {
          count,
          mean: codes.reduce((s, c) => s + c.mean * c.count, 0) / count,
          max: Math.max(...codes.map((c) => c.max)),
          p50: busiest.p50,
          p95: busiest.p95,
          p99: busiest.p99,
        });
      }
    }
    for (const [code, c] of byCode) percode[code] = { count: c.count, mean: c.count ? c.sum / c.count : 0, max: c.max };
    let pingMs: number | null = null;
    try {
      pingMs = await timedPing();
    } catch {
      // reported as null
    }
    return {
      jvm: {
        heap: { committed: memory.heapTotal, used: memory.heapUsed, max: memory.heapTotal },
        rss: { committed: memory.rss, used: memory.rss, max: memory.rss },
        external: { committed: memory.external, used: memory.external, max: memory.external },
        arrayBuffers: { committed: memory.arrayBuffers, used: memory.arrayBuffers, max: memory.arrayBuffers },
      },
      memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal, external: memory.external, arrayBuffers: memory.arrayBuffers },
      eventLoop: { delay: metrics.eventLoopDelay() },
      garbageCollector: { 'gc.count': metrics.gc.count, 'gc.pause.totalMs': metrics.gc.ms },
      'http.server.requests': { all, percode },
      services,
      processMetrics: metrics.process(),
      // SQLite runs on one connection of this process; PostgreSQL's pool is reported as it is now.
      databases: { dialect: database.dialect, validationQueryMs: pingMs, ...databaseStatistics() },
      mail: await outbox().catch(() => null),
      retries: Object.fromEntries(
        retryStatistics().map((s) => [
          s.name,
          { startedCount: s.startedCount, completeCount: s.completeCount, errorCount: s.errorCount, abortCount: s.abortCount, recoveryCount: s.recoveryCount },
        ]),
      ),
      cache: {},
    };
  }

  app.get('/management/health', { onRequest }, async (_request, reply) => {
    const body = await health();
    reply.status(body.status === 'UP' ? 200 : 503);
    return body;
  });

  app.get('/management/jhimetrics', { onRequest }, () => jhimetrics());

  app.get('/management/prometheus', { onRequest }, async (_request, reply) => {
    const figures = await jhimetrics();
    reply.type('text/plain; version=0.0.4; charset=utf-8');
    return prometheusText(metrics, figures.mail, process.memoryUsage());
  });

  app.get('/management/threaddump', { onRequest }, () => threadDump());

  app.get('/management/loggers', { onRequest }, () => loggers.list());

  app.post<{ Params: { name: string }; Body: { configuredLevel: string | null } }>(
    '/management/loggers/:name',
    { onRequest, schema: { params: loggerParams, body: loggerBody }, config: { objectName: 'logger' } },
    async (request, reply) => {
      loggers.set(request.params.name, request.body.configuredLevel);
      return reply.status(204).send();
    },
  );

  app.get('/management/configprops', { onRequest }, () => ({
    contexts: {
      portico: {
        beans: {
          porticoConfig: { prefix: 'portico', properties: maskSecrets(configProperties(config)) },
        },
      },
    },
  }));

  app.get('/management/env', { onRequest }, () => ({
    activeProfiles: config.profiles,
    propertySources: [
      { name: 'portico configuration', properties: wrap(maskSecrets(flatten(configProperties(config))) as Record<string, unknown>) },
      {
        name: 'systemEnvironment',
        properties: wrap(maskSecrets(Object.fromEntries(Object.entries(process.env).sort(([a], [b]) => a.localeCompare(b)))) as Record<string, unknown>),
      },
      { name: 'process', properties: wrap({ 'node.version': process.version, platform: process.platform, arch: process.arch, pid: process.pid, cwd: process.cwd() }) },
    ],
  }));
}

/** The configuration as plain data; an absent JWT secret is told as such, without inventing one. */
function configProperties(config: Config): Record<string, unknown> {
  return JSON.parse(JSON.stringify({ ...config, jwtSecret: config.jwtSecret ?? null }, (_k, v: unknown) => (v === undefined ? null : v))) as Record<string, unknown>;
}

function flatten(value: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object' && !Array.isArray(v)) Object.assign(out, flatten(v as Record<string, unknown>, name));
    else out[name] = v;
  }
  return out;
}

const wrap = (properties: Record<string, unknown>) => Object.fromEntries(Object.entries(properties).map(([k, value]) => [k, { value }]));
