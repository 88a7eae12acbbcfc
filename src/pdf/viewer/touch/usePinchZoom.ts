import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { distance, pinchZoom, type Point } from './pinch';

const point = (touch: Touch): Point => ({ x: touch.clientX, y: touch.clientY });

/** The pages' content, which a pinch stretches while the fingers move. */
const content = (scroller: HTMLElement | null) => scroller?.firstElementChild as HTMLElement | null | undefined;

/**
 * Pinch to zoom on a touch screen, over the pages (the stack lets the browser pan but not zoom:
 * `touch-action: pan-x pan-y`). While the fingers move the pages are stretched as they are (a CSS
 * transform from the top of the view, where the reader's place is kept), so that pdf.js draws nothing
 * until the fingers leave; then the zoom is set, within 25–500 %, and the pages drawn once at it.
 */
export function usePinchZoom(root: RefObject<HTMLElement | null>, scrollRef: RefObject<HTMLElement | null>, zoom: number, setZoom: (zoom: number) => void) {
  const current = useRef({ zoom, setZoom });
  useLayoutEffect(() => {
    current.current = { zoom, setZoom };
  }, [zoom, setZoom]);
  const pinch = useRef<{ start: number; zoom: number; next: number }>(undefined);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const stretch = (ratio: number) => {
      const scroller = scrollRef.current;
      const inner = content(scroller);
      if (!scroller || !inner) return;
      inner.style.transformOrigin = ratio === 1 ? '' : `${scroller.scrollLeft + scroller.clientWidth / 2}px ${scroller.scrollTop}px`;
      inner.style.transform = ratio === 1 ? '' : `scale(${ratio})`;
    };
    const onStart = (event: TouchEvent) => {
      if (event.touches.length !== 2 || !scrollRef.current?.contains(event.target as Node)) return;
      const start = distance(point(event.touches[0]), point(event.touches[1]));
      pinch.current = { start, zoom: current.current.zoom, next: current.current.zoom };
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
      if (active.next === current.current.zoom) stretch(1);
      else current.current.setZoom(active.next);
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
  }, [root, scrollRef]);

  useLayoutEffect(() => {
    const inner = content(scrollRef.current);
    if (inner) {
      inner.style.transform = '';
      inner.style.transformOrigin = '';
    }
  }, [zoom, scrollRef]);
}
