import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { Box } from '@mui/material';
import { currentPage, pagesToMount, stackLayout, type PagePoints } from './page-layout';
import { PdfPageView } from './PdfPageView';
import { useReaderPlace, type ZoomFocus } from './useReaderPlace';
import { useStackView } from './useStackView';

export interface PageStackProps {
  pageCount: number;
  /** The first page's size: what a page not yet read is taken to measure. */
  estimate: PagePoints;
  scale: number;
  rotation: number;
  goTo: { page: number; seq: number };
  scrollRef: RefObject<HTMLDivElement | null>;
  /** A point the next change of zoom keeps in place (a pinch's centre). */
  zoomFocusRef: RefObject<ZoomFocus | undefined>;
  onCurrentPage(page: number): void;
  onVisit(pages: number[]): void;
}

const range = (first: number, last: number) => Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);

/**
 * The scrolling stack of pages, virtualised: only the pages in view and, once they are drawn, one on
 * each side are mounted (a canvas each); the others are room of their size. A 2,000-page PDF mounts as few
 * pages as a 2-page one, and the stack keeps the reader's place through zoom and rotation.
 */
export function PageStack({ pageCount, estimate, scale, rotation, goTo, scrollRef, zoomFocusRef, onCurrentPage, onVisit }: PageStackProps) {
  const [known, setKnown] = useState<ReadonlyMap<number, PagePoints>>(new Map());
  // The pages drawn at least once (what counts as read).
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(new Set());
  const layout = useMemo(() => stackLayout(pageCount, known, estimate, scale, rotation), [pageCount, known, estimate, scale, rotation]);

  const { view, measure } = useStackView(scrollRef);
  const onScroll = useReaderPlace(layout, scrollRef, measure, goTo, zoomFocusRef);

  const current = currentPage(layout, view.top, view.height);
  useEffect(() => onCurrentPage(current), [current, onCurrentPage]);

  const inView = pagesToMount(layout, view.top, view.height, 0);
  const seen = range(inView.first, inView.last).filter((p) => drawn.has(p));
  const allSeen = seen.length === inView.last - inView.first + 1;
  useEffect(() => {
    if (seen.length) onVisit(seen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `seen` is new at each render; what it holds follows these
  }, [inView.first, inView.last, drawn, onVisit]);

  // The pages in view are drawn first, their neighbours once they are: after a jump (the page box, a
  // match of find), pdf.js's worker draws the page asked for before the pages on either side of it.
  const mounted = view.height > 0 ? (allSeen ? pagesToMount(layout, view.top, view.height, 1) : inView) : { first: 1, last: Math.min(1, pageCount) };
  const onLoaded = useCallback((page: number, size: PagePoints) => {
    setKnown((sizes) => {
      const was = sizes.get(page);
      if (was && was.width === size.width && was.height === size.height) return sizes;
      return new Map(sizes).set(page, size);
    });
  }, []);
  const onRendered = useCallback((page: number) => setDrawn((pages) => (pages.has(page) ? pages : new Set(pages).add(page))), []);

  const innerWidth = Math.max(layout.width, view.width);
  return (
    <Box ref={scrollRef} onScroll={onScroll} data-testid="pdf-pages" tabIndex={0} sx={{ flex: 1, minHeight: 0, overflow: 'auto', position: 'relative', bgcolor: 'action.hover', touchAction: 'pan-x pan-y' }}>
      <div style={{ position: 'relative', height: layout.height, width: innerWidth }}>
        {range(mounted.first, mounted.last).map((n) => (
          <PdfPageView
            key={n}
            pageNumber={n}
            top={layout.tops[n - 1]}
            left={(innerWidth - layout.widths[n - 1]) / 2}
            width={layout.widths[n - 1]}
            height={layout.heights[n - 1]}
            scale={scale}
            rotation={rotation}
            onLoaded={onLoaded}
            onRendered={onRendered}
          />
        ))}
      </div>
    </Box>
  );
}
