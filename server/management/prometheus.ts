import { retryStatistics } from '../ops/retry.js';
import type { Metrics } from './metrics.js';
import { quantile } from '../ops/timer.js';

const escape = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
const labels = (values: Record<string, string | number>) =>
  `{${Object.entries(values)
    .map(([k, v]) => `${k}="${escape(String(v))}"`)
    .join(',')}}`;
const number = (n: number) => (Number.isFinite(n) ? String(n) : n > 0 ? '+Inf' : n < 0 ? '-Inf' : 'NaN');

/** A family of samples in the Prometheus text exposition format (version 0.0.4). */
class Exposition {
  private readonly lines: string[] = [];

  family(name: string, type: 'counter' | 'gauge' | 'summary', help: string, samples: [string, Record<string, string | number>, number][]): void {
    this.lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`);
    for (const [sample, values, value] of samples) this.lines.push(`${sample}${Object.keys(values).length ? labels(values) : ''} ${number(value)}`);
  }

  text(): string {
    return `${this.lines.join('\n')}\n`;
  }
}

/** The figures of management/jhimetrics for a Prometheus scraper. */
export function prometheusText(
  metrics: Metrics,
  mail: Record<string, number> | null,
  memory: NodeJS.MemoryUsage,
): string {
  const out = new Exposition();
  const requests = [...metrics.requests.values()];
  const seconds = (ms: number) => ms / 1000;
  out.family(
    'http_server_requests_seconds',
    'summary',
    'Answered HTTP requests by method, route template and status.',
    requests.flatMap(({ key, timer }) => {
      const l = { method: key.method, uri: key.uri, status: key.status };
      return [
        ...[0.5, 0.95, 0.99].map((q) => ['http_server_requests_seconds', { ...l, quantile: q }, seconds(quantile(timer, q))] as [string, Record<string, string | number>, number]),
        ['http_server_requests_seconds_count', l, timer.count] as [string, Record<string, string | number>, number],
        ['http_server_requests_seconds_sum', l, seconds(timer.sum)] as [string, Record<string, string | number>, number],
      ];
    }),
  );
  out.family(
    'http_server_requests_seconds_max',
    'gauge',
    'The longest answer by method, route template and status.',
    requests.map(({ key, timer }) => ['http_server_requests_seconds_max', { method: key.method, uri: key.uri, status: key.status }, seconds(timer.max)]),
  );
  out.family(
    'nodejs_memory_bytes',
    'gauge',
    'Process memory by area.',
    (['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers'] as const).map((area) => ['nodejs_memory_bytes', { area }, memory[area]]),
  );
  const delay = metrics.eventLoopDelay();
  out.family('nodejs_eventloop_delay_seconds', 'summary', 'Event-loop delay.', [
    ...([['0.5', delay.p50], ['0.9', delay.p90], ['0.99', delay.p99]] as const).map(
      ([q, ms]) => ['nodejs_eventloop_delay_seconds', { quantile: q }, seconds(ms)] as [string, Record<string, string | number>, number],
    ),
  ]);
  out.family('nodejs_eventloop_delay_max_seconds', 'gauge', 'Longest event-loop delay.', [['nodejs_eventloop_delay_max_seconds', {}, seconds(delay.max)]]);
  out.family('nodejs_gc_count_total', 'counter', 'Garbage collections.', [['nodejs_gc_count_total', {}, metrics.gc.count]]);
  out.family('nodejs_gc_pause_seconds_total', 'counter', 'Time spent in garbage collection.', [['nodejs_gc_pause_seconds_total', {}, seconds(metrics.gc.ms)]]);
  const processFigures = metrics.process();
  out.family('process_uptime_seconds', 'gauge', 'Time since the process started.', [['process_uptime_seconds', {}, processFigures['process.uptime']]]);
  out.family('process_cpu_seconds_total', 'counter', 'CPU time used by the process.', [
    ['process_cpu_seconds_total', { mode: 'user' }, processFigures['process.cpu.user.seconds']],
    ['process_cpu_seconds_total', { mode: 'system' }, processFigures['process.cpu.system.seconds']],
  ]);
  if (mail)
    out.family(
      'portico_mail_outbox_messages',
      'gauge',
      'Messages in the mail outbox by status.',
      (['pending', 'sent', 'failed'] as const).map((status) => ['portico_mail_outbox_messages', { status }, mail[status] ?? 0]),
    );
  const retries = retryStatistics();
  for (const field of ['started', 'complete', 'error', 'abort', 'recovery'] as const) {
    out.family(
      `portico_retry_${field}_total`,
      'counter',
      `Retried operations: ${field} count by operation name.`,
      retries.map((s) => [`portico_retry_${field}_total`, { name: s.name }, s[`${field}Count`]]),
    );
  }
  return out.text();
}
