import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { ZoomFocus } from '../useReaderPlace';
import { distance, midpoint, pinchZoom, type Point } from './pinch';

const point = (touch: Touch): Point => ({ x: touch.clientX, y: touch.clientY });

/** The pages' content, which a pinch stretches while the fingers move. */
const content = (scroller: HTMLElement | null) => scroller?.firstElementChild as HTMLElement | null | undefined;

/**
 * Pinch to zoom on a touch screen, over the pages (the stack lets the browser pan but not zoom:
 * `touch-action: pan-x pan-y`). While the fingers move the pages are stretched as they are (a CSS
 * transform from the point between the fingers as they came down, which stays where it is), so that
 * pdf.js draws nothing until the fingers leave; then the zoom is set, within 25–500 %, the pages drawn
 * once at it, and that point kept where it is on the screen (`zoomFocusRef`, which the stack reads).
 */
export function usePinchZoom(root: RefObject<HTMLElement | null>, scrollRef: RefObject<HTMLElement | null>, zoom: number, setZoom: (zoom: number) => void, zoomFocusRef: RefObject<ZoomFocus | undefined>) {
  const current = useRef({ zoom, setZoom });
  useLayoutEffect(() => {
    current.current = { zoom, setZoom };
  }, [zoom, setZoom]);
  // The pinch under way: the fingers' distance and the zoom as they came down, the zoom they lead to,
  // and the point of the stack between them (in its CSS pixels).
  const pinch = useRef<{ start: number; zoom: number; next: number; x: number; y: number }>(undefined);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const stretch = (ratio: number) => {
      const inner = content(scrollRef.current);
      if (!inner) return;
      inner.style.transformOrigin = ratio === 1 || !pinch.current ? '' : `${pinch.current.x}px ${pinch.current.y}px`;
      inner.style.transform = ratio === 1 ? '' : `scale(${ratio})`;
    };
    const onStart = (event: TouchEvent) => {
      const scroller = scrollRef.current;
      if (event.touches.length !== 2 || !scroller?.contains(event.target as Node)) return;
      const [a, b] = [point(event.touches[0]), point(event.touches[1])];
      const centre = midpoint(a, b);
      const box = scroller.getBoundingClientRect();
      const x = scroller.scrollLeft + centre.x - box.left - scroller.clientLeft;
      const y = scroller.scrollTop + centre.y - box.top - scroller.clientTop;
      pinch.current = { start: distance(a, b), zoom: current.current.zoom, next: current.current.zoom, x, y };
    };
    const onMove = (event: TouchEvent) => {
      const active = pinch.current;
      if (!active || event.touches.length !== 2) return;
      active.next = pinchZoom(active.zoom, active.start, distance(point(event.touches[0]), point(event.touches[1])));
      stretch(active.next / active.zoom);
    };
    const onEnd = (event: TouchEvent) => {
      const active = pinch.current;
      if (!active || event.touches.length >= 2) return;
      pinch.current = undefined;
      // The stretch goes once the pages are laid out at the new zoom (below), not a frame before.
      if (active.next === current.current.zoom) {
        stretch(1);
        return;
      }
      // Where that point of the stack is in the view now (the stretch kept it there, unless the view scrolled).
      const scroller = scrollRef.current;
      if (scroller) zoomFocusRef.current = { x: active.x, y: active.y, viewX: active.x - scroller.scrollLeft, viewY: active.y - scroller.scrollTop };
      current.current.setZoom(active.next);
    };
    // A pinch the browser takes back (a system gesture) changes nothing.
    const onCancel = () => {
      pinch.current = undefined;
      stretch(1);
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchmove', onMove, { passive: true });
    element.addEventListener('touchend', onEnd);
    element.addEventListener('touchcancel', onCancel);
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchmove', onMove);
      element.removeEventListener('touchend', onEnd);
      element.removeEventListener('touchcancel', onCancel);
    };
  }, [root, scrollRef, zoomFocusRef]);

  useLayoutEffect(() => {
    const inner = content(scrollRef.current);
    if (inner) {
      inner.style.transform = '';
      inner.style.transformOrigin = '';
    }
  }, [zoom, scrollRef]);
}
