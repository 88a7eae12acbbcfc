import type { PageViewport } from 'pdfjs-dist';

/** The spec's CSS to PDF unit ratio (001 §9): 100 % zoom shows a point as 96/72 CSS pixels. */
export const CSS_PER_POINT = 96 / 72;

/** A rectangle in a page's PDF points (its user space: origin bottom left of the view box, unrotated). */
export interface PdfRect {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** A rectangle in CSS pixels on a page as shown (origin top left), left <= right, top <= bottom. */
export interface ViewRect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * A page as the viewer shows it now (its zoom and rotation): its size in CSS pixels and the
 * conversions between those pixels and the page's PDF points. Drawn objects and sign boxes are kept
 * in PDF points and placed through these, so they stay put through zoom, fit and rotation.
 * `base` is the same page at scale 1 in its own rotation: what the sign call's page_width,
 * page_height and field coordinates are measured on (docs/signing.md).
 */
export interface ShownPage {
  pageNumber: number;
  width: number;
  height: number;
  /** The rotation shown, in degrees (the page's own plus the viewer's). */
  rotation: number;
  toView(x: number, y: number): [number, number];
  toPdf(x: number, y: number): [number, number];
  rectToView(rect: PdfRect): ViewRect;
  rectToPdf(rect: ViewRect): PdfRect;
  base: { width: number; height: number; rectToView(rect: PdfRect): ViewRect; rectToPdf(rect: ViewRect): PdfRect; toPdf(x: number, y: number): [number, number]; toView(x: number, y: number): [number, number] };
}

type Viewport = Pick<PageViewport, 'width' | 'height' | 'rotation' | 'convertToViewportPoint' | 'convertToPdfPoint'>;

const normalise = (x1: number, y1: number, x2: number, y2: number): ViewRect => ({
  left: Math.min(x1, x2),
  top: Math.min(y1, y2),
  width: Math.abs(x2 - x1),
  height: Math.abs(y2 - y1),
});

function converters(viewport: Viewport) {
  const toView = (x: number, y: number) => viewport.convertToViewportPoint(x, y) as [number, number];
  const toPdf = (x: number, y: number) => viewport.convertToPdfPoint(x, y) as [number, number];
  return {
    width: viewport.width,
    height: viewport.height,
    toView,
    toPdf,
    rectToView(rect: PdfRect): ViewRect {
      const [ax, ay] = toView(rect.x1, rect.y1);
      const [bx, by] = toView(rect.x2, rect.y2);
      return normalise(ax, ay, bx, by);
    },
    rectToPdf(rect: ViewRect): PdfRect {
      const [ax, ay] = toPdf(rect.left, rect.top);
      const [bx, by] = toPdf(rect.left + rect.width, rect.top + rect.height);
      return { x1: Math.min(ax, bx), y1: Math.min(ay, by), x2: Math.max(ax, bx), y2: Math.max(ay, by) };
    },
  };
}

/** A ShownPage from pdf.js viewports: `viewport` as shown, `base` at scale 1 in the page's own rotation. */
export function shownPage(pageNumber: number, viewport: Viewport, base: Viewport): ShownPage {
  return { pageNumber, rotation: viewport.rotation, ...converters(viewport), base: converters(base) };
}
