import { lazy, memo, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { ComposerWidget } from '../../../shared/composer-page';
import { loadChunk } from '../../../common/lazyPage';
import { WidgetBody, WidgetFrame } from '../widgets/WidgetFrame';
import { pageLayouts } from './grid-layouts';
import type { GridProps } from './grid-props';
import { readLayouts, writeLayouts, type PageLayouts } from './layout-storage';
import { RESIZE_CORNER, StaticGrid } from './StaticGrid';
import { readingOrder, staticPlaces } from './static-places';
import { useRevealInOrder } from '../../../common/useRevealInOrder';
import { useElementWidth } from '../../../common/useElementWidth';
import { useInteractiveLater } from './useInteractiveLater';
import { usePageReady } from '../state/PageStoreContext';

// Dragging and resizing (react-grid-layout with react-draggable and react-resizable) load after the
// widgets show; should they fail to load, the page stays as it is, only not movable.
const loadInteractiveGrid = () => loadChunk(() => import('./InteractiveGrid'), { firstTexts: true });
const InteractiveGrid = lazy(() => loadInteractiveGrid().catch(() => ({ default: StaticGrid })));

interface Props {
  pageId: number;
  widgets: ComposerWidget[];
  /** Changes when the visitor resets the layout, so the grid starts again from the configured places. */
  generation: number;
}

/**
 * The page's widgets on a responsive grid that the visitor can rearrange by the widgets' title bars
 * and resize; the arrangement is kept in this browser per page and breakpoint. The widgets are first
 * shown on a static grid at the same places; the interactive grid is loaded once they have their data,
 * and takes over when the visitor reaches for a title bar or a corner (moving the widgets' elements
 * while a visitor clicks or types in them could lose the click or the focus). Each widget's body
 * is rendered once, into an element of its own that moves from one grid's cell to the other's, so
 * that nothing a visitor has started (a search typed, a row selected) is lost in the change; its
 * card and title bar belong to the grid's cell, where the grid hears the pointer that drags it.
 */
export function WidgetGrid({ pageId, widgets, generation }: Props) {
  const [measured, width] = useElementWidth<HTMLDivElement>();
  const ready = usePageReady();
  const due = useInteractiveLater(ready);
  useEffect(() => {
    if (due) void loadInteractiveGrid().catch(() => undefined);
  }, [due]);
  const [interactive, setInteractive] = useState(false);
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
    cell: (id) => <GridCell widget={byId.get(id)!} host={host(id)} />,
    onLayoutChange: (all: PageLayouts) => writeLayouts(pageId, all),
  };
  // Deferred: the frames and the first body are then rendered in slices, between which the browser
  // paints and answers input, instead of in one task when the width or the page's readiness arrives.
  const showing = useDeferredValue(width > 0 && ready);
  // Bodies render one after another in reading order, the first with the frames (useRevealInOrder).
  const order = useMemo(() => (width > 0 ? readingOrder(layouts, width) : []), [layouts, width]);
  const shown = useRevealInOrder(showing ? order.length : 0);
  const revealed = new Set(order.slice(0, shown));
  // Until the cards show, their height is kept free from the moment the width is known: what stands
  // below the grid (the footer) is then never drawn higher up first and pushed down as they come.
  const reserved = useMemo(() => (width > 0 && !showing ? staticPlaces(layouts, width).height : 0), [layouts, width, showing]);
  return (
    <div
      ref={measured}
      style={reserved ? { minHeight: reserved } : undefined}
      data-testid="widget-grid"
      onPointerOver={interactive ? undefined : (event) => (event.target as Element).closest(`.widget-drag-handle, .${RESIZE_CORNER}`) && setInteractive(true)}
    >
      {showing &&
        (interactive ? (
          <Suspense fallback={<StaticGrid {...grid} />}>
            <InteractiveGrid {...grid} />
          </Suspense>
        ) : (
          <StaticGrid {...grid} />
        ))}
      {showing &&
        widgets.filter((widget) => revealed.has(String(widget.id))).map((widget) => createPortal(<WidgetBody widget={widget} />, host(String(widget.id)), String(widget.id)))}
    </div>
  );
}

/**
 * A widget's card in a grid cell, with the place its body moves into. Memoised: the grid renders
 * again as each body is revealed and as its width changes, the cards need not.
 */
const GridCell = memo(function GridCell({ widget, host }: { widget: ComposerWidget; host: HTMLDivElement }) {
  return (
    <WidgetFrame widget={widget}>
      <WidgetCell host={host} />
    </WidgetFrame>
  );
});

/** A field that had the focus when its widget's element left a cell, and its selection. */
interface KeptFocus {
  element: HTMLElement;
  selection?: [number, number];
}
const keptFocus = new WeakMap<HTMLElement, KeptFocus>();

function focusWithin(host: HTMLElement): KeptFocus | undefined {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || !host.contains(element)) return undefined;
  const field = element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element : undefined;
  const start = field?.selectionStart;
  const end = field?.selectionEnd;
  return { element, selection: start != null && end != null ? [start, end] : undefined };
}

/**
 * Where a widget's body goes in its card: the body's own element is moved into it. Moving an element
 * takes the focus from a field in it: the field is noted as the old cell lets go (before the cell
 * leaves the page) and gets the focus and its selection back in the new one.
 */
function WidgetCell({ host }: { host: HTMLDivElement }) {
  const attach = useCallback(
    (cell: HTMLDivElement) => {
      const kept = keptFocus.get(host) ?? focusWithin(host);
      keptFocus.delete(host);
      if (host.parentNode !== cell) cell.appendChild(host);
      if (kept && document.activeElement !== kept.element && host.contains(kept.element)) {
        kept.element.focus({ preventScroll: true });
        if (kept.selection && (kept.element instanceof HTMLInputElement || kept.element instanceof HTMLTextAreaElement)) kept.element.setSelectionRange(...kept.selection);
      }
      return () => {
        const focused = focusWithin(host);
        if (focused) keptFocus.set(host, focused);
      };
    },
    [host],
  );
  return <div ref={attach} style={{ height: '100%' }} />;
}
