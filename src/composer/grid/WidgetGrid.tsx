import { lazy, Suspense, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ComposerWidget } from '../../shared/composer-page';
import { loadChunk } from '../../app/lazyPage';
import { WidgetBody, WidgetFrame } from '../widgets/WidgetFrame';
import { pageLayouts } from './grid-layouts';
import type { GridProps } from './grid-props';
import { readLayouts, writeLayouts, type PageLayouts } from './layout-storage';
import { StaticGrid } from './StaticGrid';
import { useElementWidth } from './useElementWidth';
import { useInteractiveLater } from './useInteractiveLater';
import { usePageReady } from '../state/PageStoreContext';

// Dragging and resizing (react-grid-layout with react-draggable and react-resizable) load after the
// widgets show; should they fail to load, the page stays as it is, only not movable.
const InteractiveGrid = lazy(() => loadChunk(() => import('./InteractiveGrid')).catch(() => ({ default: StaticGrid })));

interface Props {
  pageId: number;
  widgets: ComposerWidget[];
  /** Changes when the visitor resets the layout, so the grid starts again from the configured places. */
  generation: number;
}

/**
 * The page's widgets on a responsive grid that the visitor can rearrange by the widgets' title bars
 * and resize; the arrangement is kept in this browser per page and breakpoint. The widgets are first
 * shown on a static grid at the same places, then the interactive grid takes over. Each widget's body
 * is rendered once, into an element of its own that moves from one grid's cell to the other's, so
 * that nothing a visitor has started (a search typed, a row selected) is lost in the change; its
 * card and title bar belong to the grid's cell, where the grid hears the pointer that drags it.
 */
export function WidgetGrid({ pageId, widgets, generation }: Props) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(element);
  const ready = usePageReady();
  const interactive = useInteractiveLater(ready);
  const [hosts] = useState(() => new Map<string, HTMLDivElement>());
  const [layouts, setLayouts] = useState(() => pageLayouts(widgets, readLayouts(pageId)));
  const [seen, setSeen] = useState({ widgets, generation });
  if (seen.widgets !== widgets || seen.generation !== generation) {
    setSeen({ widgets, generation });
    setLayouts(pageLayouts(widgets, readLayouts(pageId)));
  }
  const host = (id: string) => {
    let node = hosts.get(id);
    if (!node) {
      node = document.createElement('div');
      node.className = 'widget-host';
      node.style.height = '100%';
      hosts.set(id, node);
    }
    return node;
  };
  const byId = new Map(widgets.map((w) => [String(w.id), w]));
  const grid: GridProps = {
    width,
    layouts,
    ids: [...byId.keys()],
    cell: (id) => (
      <WidgetFrame widget={byId.get(id)!}>
        <WidgetCell host={host(id)} />
      </WidgetFrame>
    ),
    onLayoutChange: (all: PageLayouts) => writeLayouts(pageId, all),
  };
  const showing = width > 0 && ready;
  return (
    <div ref={setElement} data-testid="widget-grid">
      {showing &&
        (interactive ? (
          <Suspense fallback={<StaticGrid {...grid} />}>
            <InteractiveGrid {...grid} />
          </Suspense>
        ) : (
          <StaticGrid {...grid} />
        ))}
      {showing && widgets.map((widget) => createPortal(<WidgetBody widget={widget} />, host(String(widget.id)), String(widget.id)))}
    </div>
  );
}

/** Where a widget's body goes in its card: the body's own element is moved into it. */
function WidgetCell({ host }: { host: HTMLDivElement }) {
  const attach = useCallback(
    (cell: HTMLDivElement | null) => {
      if (cell && host.parentNode !== cell) cell.appendChild(host);
    },
    [host],
  );
  return <div ref={attach} style={{ height: '100%' }} />;
}
