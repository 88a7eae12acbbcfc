/** A box of the canvas, in CSS pixels from its top left corner. */
export interface ClipBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * How far around an object its canvas still takes the pointer: fabric's padding (2) and selection
 * border (2), which the clip must not cut.
 */
export const HALO = 5;

const px = (n: number) => Math.round(n * 2) / 2;

/**
 * The CSS clip-path that leaves of a canvas only its objects' boxes, each grown by `halo`: the
 * browser hit-tests a clipped element only inside its clip, so the canvas takes the pointer over its
 * objects and lets it through everywhere else. Undefined for no box (nothing to take).
 */
export function readingClip(boxes: ClipBox[], halo = HALO): string | undefined {
  if (boxes.length === 0) return undefined;
  // One closed rectangle per box, all turning the same way: the nonzero rule fills their union.
  const rects = boxes.map(({ left, top, width, height }) => `M${px(left - halo)} ${px(top - halo)}h${px(width + 2 * halo)}v${px(height + 2 * halo)}h${px(-(width + 2 * halo))}Z`);
  return `path('${rects.join('')}')`;
}
