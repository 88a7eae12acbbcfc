import type { Database } from '../database.js';
import type { OutboxStore } from '../mail/outbox.js';
import { retryStatistics } from '../ops/retry.js';
import { summary } from '../ops/timer.js';
import { timedPing } from './database-ping.js';
import type { Metrics } from './metrics.js';

export interface MetricsDeps {
  database: Database;
  metrics: Metrics;
  outbox: OutboxStore;
}

type Summary = ReturnType<typeof summary>;
type MethodFigures = Summary & { percode: Record<string, Summary> };

/** A method's figures across its status codes: counts, means and maxima combine; percentiles are the busiest code's. */
function combineCodes(method: MethodFigures): void {
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

/** The answered requests: all of them, by status code, and by route template and method (JHipster's `services`). */
export function requestFigures(metrics: Metrics) {
  const all = { count: 0 };
  const percode: Record<string, { count: number; mean: number; max: number }> = {};
  const byCode = new Map<number, { count: number; sum: number; max: number }>();
  const services: Record<string, Record<string, MethodFigures>> = {};
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
      combineCodes(method);
    }
  }
  for (const [code, c] of byCode) percode[code] = { count: c.count, mean: c.count ? c.sum / c.count : 0, max: c.max };
  return { all, percode, services };
}

/** Memory as JHipster's page shows the JVM's areas, each committed, used and max. */
function memoryAreas(memory: NodeJS.MemoryUsage) {
  const area = (bytes: number) => ({ committed: bytes, used: bytes, max: bytes });
  return {
    heap: { committed: memory.heapTotal, used: memory.heapUsed, max: memory.heapTotal },
    rss: area(memory.rss),
    external: area(memory.external),
    arrayBuffers: area(memory.arrayBuffers),
  };
}

async function databaseFigures(database: Database) {
  let validationQueryMs: number | null = null;
  try {
    validationQueryMs = await timedPing(database.db);
  } catch {
    // reported as null
  }
  const { queries, pool } = database.statistics();
  // SQLite runs on one connection of this process; PostgreSQL's pool is reported as it is now.
  return { dialect: database.dialect, validationQueryMs, queries, pool: pool ?? { max: 1, total: 1, idle: 1, waiting: 0 } };
}

function retryFigures() {
  return Object.fromEntries(
    retryStatistics().map((s) => [
      s.name,
      { startedCount: s.startedCount, completeCount: s.completeCount, errorCount: s.errorCount, abortCount: s.abortCount, recoveryCount: s.recoveryCount },
    ]),
  );
}

/**
 * This process's figures in JHipster's `management/jhimetrics` shape: memory, the event loop, garbage
 * collection, answered requests, the database, the mail outbox and the retried operations.
 */
export async function readMetrics({ database, metrics, outbox }: MetricsDeps) {
  const memory = process.memoryUsage();
  const { all, percode, services } = requestFigures(metrics);
  return {
    jvm: memoryAreas(memory),
    memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal, external: memory.external, arrayBuffers: memory.arrayBuffers },
    eventLoop: { delay: metrics.eventLoopDelay() },
    garbageCollector: { 'gc.count': metrics.gc.count, 'gc.pause.totalMs': metrics.gc.ms },
    'http.server.requests': { all, percode },
    services,
    processMetrics: metrics.process(),
    databases: await databaseFigures(database),
    mail: await outbox.figures().catch(() => null),
    retries: retryFigures(),
    cache: {},
  };
}
