import { useState, type DragEvent } from 'react';
import { canDrop, type DropPlace, type PlacedPage } from './page-moves';

/** The page being dragged and where it would land now. */
interface DragState {
  page: number;
  target?: number;
  place?: DropPlace;
}

/** The top and bottom quarter of a row drop before and after it; the middle drops inside it. */
function placeAt(event: DragEvent<HTMLElement>): DropPlace {
  const box = event.currentTarget.getBoundingClientRect();
  const y = (event.clientY - box.top) / Math.max(1, box.height);
  return y < 0.25 ? 'before' : y > 0.75 ? 'after' : 'inside';
}

/**
 * Dragging pages in the tree with the browser's own drag and drop: a row tells where the dragged page
 * would go (a line above or below it, or itself highlighted), and refuses drops into the dragged
 * page's own subtree. The same moves are in each row's menu for keyboards and touch screens.
 */
export function useTreeDrag(pages: PlacedPage[], onDrop: (page: number, target: number, place: DropPlace) => void) {
  const [drag, setDrag] = useState<DragState>();

  const rowProps = (id: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent<HTMLElement>) => {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', String(id));
      setDrag({ page: id });
    },
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (!drag || !canDrop(pages, drag.page, id)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      const place = placeAt(event);
      if (drag.target !== id || drag.place !== place) setDrag({ ...drag, target: id, place });
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      if (drag && canDrop(pages, drag.page, id)) onDrop(drag.page, id, placeAt(event));
      setDrag(undefined);
    },
    onDragEnd: () => setDrag(undefined),
  });

  /** Where a drop on this row would put the dragged page, to draw it. */
  const dropShown = (id: number): DropPlace | undefined => (drag?.target === id ? drag.place : undefined);

  return { rowProps, dropShown, dragging: drag?.page };
}
