import { useState } from 'react';
import { Responsive, useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import type { ComposerWidget } from '../../shared/composer-page';
import { WidgetFrame } from '../widgets/WidgetFrame';
import { BREAKPOINTS, COLUMNS, pageLayouts, ROW_HEIGHT } from './grid-layouts';
import { readLayouts, writeLayouts, type PageLayouts } from './layout-storage';
import { usePageReady } from '../state/PageStoreContext';

interface Props {
  pageId: number;
  widgets: ComposerWidget[];
  /** Changes when the visitor resets the layout, so the grid starts again from the configured places. */
  generation: number;
}

/**
 * The page's widgets on a responsive grid (react-grid-layout) that the visitor can rearrange by the
 * widgets' title bars and resize; the arrangement is kept in this browser per page and breakpoint.
 */
export function WidgetGrid({ pageId, widgets, generation }: Props) {
  const { width, containerRef, mounted } = useContainerWidth();
  const ready = usePageReady();
  const [layouts, setLayouts] = useState(() => pageLayouts(widgets, readLayouts(pageId)));
  const [seen, setSeen] = useState({ widgets, generation });
  if (seen.widgets !== widgets || seen.generation !== generation) {
    setSeen({ widgets, generation });
    setLayouts(pageLayouts(widgets, readLayouts(pageId)));
  }
  const changed = (_layout: Layout, all: Partial<Record<string, Layout>>) => {
    const kept = Object.fromEntries(Object.entries(all).filter(([, items]) => items)) as PageLayouts;
    writeLayouts(pageId, kept);
  };
  return (
    <div ref={containerRef} data-testid="widget-grid">
      {mounted && ready && (
        <Responsive
          width={width}
          layouts={layouts}
          breakpoints={BREAKPOINTS}
          cols={COLUMNS}
          rowHeight={ROW_HEIGHT}
          margin={[12, 12]}
          containerPadding={[0, 0]}
          dragConfig={{ handle: '.widget-drag-handle' }}
          onLayoutChange={changed}
        >
          {widgets.map((widget) => (
            <div key={String(widget.id)}>
              <WidgetFrame widget={widget} />
            </div>
          ))}
        </Responsive>
      )}
    </div>
  );
}
