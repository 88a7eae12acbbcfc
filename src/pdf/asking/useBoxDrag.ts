import { useRef, type PointerEvent } from 'react';
import type { ShownPage } from '../geometry/shown-page';
import type { DraftBox } from './draft';

type Place = Pick<DraftBox, 'x' | 'y' | 'width' | 'height'>;

/** The attribute that marks a page's asking layer: pointer positions are read from its corner. */
export const LAYER_ATTRIBUTE = 'data-ask-layer';
/** The attribute that says what dragging an element does: `move` the box, or `resize` it by its handle. */
export const DRAG_ATTRIBUTE = 'data-drag';

/**
 * Dragging a box (`move`) or its handle (`resize`) with a mouse, a pen or a finger. The pointer is
 * followed in the page's points as shown at scale 1, where the box is kept, so that the box follows
 * it at any zoom and through the viewer's rotation; the handle sits on the box's far corner there.
 * The same handlers serve both, told apart by the element's DRAG_ATTRIBUTE.
 */
export function useBoxDrag(page: ShownPage, box: DraftBox, apply: (place: Place) => void) {
  const start = useRef<{ x: number; y: number; box: Place; resize: boolean } | null>(null);
  const pointIn = (event: PointerEvent<HTMLElement>) => {
    const layer = event.currentTarget.closest(`[${LAYER_ATTRIBUTE}]`)?.getBoundingClientRect();
    const [x, y] = page.base.toView(...page.toPdf(event.clientX - (layer?.left ?? 0), event.clientY - (layer?.top ?? 0)));
    return { x, y };
  };
  const stop = () => {
    start.current = null;
  };
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.stopPropagation();
      event.currentTarget.setPointerCapture(event.pointerId);
      start.current = { ...pointIn(event), box, resize: event.currentTarget.getAttribute(DRAG_ATTRIBUTE) === 'resize' };
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const from = start.current;
      if (!from) return;
      const at = pointIn(event);
      const [dx, dy] = [at.x - from.x, at.y - from.y];
      apply(from.resize ? { ...from.box, width: from.box.width + dx, height: from.box.height + dy } : { ...from.box, x: from.box.x + dx, y: from.box.y + dy });
    },
    onPointerUp: stop,
    onPointerCancel: stop,
  };
}
