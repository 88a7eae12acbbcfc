/**
 * The one retry mechanism for outbound operations that can fail for a while and then work again
 * (mail delivery; later the document store and external sign-in). Each call of `retry` runs the
 * operation up to `attempts` times, waiting baseDelayMs, 2×, 4× … between tries, and counts what
 * happened under the operation's name, for api/admin/retries-statistics.
 */

import type { RetryStatistics } from '../../src/shared/retry-statistics.js';

export interface RetryOptions {
  /** Tries in all, at least 1. */
  attempts: number;
  /** Wait before the second try; each later wait doubles, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs?: number;
  /** False for errors that no retry can fix (a refused address): the call aborts at once. */
  retryable?: (error: unknown) => boolean;
  /** Told of every failed try, for example to record it next to the work being retried. */
  onError?: (error: unknown, attempt: number) => void | Promise<void>;
}

export type { RetryStatistics };

/** How many dates and messages each operation keeps: enough to diagnose, bounded in memory. */
export const KEPT_ENTRIES = 100;

const statistics = new Map<string, RetryStatistics>();

function statisticsOf(name: string): RetryStatistics {
  let s = statistics.get(name);
  if (!s) {
    s = { name, startedCount: 0, completeCount: 0, errorCount: 0, abortCount: 0, recoveryCount: 0, createdDateList: [], errorMessages: [] };
    statistics.set(name, s);
  }
  return s;
}

const keep = (list: string[], entry: string) => {
  list.push(entry);
  if (list.length > KEPT_ENTRIES) list.splice(0, list.length - KEPT_ENTRIES);
};

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1_000);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function retry<T>(name: string, operation: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const stats = statisticsOf(name);
  stats.startedCount++;
  keep(stats.createdDateList, new Date().toISOString());
  const attempts = Math.max(1, Math.floor(options.attempts));
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await operation(attempt);
      stats.completeCount++;
      if (attempt > 1) stats.recoveryCount++;
      return result;
    } catch (error) {
      stats.errorCount++;
      keep(stats.errorMessages, messageOf(error));
      await options.onError?.(error, attempt);
      if (attempt >= attempts || options.retryable?.(error) === false) {
        stats.abortCount++;
        throw error;
      }
      await sleep(Math.min(options.baseDelayMs * 2 ** (attempt - 1), options.maxDelayMs ?? Infinity));
    }
  }
}

/** A copy of the statistics of every operation retried so far, by name. */
export function retryStatistics(): RetryStatistics[] {
  return [...statistics.values()]
    .map((s) => ({ ...s, createdDateList: [...s.createdDateList], errorMessages: [...s.errorMessages] }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Forgets every statistic (tests). */
export function resetRetryStatistics(): void {
  statistics.clear();
}
