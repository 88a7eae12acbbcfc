/**
 * A closed-loop load: `clients` virtual clients, each sending one request of the mix, waiting for
 * its answer, thinking for a while (a person reading the screen), and starting again, until the
 * duration is over. Every answer's latency is kept, so percentiles are exact.
 */

export interface LoadRequest {
  /** The kind, for the figures per kind. */
  kind: string;
  send(): Promise<Response>;
  /** Whether the answer is the expected one (status and, when it matters, content). */
  ok(res: Response): boolean;
}

export interface LoadOptions {
  clients: number;
  durationSeconds: number;
  /** Mean pause between a client's answer and its next request; each pause is drawn in [0.5, 1.5] × this. */
  thinkMs: number;
  /** The next request of client `n`. */
  next(client: number): LoadRequest;
}

export interface KindFigures {
  count: number;
  errors: number;
  p50: number;
  p99: number;
}

export interface LoadFigures {
  requests: number;
  errors: number;
  /** Answers per second over the whole run. */
  throughput: number;
  p50: number;
  p99: number;
  max: number;
  byKind: Record<string, KindFigures>;
  /** A few of the failures, for diagnosis. */
  sampleErrors: string[];
}

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, number>();
  const sampleErrors: string[] = [];
  const started = performance.now();
  const end = started + options.durationSeconds * 1000;
  const fail = (kind: string, what: string) => {
    errors.set(kind, (errors.get(kind) ?? 0) + 1);
    if (sampleErrors.length < 5) sampleErrors.push(`${kind}: ${what}`);
  };

  const client = async (n: number) => {
    // Spread the first requests over one think time, as people do not all click at once.
    await sleep(Math.random() * options.thinkMs);
    while (performance.now() < end) {
      const request = options.next(n);
      const sent = performance.now();
      try {
        const res = await request.send();
        const ok = request.ok(res);
        const body = ok ? undefined : await res.text().catch(() => '');
        if (ok) await res.arrayBuffer();
        const took = performance.now() - sent;
        let kept = latencies.get(request.kind);
        if (!kept) latencies.set(request.kind, (kept = []));
        kept.push(took);
        if (!ok) fail(request.kind, `${res.status} ${body?.slice(0, 200)}`);
      } catch (error) {
        fail(request.kind, error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error));
      }
      await sleep(options.thinkMs * (0.5 + Math.random()));
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, n) => client(n)));

  const seconds = (performance.now() - started) / 1000;
  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const byKind = Object.fromEntries(
    [...latencies].map(([kind, values]) => {
      const sorted = values.sort((a, b) => a - b);
      return [kind, { count: sorted.length, errors: errors.get(kind) ?? 0, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) }];
    }),
  );
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  return {
    requests: all.length,
    errors: errorCount,
    throughput: all.length / seconds,
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    max: all.at(-1) ?? 0,
    byKind,
    sampleErrors,
  };
}

/** The value below which `q` of the sorted values lie (nearest rank). */
export function percentile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
