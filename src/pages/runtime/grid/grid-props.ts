import type { ReactNode } from 'react';
import type { BREAKPOINTS } from './grid-layouts';
import type { LayoutItem, PageLayouts } from './layout-storage';

/** What both grids (the static one shown first, the interactive one) are given. */
export interface GridProps {
  width: number;
  layouts: Record<keyof typeof BREAKPOINTS, LayoutItem[]>;
  /** The widgets' ids, in the page's order. */
  ids: string[];
  /** A widget's cell content. */
  cell: (id: string) => ReactNode;
  /** The visitor moved or resized a widget: every breakpoint's layout. */
  onLayoutChange: (layouts: PageLayouts) => void;
}
