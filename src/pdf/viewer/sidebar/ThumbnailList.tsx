import { useEffect, useRef } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { Box } from '@mui/material';
import type { PagePoints } from '../page-layout';
import { useStackView } from '../useStackView';
import { Thumbnail } from './Thumbnail';
import { THUMB_PADDING, thumbSlot, thumbsToMount } from './thumb-layout';

interface Props {
  pdf: PDFDocumentProxy;
  pageCount: number;
  estimate: PagePoints;
  rotation: number;
  page: number;
  onGo(page: number): void;
}

const range = (first: number, last: number) => Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);

/**
 * The pages as thumbnails, a virtual column like the page stack: room for every page, but only the
 * thumbnails in view and one on each side mounted, so a 2,000-page PDF draws as few as a 12-page one.
 * The reader's page is marked, and brought into the column's view when it leaves it.
 */
export function ThumbnailList({ pdf, pageCount, estimate, rotation, page, onGo }: Props) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { view, measure } = useStackView(scrollRef);
  const { boxHeight, slot } = thumbSlot(estimate, rotation);
  const mounted = view.height > 0 ? thumbsToMount(pageCount, slot, view.top, view.height) : { first: 1, last: 0 };

  useEffect(() => {
    const element = scrollRef.current;
    if (!element || !element.clientHeight) return;
    const top = THUMB_PADDING + (page - 1) * slot;
    if (top < element.scrollTop || top + slot > element.scrollTop + element.clientHeight) element.scrollTop = top - (element.clientHeight - slot) / 2;
  }, [page, slot]);

  return (
    <Box ref={scrollRef} onScroll={measure} data-testid="pdf-thumbnails" sx={{ flex: 1, minHeight: 0, overflow: 'auto', position: 'relative' }}>
      <div style={{ position: 'relative', height: pageCount * slot + 2 * THUMB_PADDING }}>
        {range(mounted.first, mounted.last).map((n) => (
          <Thumbnail key={n} pdf={pdf} pageNumber={n} top={THUMB_PADDING + (n - 1) * slot} boxHeight={boxHeight} estimate={estimate} rotation={rotation} current={n === page} onGo={onGo} />
        ))}
      </div>
    </Box>
  );
}
