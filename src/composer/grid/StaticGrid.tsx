import type { GridProps } from './grid-props';
import { staticPlaces } from './static-places';

/** The widgets at their places, not yet movable: what the page shows until the interactive grid has loaded. */
export function StaticGrid({ width, layouts, ids, cell }: GridProps) {
  const { height, places } = staticPlaces(layouts, width);
  return (
    <div style={{ position: 'relative', height }} data-testid="static-grid">
      {ids.map((id) => {
        const place = places.get(id);
        return place ? (
          <div key={id} style={{ position: 'absolute', ...place }}>
            {cell(id)}
          </div>
        ) : null;
      })}
    </div>
  );
}
