import type { ComposerWidget } from '../../../shared/composer-page.js';
import type { LayoutItem, PageLayouts } from './layout-storage.js';

/**
 * The grid's breakpoints: from MUI's md (where the sidebar becomes a drawer, spec 000 §9) widgets
 * keep the 12 columns they were placed on; below it they stack in one column, in reading order.
 */
export const BREAKPOINTS = { md: 900, sm: 600, xs: 0 } as const;
export const COLUMNS = { md: 12, sm: 1, xs: 1 } as const;
export const ROW_HEIGHT = 40;
/** Space between widgets, across and down. */
export const MARGIN = [12, 12] as const;
export const DEFAULT_HEIGHT = 8;

/** The props every react-grid-layout of widgets takes alike (the runtime's and the page editor's), so their places match. */
export const GRID_GEOMETRY = {
  breakpoints: BREAKPOINTS,
  cols: COLUMNS,
  rowHeight: ROW_HEIGHT,
  margin: [...MARGIN] as [number, number],
  containerPadding: [0, 0] as [number, number],
};

type Breakpoint = keyof typeof BREAKPOINTS;

/** Each widget's place as its configuration gives it (conf.layout), on the wide grid. */
function configured(widgets: Pick<ComposerWidget, 'id' | 'conf'>[]): LayoutItem[] {
  return widgets.map((w, index) => {
    const layout = (w.conf.layout ?? {}) as Partial<LayoutItem>;
    const n = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
    return { i: String(w.id), x: n(layout.x, 0), y: n(layout.y, index * DEFAULT_HEIGHT), w: n(layout.w, 12), h: n(layout.h, DEFAULT_HEIGHT) };
  });
}

/** The same widgets one under the other, in the order a reader meets them (top to bottom, left to right). */
function stacked(items: LayoutItem[]): LayoutItem[] {
  let y = 0;
  return [...items]
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((item) => {
      const placed = { ...item, x: 0, w: 1, y };
      y += item.h;
      return placed;
    });
}

/**
 * The layouts per breakpoint: what the visitor arranged (kept in the browser) for the widgets still on
 * the page, the configured places for the others.
 */
export function pageLayouts(widgets: Pick<ComposerWidget, 'id' | 'conf'>[], kept: PageLayouts): Record<Breakpoint, LayoutItem[]> {
  const wide = configured(widgets);
  const defaults: Record<Breakpoint, LayoutItem[]> = { md: wide, sm: stacked(wide), xs: stacked(wide) };
  const ids = new Set(wide.map((i) => i.i));
  return Object.fromEntries(
    (Object.keys(BREAKPOINTS) as Breakpoint[]).map((bp) => {
      const mine = new Map((kept[bp] ?? []).filter((i) => ids.has(i.i)).map((i) => [i.i, i]));
      return [bp, defaults[bp].map((item) => mine.get(item.i) ?? item)];
    }),
  ) as Record<Breakpoint, LayoutItem[]>;
}
