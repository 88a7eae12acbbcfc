import { lazy, type ComponentType } from 'react';

/** How long a script chunk may take to arrive before the page counts it as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A script chunk that did not load (network, deploy in between, or too slow). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * Loads a chunk, failing with a ChunkLoadError after CHUNK_TIMEOUT_MS or when the chunk (or a
 * stylesheet it needs) cannot be fetched.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`A part of the page took more than ${CHUNK_TIMEOUT_MS / 1000} s to load`)), CHUNK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    throw error instanceof ChunkLoadError ? error : new ChunkLoadError(`A part of the page could not be loaded: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A screen loaded on demand (loadChunk). When loading fails the error boundary shows the crash page,
 * whose Reload fetches the current build.
 */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await loadChunk(load) }));
}
