import { useCallback, useRef, useState, type PointerEvent, type RefObject } from 'react';

type Point = { x: number; y: number };

/**
 * Strokes drawn on a canvas with a pointer (mouse, pen, touch), in the canvas's own pixels, drawn
 * as they come: stroke 1, black (001 §9).
 */
export function usePadStrokes(canvas: RefObject<HTMLCanvasElement | null>) {
  const [strokes, setStrokes] = useState<Point[][]>([]);
  const current = useRef<Point[] | null>(null);

  const at = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const box = event.currentTarget.getBoundingClientRect();
    const c = event.currentTarget;
    return { x: ((event.clientX - box.left) * c.width) / box.width, y: ((event.clientY - box.top) * c.height) / box.height };
  };
  const line = (from: Point, to: Point) => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.lineWidth = 1.5;
    context.lineCap = 'round';
    context.strokeStyle = '#000';
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
      event.currentTarget.setPointerCapture(event.pointerId);
      const point = at(event);
      current.current = [point];
      line(point, { x: point.x + 0.5, y: point.y });
    },
    onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
      const stroke = current.current;
      if (!stroke) return;
      const point = at(event);
      line(stroke[stroke.length - 1], point);
      stroke.push(point);
    },
    onPointerUp() {
      const stroke = current.current;
      current.current = null;
      if (stroke) setStrokes((all) => [...all, stroke]);
    },
  };
  const clear = useCallback(() => {
    const c = canvas.current;
    c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
    setStrokes([]);
  }, [canvas]);
  return { strokes, clear, handlers: { ...handlers, onPointerCancel: handlers.onPointerUp } };
}
