import type { PagePoints } from '../page-layout.js';

/** A thumbnail's box: this wide in CSS pixels, as high as the first page's shape asks; its number under it. */
export const THUMB_WIDTH = 112;
const LABEL_HEIGHT = 22;
const GAP = 12;
export const THUMB_PADDING = 12;

/** The thumbnails' column: each slot's height (all alike, from the first page's size and the viewer's rotation) and the box inside. */
export function thumbSlot(estimate: PagePoints, rotation: number) {
  const turned = rotation % 180 !== 0;
  const ratio = turned ? estimate.width / estimate.height : estimate.height / estimate.width;
  const boxHeight = Math.round(THUMB_WIDTH * ratio);
  return { boxHeight, slot: boxHeight + LABEL_HEIGHT + GAP };
}

/** The scale that fits a page of `size` (points, rotation 0) into the box, turned by `rotation`. */
export function thumbScale(size: PagePoints, rotation: number, boxHeight: number): number {
  const turned = rotation % 180 !== 0;
  const [width, height] = turned ? [size.height, size.width] : [size.width, size.height];
  return Math.min(THUMB_WIDTH / width, boxHeight / height);
}

/** The thumbnails to mount for the column's view from `top`, `height` high: those in view and one on each side. */
export function thumbsToMount(count: number, slot: number, top: number, height: number): { first: number; last: number } {
  if (count === 0 || slot <= 0) return { first: 1, last: 0 };
  const first = Math.floor(Math.max(0, top - THUMB_PADDING) / slot) + 1;
  const last = Math.floor(Math.max(0, top + height - THUMB_PADDING) / slot) + 1;
  return { first: Math.max(1, first - 1), last: Math.min(count, last + 1) };
}
