import { Responsive, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import { GRID_GEOMETRY } from './grid-layouts';
import type { GridProps } from './grid-props';
import type { PageLayouts } from './layout-storage';

/**
 * The page's widgets on react-grid-layout's responsive grid: moved by their title bars, resized by
 * their corners. Loaded once the page's widgets show (WidgetGrid).
 */
export default function InteractiveGrid({ width, layouts, ids, cell, onLayoutChange }: GridProps) {
  const changed = (_layout: Layout, all: Partial<Record<string, Layout>>) => {
    onLayoutChange(Object.fromEntries(Object.entries(all).filter(([, items]) => items)) as PageLayouts);
  };
  return (
    <Responsive
      width={width}
      layouts={layouts}
      {...GRID_GEOMETRY}
      dragConfig={{ handle: '.widget-drag-handle' }}
      onLayoutChange={changed}
    >
      {ids.map((id) => (
        <div key={id}>{cell(id)}</div>
      ))}
    </Responsive>
  );
}
