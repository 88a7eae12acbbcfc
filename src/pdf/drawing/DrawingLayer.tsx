import type { ShownPage } from '../geometry/shown-page';

/** The objects drawn on a page (sign boxes, handwritten signatures, texts), on a canvas over it. */
export function DrawingLayer(_props: { page: ShownPage }) {
  return null;
}
