import { createElement, lazy, type ComponentType } from 'react';
import { allTexts } from '../i18n/all-texts.js';

/** How long a script chunk may take to arrive before the page counts it as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A script chunk that did not load (network, deploy in between, or too slow). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** How a chunk is loaded: `firstTexts` when the shell's texts are all it shows (src/i18n/first-texts.ts). */
export interface ChunkOptions {
  firstTexts?: boolean;
}

/**
 * Loads a chunk, with all the texts unless it shows only the first screens' (`allTexts`, fetched
 * beside it), failing with a ChunkLoadError after CHUNK_TIMEOUT_MS or when the chunk (or a
 * stylesheet it needs) cannot be fetched.
 */
export async function loadChunk<T>(load: () => Promise<T>, { firstTexts = false }: ChunkOptions = {}): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`A part of the page took more than ${CHUNK_TIMEOUT_MS / 1000} s to load`)), CHUNK_TIMEOUT_MS);
  });
  try {
    const loaded = Promise.all([load(), firstTexts ? undefined : allTexts()]).then(([chunk]) => chunk);
    return await Promise.race([loaded, timeout]);
  } catch (error) {
    throw error instanceof ChunkLoadError ? error : new ChunkLoadError(`A part of the page could not be loaded: ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
}

/** A screen loaded on demand, whose script may be asked for before the screen is first shown. */
export type LazyPage<P extends object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A screen loaded on demand (loadChunk). When loading fails the error boundary shows the crash page,
 * whose Reload fetches the current build. Once its script has come (asked for early with `preload`),
 * the screen renders at once: through React's `lazy` alone it would suspend on its first render
 * whatever had been fetched, and React shows what a suspended boundary holds no sooner than 300 ms
 * after its fallback, which kept a composer opened at its address waiting with nothing left to wait for.
 */
export function lazyPage<P extends object = object>(load: () => Promise<ComponentType<P>>, options?: ChunkOptions): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const get = () =>
    (loading ??= loadChunk(load, options).then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await get() }));
  const Page = (props: P) => createElement((loaded ?? Lazy) as ComponentType<P>, props);
  return Object.assign(Page, { preload: () => get().then(() => undefined) });
}
