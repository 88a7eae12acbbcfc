/** Spec 001 §9: the zoom steps in percent, the default and the range; §5: the zoom box's rule. */
export const ZOOM_STEPS = [25, 33, 50, 67, 75, 80, 90, 100, 110, 125, 150, 175, 200, 250, 300, 400, 500] as const;
export const DEFAULT_ZOOM = 100;
export const MIN_ZOOM = 25;
export const MAX_ZOOM = 500;
/** Spec 001 §9: the margin around the page stack and below each page, in CSS pixels. */
export const PAGE_MARGIN = 15;
export const PAGE_BOTTOM_MARGIN = 15;
/** Spec 001 §9: rotation moves in 90-degree steps. */
export const ROTATION_STEP = 90;

const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** The next step above `zoom` (or the largest). */
export const zoomIn = (zoom: number) => ZOOM_STEPS.find((step) => step > Math.round(zoom)) ?? MAX_ZOOM;
/** The next step below `zoom` (or the smallest). */
export const zoomOut = (zoom: number) => [...ZOOM_STEPS].reverse().find((step) => step < Math.round(zoom)) ?? MIN_ZOOM;

/**
 * The zoom box (§5): its leading digits, with an optional '%', clamped to 25..500; anything else
 * keeps `current`. '150%' → 150, '1000' → 500, '10' → 25, '80 %' → 80, 'abc' → current.
 */
export function parseZoomBox(entry: string, current: number): number {
  const match = /^\s*(\d+)\s*%?/.exec(entry);
  if (!match) return current;
  return clampZoom(Number(match[1]));
}

/**
 * The page box (§5): its leading digits, clamped to 1..total; anything else keeps `current`.
 * '12' → 12, '12 / 40' → 12, '0' → 1, '99' with 40 pages → 40, 'x' → current.
 */
export function parsePageBox(entry: string, current: number, total: number): number {
  const match = /^\s*(\d+)/.exec(entry);
  if (!match || total < 1) return current;
  return Math.min(total, Math.max(1, Number(match[1])));
}

/** The zoom at which a page `points` wide (or high) fills `available` CSS pixels, margins aside, within the range. */
export function fitZoom(points: number, available: number): number {
  if (points <= 0 || available <= 0) return DEFAULT_ZOOM;
  return clampZoom(Math.floor(((available - 2 * PAGE_MARGIN) / (points * (96 / 72))) * 100));
}

/** A rotation turned by `delta` degrees, kept in 0..270. */
export const turn = (rotation: number, delta: number) => (((rotation + delta) % 360) + 360) % 360;
