import { PdfArray, PdfDict, PdfNumber, type PDF, type PDFPage, type PdfObject } from '@libpdf/core';
import { MAX_DEPTH, resolverOf, type Resolve } from './pdf-objects.js';

/** A rectangle of a page as shown (its rotation applied), in PDF points, origin bottom-left of the page's crop box. */
export interface ShownRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where a page is and how it is shown. The library reads a page's boxes and rotation from the page
 * alone, but MediaBox, CropBox, Rotate and Resources may be inherited from the page tree (PDF 32000-1
 * §7.7.3.4), which many producers do: read here with inheritance.
 */
export interface PageGeometry {
  /** The visible region in default user space (the crop box, within the media box). */
  crop: { x: number; y: number; width: number; height: number };
  rotation: 0 | 90 | 180 | 270;
  /** The page's size as shown (width and height swapped for a quarter turn). */
  shown: { width: number; height: number };
  /**
   * Maps a point of the page as shown (origin bottom-left of the shown crop box, PDF points) to
   * default user space: [a b c d e f] of a `cm` operator.
   */
  toUserSpace: [number, number, number, number, number, number];
}

/** A page attribute from the page or the nearest ancestor in the page tree that has it. */
export function inheritedAttribute(page: PDFPage, key: string, resolve: Resolve): PdfObject | undefined {
  let node: PdfDict | undefined = page.dict;
  for (let depth = 0; node && depth < MAX_DEPTH; depth++) {
    const value = node.get(key, resolve);
    if (value !== undefined) return value;
    const parent = node.get('Parent', resolve);
    node = parent instanceof PdfDict ? parent : undefined;
  }
  return undefined;
}

function box(value: PdfObject | undefined): { x1: number; y1: number; x2: number; y2: number } | undefined {
  if (!(value instanceof PdfArray) || value.length < 4) return undefined;
  const n = [0, 1, 2, 3].map((i) => value.at(i));
  if (!n.every((v) => v instanceof PdfNumber)) return undefined;
  const [a, b, c, d] = n.map((v) => (v as PdfNumber).value);
  return { x1: Math.min(a, c), y1: Math.min(b, d), x2: Math.max(a, c), y2: Math.max(b, d) };
}

export function pageGeometry(page: PDFPage, resolve: Resolve): PageGeometry {
  // US Letter when a page names no media box at all (the reader's default too).
  const media = box(inheritedAttribute(page, 'MediaBox', resolve)) ?? { x1: 0, y1: 0, x2: 612, y2: 792 };
  const cropped = box(inheritedAttribute(page, 'CropBox', resolve)) ?? media;
  // The crop box is clipped to the media box; one outside it entirely counts as the media box.
  const x1 = Math.max(cropped.x1, media.x1);
  const y1 = Math.max(cropped.y1, media.y1);
  const x2 = Math.min(cropped.x2, media.x2);
  const y2 = Math.min(cropped.y2, media.y2);
  const crop = x2 > x1 && y2 > y1 ? { x: x1, y: y1, width: x2 - x1, height: y2 - y1 } : { x: media.x1, y: media.y1, width: media.x2 - media.x1, height: media.y2 - media.y1 };

  const rotate = inheritedAttribute(page, 'Rotate', resolve);
  const degrees = rotate instanceof PdfNumber ? rotate.value : 0;
  const rotation = ((((Math.round(degrees / 90) * 90) % 360) + 360) % 360) as PageGeometry['rotation'];
  const { x, y, width: w, height: h } = crop;
  // A page shown turned clockwise by `rotation`: where a shown point (X, Y) lies in user space.
  const toUserSpace: PageGeometry['toUserSpace'] =
    rotation === 90 ? [0, 1, -1, 0, x + w, y] : rotation === 180 ? [-1, 0, 0, -1, x + w, y + h] : rotation === 270 ? [0, -1, 1, 0, x, y + h] : [1, 0, 0, 1, x, y];
  const shown = rotation % 180 === 0 ? { width: w, height: h } : { width: h, height: w };
  return { crop, rotation, shown, toUserSpace };
}

/** A point of the shown page in user space. */
export function toUser(geometry: PageGeometry, px: number, py: number): { x: number; y: number } {
  const [a, b, c, d, e, f] = geometry.toUserSpace;
  return { x: a * px + c * py + e, y: b * px + d * py + f };
}

/** A rectangle of the shown page in user space: its corners' bounds, [x1 y1 x2 y2] as an annotation's /Rect. */
export function toUserRect(geometry: PageGeometry, rect: ShownRect): [number, number, number, number] {
  const corners = [toUser(geometry, rect.x, rect.y), toUser(geometry, rect.x + rect.width, rect.y), toUser(geometry, rect.x, rect.y + rect.height), toUser(geometry, rect.x + rect.width, rect.y + rect.height)];
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/**
 * Gives the page a Resources dictionary of its own before something is added to it: the library
 * would otherwise start an empty one and hide the inherited fonts and images from the page's content.
 */
export function ensureOwnResources(page: PDFPage, resolve: Resolve): void {
  if (page.dict.get('Resources', resolve) instanceof PdfDict) return;
  const inherited = inheritedAttribute(page, 'Resources', resolve);
  page.dict.set('Resources', inherited instanceof PdfDict ? inherited.clone() : new PdfDict());
}

/** A page's size as shown (its rotation applied), in PDF points: the space of sign boxes' coordinates. */
export interface ShownPage {
  width: number;
  height: number;
  rotation: 0 | 90 | 180 | 270;
}

/** Every page of a PDF as shown. */
export function shownPages(pdf: PDF): ShownPage[] {
  const resolve = resolverOf(pdf);
  return pdf.getPages().map((page) => {
    const { shown, rotation } = pageGeometry(page, resolve);
    return { ...shown, rotation };
  });
}
