/**
 * Spec 001 §8 / §9: fetching a file by its address is tried again after 1 second when the server
 * answers 404 or 500 (a file that a new version or a signature is still producing), up to 10 tries
 * in all. Every fetch of a document's file by address goes through here.
 */
export const FILE_FETCH_ATTEMPTS = 10;
export const FILE_FETCH_DELAY_MS = 1000;

const RETRIED = [404, 500];

export interface FileRetryOptions {
  attempts?: number;
  delayMs?: number;
  /** Waits between tries (tests pass their own). */
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `load` until it succeeds, fails with another status, or the tries are spent (the last failure is thrown). */
export async function withFileRetries<T>(load: () => Promise<T>, { attempts = FILE_FETCH_ATTEMPTS, delayMs = FILE_FETCH_DELAY_MS, sleep = wait }: FileRetryOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      const status = (error as { status?: number } | null)?.status;
      if (attempt >= attempts || !RETRIED.includes(status ?? 0)) throw error;
      await sleep(delayMs);
    }
  }
}
