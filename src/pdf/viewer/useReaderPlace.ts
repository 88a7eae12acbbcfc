import { useLayoutEffect, useRef, type RefObject } from 'react';
import { currentPage, type StackLayout } from './page-layout';
import { PAGE_MARGIN } from './zoom';

/**
 * Where the reader is in the stack of pages: kept through a change of zoom or rotation, and moved to
 * a page when asked (a new `goTo.seq`). Returns the scroll handler that follows the reader.
 */
export function useReaderPlace(layout: StackLayout, scrollRef: RefObject<HTMLDivElement | null>, measure: () => void, goTo: { page: number; seq: number }) {
  // The reader's place (a page and how far into it) survives a change of zoom or rotation.
  const anchor = useRef({ page: 1, fraction: 0 });
  const shownLayout = useRef(layout);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    const previous = shownLayout.current;
    shownLayout.current = layout;
    if (!element || previous === layout || previous.heights.length !== layout.heights.length) return;
    const { page, fraction } = anchor.current;
    element.scrollTop = layout.tops[page - 1] - PAGE_MARGIN + fraction * layout.heights[page - 1];
    measure();
  }, [layout, scrollRef, measure]);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element || goTo.seq === 0 || !layout.tops.length) return;
    const page = Math.min(goTo.page, layout.tops.length);
    element.scrollTop = layout.tops[page - 1] - PAGE_MARGIN;
    // The new place is the reader's at once: a page measured before the scroll event comes (a
    // neighbour of the page left) would otherwise put the reader back on the page they left.
    anchor.current = { page, fraction: 0 };
    measure();
    // Only a new request scrolls; a layout that changes later does not pull the reader back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [goTo.seq]);

  return () => {
    const element = scrollRef.current;
    if (!element) return;
    const page = currentPage(layout, element.scrollTop, element.clientHeight);
    const top = layout.tops[page - 1] - PAGE_MARGIN;
    anchor.current = { page, fraction: layout.heights[page - 1] ? (element.scrollTop - top) / layout.heights[page - 1] : 0 };
    measure();
  };
}
