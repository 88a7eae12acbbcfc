import { retry, type RetryOptions } from '../ops/retry.js';
import type { DocumentStore } from './store.js';

/**
 * A DocumentStore whose calls go through the one retry mechanism (server/ops/retry.ts), counted per
 * call as `documentstore.{method}` in the retry statistics. Only errors that a later try can cure are
 * retried: a busy SQLite file, a PostgreSQL serialization failure or deadlock, a dropped connection.
 * Every write of the embedded store is one transaction, so a failed try has written nothing and the
 * next one starts clean; a driver for an external system gets the same seam.
 */
export function withRetries(store: DocumentStore, options: Omit<RetryOptions, 'retryable'>): DocumentStore {
  const retrying = { ...options, retryable: isTransient };
  return new Proxy(store, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const first: unknown = value.apply(target, args);
        // Answers from memory (families, lists) and streams (async iterators) are not retried.
        if (!(first instanceof Promise)) return first;
        return retry(`documentstore.${String(property)}`, (attempt) => (attempt === 1 ? first : value.apply(target, args)), retrying);
      };
    },
  });
}

const TRANSIENT_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', '40001', '40P01', '57P01', '08000', '08003', '08006', 'ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT']);

export function isTransient(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRANSIENT_CODES.has(code);
}
