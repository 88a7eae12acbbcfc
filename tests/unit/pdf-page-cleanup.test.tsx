// @vitest-environment jsdom
import { act, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A page proxy as pdf.js hands it to react-pdf's Page once loaded. */
const proxies = new Map<number, { rotate: number; cleanup: ReturnType<typeof vi.fn>; getViewport: () => { width: number; height: number } }>();

vi.mock('react-pdf', () => ({
  Page: ({ pageNumber, onLoadSuccess }: { pageNumber: number; onLoadSuccess(page: unknown): void }) => {
    useEffect(() => {
      const proxy = { rotate: 0, cleanup: vi.fn(() => true), getViewport: () => ({ width: 100, height: 140 }) };
      proxies.set(pageNumber, proxy);
      onLoadSuccess(proxy);
    }, [pageNumber]);
    return null;
  },
}));
vi.mock('react-admin', () => ({ useTranslate: () => (key: string) => key }));
vi.mock('../../src/pdf/viewer/page-layers.js', () => ({ PageLayers: () => null }));
vi.mock('../../src/pdf/geometry/shown-page.js', () => ({ shownPage: () => ({ width: 0 }) }));

// Through a name, so that the server's type check (node16 resolution) does not follow into the app's own imports.
const VIEW = '../../src/pdf/viewer/PdfPageView.js';
const { PdfPageView } = (await import(/* @vite-ignore */ VIEW)) as { PdfPageView: ComponentType<Record<string, unknown>> };

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Stack({ pages }: { pages: number[] }) {
  return (
    <>
      {pages.map((n) => (
        <PdfPageView key={n} pageNumber={n} top={0} left={0} width={100} height={140} scale={1} rotation={0} onLoaded={() => {}} onRendered={() => {}} />
      ))}
    </>
  );
}

describe('a page leaving the virtual stack', () => {
  afterEach(() => proxies.clear());

  it("lets pdf.js free what it kept of the page, and only that page's", async () => {
    const root = createRoot(document.createElement('div'));
    await act(async () => root.render(<Stack pages={[1, 2, 3]} />));
    expect([...proxies.keys()]).toEqual([1, 2, 3]);
    expect(proxies.get(1)!.cleanup).not.toHaveBeenCalled();

    // Scrolled down by one page: page 1 leaves, page 4 comes.
    await act(async () => root.render(<Stack pages={[2, 3, 4]} />));
    expect(proxies.get(1)!.cleanup).toHaveBeenCalledTimes(1);
    for (const n of [2, 3, 4]) expect(proxies.get(n)!.cleanup).not.toHaveBeenCalled();

    await act(async () => root.unmount());
    for (const n of [2, 3, 4]) expect(proxies.get(n)!.cleanup).toHaveBeenCalledTimes(1);
  });
});
