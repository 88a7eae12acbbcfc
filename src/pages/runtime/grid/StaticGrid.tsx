import type { GridProps } from './grid-props';
import { staticPlaces } from './static-places';

/** A widget's lower right corner, where the interactive grid has its resize handle. */
export const RESIZE_CORNER = 'widget-resize-corner';

/**
 * The widgets at their places, not yet movable: what the page shows until the visitor reaches for a
 * title bar or a corner (WidgetGrid).
 */
export function StaticGrid({ width, layouts, ids, cell }: GridProps) {
  const { height, places } = staticPlaces(layouts, width);
  return (
    <div style={{ position: 'relative', height }} data-testid="static-grid">
      {ids.map((id) => {
        const place = places.get(id);
        return place ? (
          <div key={id} style={{ position: 'absolute', ...place }}>
            {cell(id)}
            <span className={RESIZE_CORNER} aria-hidden style={{ position: 'absolute', right: 0, bottom: 0, width: 20, height: 20, cursor: 'se-resize' }} />
          </div>
        ) : null;
      })}
    </div>
  );
}
