import { PAGE_BOTTOM_MARGIN, PAGE_MARGIN } from './zoom.js';

/** A page's size in PDF points as shown at rotation 0 (its own /Rotate applied). */
export interface PagePoints {
  width: number;
  height: number;
}

/**
 * Where each page of the stack sits, for a virtual list: the pages' tops and heights in CSS pixels
 * at `scale`, turned by `rotation` (the viewer's own). A page not yet read takes the size of
 * `estimate` (the first page's); the stack corrects itself as pages are read.
 */
export interface StackLayout {
  tops: Float64Array;
  heights: Float64Array;
  widths: Float64Array;
  /** The whole stack's height and its widest page, margins included. */
  height: number;
  width: number;
}

export function stackLayout(count: number, known: ReadonlyMap<number, PagePoints>, estimate: PagePoints, scale: number, rotation: number): StackLayout {
  const tops = new Float64Array(count);
  const heights = new Float64Array(count);
  const widths = new Float64Array(count);
  const turned = rotation % 180 !== 0;
  let y = PAGE_MARGIN;
  let width = 0;
  for (let i = 0; i < count; i++) {
    const size = known.get(i + 1) ?? estimate;
    const w = (turned ? size.height : size.width) * scale;
    const h = (turned ? size.width : size.height) * scale;
    tops[i] = y;
    heights[i] = h;
    widths[i] = w;
    if (w > width) width = w;
    y += h + PAGE_BOTTOM_MARGIN;
  }
  return { tops, heights, widths, height: y + PAGE_MARGIN - PAGE_BOTTOM_MARGIN, width: width + 2 * PAGE_MARGIN };
}

/** The first page (from 1) whose bottom is below `y`: binary search over the tops. */
export function pageAt(layout: StackLayout, y: number): number {
  const { tops, heights } = layout;
  let low = 0;
  let high = tops.length - 1;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (tops[mid] + heights[mid] + PAGE_BOTTOM_MARGIN <= y) low = mid + 1;
    else high = mid;
  }
  return low + 1;
}

/** The pages to mount for a viewport from `top`, `height` high: those in view and `overscan` on each side. */
export function pagesToMount(layout: StackLayout, top: number, height: number, overscan = 1): { first: number; last: number } {
  const count = layout.tops.length;
  if (count === 0) return { first: 1, last: 0 };
  const first = pageAt(layout, top);
  const last = pageAt(layout, top + height);
  return { first: Math.max(1, first - overscan), last: Math.min(count, last + overscan) };
}

/** The page a reader is on: the one holding the viewport's upper third. */
export const currentPage = (layout: StackLayout, top: number, height: number) => (layout.tops.length ? pageAt(layout, top + height / 3) : 1);

/** A point of the stack as a place on a page: the page, and how far across and down it (fractions of its width and height). */
export interface PagePlace {
  page: number;
  across: number;
  down: number;
}

/** A page's left edge: pages are centred in the stack, as wide as its widest page or the view. */
const pageLeft = (layout: StackLayout, viewWidth: number, page: number) => (Math.max(layout.width, viewWidth) - layout.widths[page - 1]) / 2;

/** The place on a page of the stack's point (`x`, `y`), in CSS pixels from the stack's top left corner. */
export function placeAt(layout: StackLayout, viewWidth: number, x: number, y: number): PagePlace {
  const page = pageAt(layout, y);
  const i = page - 1;
  return { page, across: (x - pageLeft(layout, viewWidth, page)) / layout.widths[i], down: (y - layout.tops[i]) / layout.heights[i] };
}

/** Where a place on a page is in the stack: the inverse of `placeAt`, in another layout (a new zoom) as well. */
export function pointOf(layout: StackLayout, viewWidth: number, { page, across, down }: PagePlace): { x: number; y: number } {
  const i = page - 1;
  return { x: pageLeft(layout, viewWidth, page) + across * layout.widths[i], y: layout.tops[i] + down * layout.heights[i] };
}
