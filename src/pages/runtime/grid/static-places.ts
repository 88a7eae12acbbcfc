import { bottom, calcGridItemPosition, correctBounds, findOrGenerateResponsiveLayout, getBreakpointFromWidth, verticalCompactor } from 'react-grid-layout/core';
import { BREAKPOINTS, COLUMNS, MARGIN, ROW_HEIGHT } from './grid-layouts.js';
import type { LayoutItem } from './layout-storage.js';

export interface Place {
  top: number;
  left: number;
  width: number;
  height: number;
}

/**
 * Where react-grid-layout puts each widget at this width, worked out with its own functions (the
 * library's core, without its dragging and resizing): the page shows its widgets at their places
 * before the interactive grid has loaded, and nothing moves when it takes over.
 */
export function staticPlaces(layouts: Record<keyof typeof BREAKPOINTS, LayoutItem[]>, width: number): { height: number; places: Map<string, Place> } {
  const breakpoint = getBreakpointFromWidth(BREAKPOINTS, width);
  const cols = COLUMNS[breakpoint];
  const chosen = findOrGenerateResponsiveLayout(layouts, BREAKPOINTS, breakpoint, breakpoint, cols, verticalCompactor);
  const layout = verticalCompactor.compact(correctBounds(chosen.map((item) => ({ ...item })), { cols }), cols);
  const params = { margin: MARGIN, containerPadding: [0, 0] as const, containerWidth: width, cols, rowHeight: ROW_HEIGHT, maxRows: Infinity };
  const rows = bottom(layout);
  return {
    height: rows > 0 ? rows * ROW_HEIGHT + (rows - 1) * MARGIN[1] : 0,
    places: new Map(layout.map((item) => [item.i, calcGridItemPosition(params, item.x, item.y, item.w, item.h)])),
  };
}

/** The widgets' ids in reading order at this width: top to bottom, then left to right. */
export function readingOrder(layouts: Record<keyof typeof BREAKPOINTS, LayoutItem[]>, width: number): string[] {
  const { places } = staticPlaces(layouts, width);
  return [...places].sort(([, a], [, b]) => a.top - b.top || a.left - b.left).map(([id]) => id);
}
