import { useEffect, type RefObject } from 'react';
import type { Canvas } from 'fabric';
import type { ShownPage } from '../../geometry/shown-page';
import type { DrawnObject } from '../drawn-object';
import { readingClip } from './reading-clip';

/**
 * Reading mode (no tool on) on a page with drawn objects: the drawing layer lets the pointer through
 * to the page's text and links except over its objects. The layer takes no pointer events; the
 * canvas that fabric listens on takes them, clipped to its objects' boxes (reading-clip.ts), so the
 * browser's own hit test sends a click or a touch on an object to fabric (select, drag) and any other
 * to the page, with no work on a pointer's move. The clip is measured again each time the canvas
 * builds its objects (from the same page, objects and faces: useFabricCanvas).
 *
 * While a press that began elsewhere lasts (a drag selecting the text), the canvas takes nothing, so
 * that the selection goes on under an object and ends in the text layer; while fabric drags an
 * object, the clip is lifted, so that its border shows wherever it goes.
 */
export function useReadingPointer(canvas: RefObject<Canvas | null>, reading: boolean, page: ShownPage, objects: DrawnObject[], facesShown: number) {
  useEffect(() => {
    const made = canvas.current;
    if (!made || !reading) return;
    const upper = made.upperCanvasEl;
    const { style } = upper;
    const clip = readingClip(made.getObjects().map((shape) => shape.getBoundingRect()));
    const take = () => {
      if (clip) style.setProperty('clip-path', clip);
      style.setProperty('pointer-events', clip ? 'auto' : 'none');
    };
    take();
    const pressed = (event: PointerEvent) => event.target !== upper && style.setProperty('pointer-events', 'none');
    const lift = ({ target }: { target?: unknown }) => target && style.removeProperty('clip-path');
    made.on('mouse:down', lift);
    document.addEventListener('pointerdown', pressed, true);
    document.addEventListener('pointerup', take, true);
    document.addEventListener('pointercancel', take, true);
    return () => {
      made.off('mouse:down', lift);
      document.removeEventListener('pointerdown', pressed, true);
      document.removeEventListener('pointerup', take, true);
      document.removeEventListener('pointercancel', take, true);
      style.removeProperty('clip-path');
      style.removeProperty('pointer-events');
    };
  }, [canvas, reading, page, objects, facesShown]);
}
