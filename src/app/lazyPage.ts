import { lazy, type ComponentType } from 'react';

/** How long a script chunk may take to arrive before the page counts it as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A script chunk that did not load (network, deploy in between, or too slow). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * A screen loaded on demand. Loading fails with a ChunkLoadError after CHUNK_TIMEOUT_MS or when the
 * chunk cannot be fetched; the error boundary then shows the crash page, whose Reload fetches the
 * current build.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  return lazy(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError(`A part of the page took more than ${CHUNK_TIMEOUT_MS / 1000} s to load`)), CHUNK_TIMEOUT_MS);
    });
    try {
      return { default: await Promise.race([load(), timeout]) };
    } catch (error) {
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(`A part of the page could not be loaded: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  });
}
