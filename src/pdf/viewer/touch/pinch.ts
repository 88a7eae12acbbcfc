import { MAX_ZOOM, MIN_ZOOM } from '../zoom.js';

export interface Point {
  x: number;
  y: number;
}

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/** The point between two fingers: the centre of the pinch, which stays where it is on the screen. */
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * The zoom a pinch leads to: the zoom it started from, grown as the fingers moved apart (or shrunk as
 * they came together), in whole percent within the viewer's 25–500 %. A pinch that started with the
 * fingers on one spot changes nothing.
 */
export function pinchZoom(startZoom: number, startDistance: number, currentDistance: number): number {
  if (startDistance <= 0 || currentDistance <= 0) return startZoom;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round((startZoom * currentDistance) / startDistance)));
}
