/** Durations of something measured often (requests, database queries): a count, a sum, a maximum and recent samples. */

/** Latest durations kept per timer, for percentiles: recent enough to matter, bounded in memory. */
const SAMPLES = 1_024;

export interface Timer {
  count: number;
  /** Milliseconds. */
  sum: number;
  max: number;
  samples: number[];
  next: number;
}

export const newTimer = (): Timer => ({ count: 0, sum: 0, max: 0, samples: [], next: 0 });

export function record(timer: Timer, ms: number): void {
  timer.count++;
  timer.sum += ms;
  if (ms > timer.max) timer.max = ms;
  if (timer.samples.length < SAMPLES) timer.samples.push(ms);
  else timer.samples[timer.next] = ms;
  timer.next = (timer.next + 1) % SAMPLES;
}

/** The q-quantile (0..1) of the kept samples, nearest rank. */
export function quantile(timer: Timer, q: number): number {
  if (!timer.samples.length) return 0;
  const sorted = [...timer.samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export const summary = (timer: Timer) => ({
  count: timer.count,
  mean: timer.count ? timer.sum / timer.count : 0,
  max: timer.max,
  p50: quantile(timer, 0.5),
  p95: quantile(timer, 0.95),
  p99: quantile(timer, 0.99),
});
