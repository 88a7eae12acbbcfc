import { useLayoutEffect, useRef, type RefObject } from 'react';
import { currentPage, placeAt, pointOf, type StackLayout } from './page-layout';
import { PAGE_MARGIN } from './zoom';

/**
 * A point of the stack the next change of zoom keeps where it is in the view (a pinch's centre): the
 * point in CSS pixels of the layout shown, and where it is in the view.
 */
export interface ZoomFocus {
  x: number;
  y: number;
  viewX: number;
  viewY: number;
}

/** The reader's place: a page and how far into it the view's top is (from the margin above the page). */
function placeOf(layout: StackLayout, element: HTMLElement) {
  const page = currentPage(layout, element.scrollTop, element.clientHeight);
  const top = layout.tops[page - 1] - PAGE_MARGIN;
  return { page, fraction: layout.heights[page - 1] ? (element.scrollTop - top) / layout.heights[page - 1] : 0 };
}

/**
 * Where the reader is in the stack of pages: kept through a change of zoom or rotation (the top of
 * the view, or the point `zoomFocusRef` names), and moved to a page when asked (a new `goTo.seq`).
 * Returns the scroll handler that follows the reader.
 */
export function useReaderPlace(layout: StackLayout, scrollRef: RefObject<HTMLDivElement | null>, measure: () => void, goTo: { page: number; seq: number }, zoomFocusRef: RefObject<ZoomFocus | undefined>) {
  // The reader's place (a page and how far into it) survives a change of zoom or rotation.
  const anchor = useRef({ page: 1, fraction: 0 });
  const shownLayout = useRef(layout);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    const previous = shownLayout.current;
    shownLayout.current = layout;
    const focus = zoomFocusRef.current;
    zoomFocusRef.current = undefined;
    if (!element || previous === layout || previous.heights.length !== layout.heights.length) return;
    if (focus) {
      // The point under the focus is brought back under it, at the new zoom.
      const { x, y } = pointOf(layout, element.clientWidth, placeAt(previous, element.clientWidth, focus.x, focus.y));
      element.scrollLeft = x - focus.viewX;
      element.scrollTop = y - focus.viewY;
      anchor.current = placeOf(layout, element);
    } else {
      const { page, fraction } = anchor.current;
      element.scrollTop = layout.tops[page - 1] - PAGE_MARGIN + fraction * layout.heights[page - 1];
    }
    measure();
  }, [layout, scrollRef, measure, zoomFocusRef]);

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
    anchor.current = placeOf(layout, element);
    measure();
  };
}
