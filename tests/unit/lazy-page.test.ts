import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, lazyPage, loadChunk } from '../../src/common/lazyPage.js';

describe('loadChunk: the 120-second chunk timeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is 120 seconds', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('fails with a ChunkLoadError when the chunk takes longer, and not a moment before', async () => {
    const never = new Promise<string>(() => undefined);
    let outcome: unknown;
    const loading = loadChunk(() => never).then(
      (value) => (outcome = value),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(outcome).toBeInstanceOf(ChunkLoadError);
    expect((outcome as Error).name).toBe('ChunkLoadError');
    expect((outcome as Error).message).toBe('A part of the page took more than 120 s to load');
  });

  it('answers a chunk that arrives in time, and leaves no timer behind', async () => {
    const late = new Promise<string>((resolve) => setTimeout(() => resolve('page'), CHUNK_TIMEOUT_MS - 1000));
    const loading = loadChunk(() => late);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1000);
    await expect(loading).resolves.toBe('page');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns a failed fetch of the chunk into a ChunkLoadError, and clears its timer', async () => {
    const failing = loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(failing).rejects.toThrow(new ChunkLoadError('A part of the page could not be loaded: Failed to fetch dynamically imported module'));
    await expect(failing).rejects.toBeInstanceOf(ChunkLoadError);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('lazyPage: a screen whose script came before it is shown', () => {
  const screen = () => createElement('p', null, 'the screen');
  // Rendered to a string, a suspended boundary shows its fallback (React notes why beside it).
  const shown = (element: ReturnType<typeof createElement>) => renderToString(createElement(Suspense, { fallback: 'waiting' }, element));

  it('suspends while its script is not there, and renders at once after preload, without suspending', async () => {
    let calls = 0;
    const Page = lazyPage(async () => {
      calls++;
      return screen;
    });
    const before = shown(createElement(Page));
    expect(before).toContain('waiting');
    expect(before).not.toContain('the screen');
    await Page.preload();
    const after = shown(createElement(Page));
    expect(after).toContain('<p>the screen</p>');
    expect(after).not.toContain('waiting');
    // One fetch of the script, whoever asked first.
    expect(calls).toBe(1);
  });

  it('fails preload with a ChunkLoadError, and tries again on the next ask', async () => {
    let calls = 0;
    const Page = lazyPage(async () => {
      calls++;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return screen;
    });
    await expect(Page.preload()).rejects.toBeInstanceOf(ChunkLoadError);
    await Page.preload();
    expect(shown(createElement(Page))).toContain('<p>the screen</p>');
    expect(calls).toBe(2);
  });
});
