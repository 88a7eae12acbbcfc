import os from 'node:os';
import { monitorEventLoopDelay, PerformanceObserver, type ELDHistogram } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { newTimer, record, type Timer } from '../ops/timer.js';

export interface RequestKey {
  method: string;
  /** The route template (`/api/admin/users/:login`), or NOT_FOUND. */
  uri: string;
  status: number;
}

/**
 * What this server measures of itself: every answered request by route template, method and status
 * (recorded in an onResponse hook), the event loop's delay and garbage collections. Memory, CPU and
 * the rest are read when asked.
 */
export class Metrics {
  readonly requests = new Map<string, { key: RequestKey; timer: Timer }>();
  readonly eventLoop: ELDHistogram;
  readonly gc = { count: 0, ms: 0 };
  readonly startedAt = Date.now();
  private readonly gcObserver: PerformanceObserver;

  constructor() {
    this.eventLoop = monitorEventLoopDelay({ resolution: 20 });
    this.eventLoop.enable();
    this.gcObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        this.gc.count++;
        this.gc.ms += entry.duration;
      }
    });
    this.gcObserver.observe({ entryTypes: ['gc'] });
  }

  install(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      // The client's files each have a route of their own: counted together, they stay one row.
      const route = request.routeOptions.url ?? 'NOT_FOUND';
      const uri = route.startsWith('/assets/') ? '/assets/*' : route;
      this.recordRequest({ method: request.method, uri, status: reply.statusCode }, reply.elapsedTime);
    });
    app.addHook('onClose', async () => this.stop());
  }

  recordRequest(key: RequestKey, ms: number): void {
    const id = `${key.method} ${key.uri} ${key.status}`;
    let entry = this.requests.get(id);
    if (!entry) {
      entry = { key, timer: newTimer() };
      this.requests.set(id, entry);
    }
    record(entry.timer, ms);
  }

  /** Event-loop delay in milliseconds. */
  eventLoopDelay() {
    const h = this.eventLoop;
    const ms = (ns: number) => (Number.isFinite(ns) ? ns / 1e6 : 0);
    return {
      min: ms(h.min),
      max: ms(h.max),
      mean: ms(h.mean),
      stddev: ms(h.stddev),
      p50: ms(h.percentile(50)),
      p90: ms(h.percentile(90)),
      p95: ms(h.percentile(95)),
      p99: ms(h.percentile(99)),
    };
  }

  process() {
    const cpu = process.cpuUsage();
    return {
      'process.uptime': process.uptime(),
      'process.start.time': this.startedAt,
      'process.cpu.user.seconds': cpu.user / 1e6,
      'process.cpu.system.seconds': cpu.system / 1e6,
      'system.cpu.count': os.availableParallelism(),
      'system.load.average.1m': os.loadavg()[0],
      'system.memory.free': os.freemem(),
      'system.memory.total': os.totalmem(),
    };
  }

  stop(): void {
    this.eventLoop.disable();
    this.gcObserver.disconnect();
  }
}
