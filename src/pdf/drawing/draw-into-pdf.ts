import { PDFDocument, StandardFonts, degrees, rgb, pushGraphicsState, popGraphicsState, moveTo, lineTo, stroke, setLineWidth, setStrokingRgbColor, type PDFFont, type PDFPage } from 'pdf-lib';
import type { PdfRect } from '../geometry/shown-page.js';
import type { DrawnObject, TextFont, TextObject } from './drawn-object.js';
import { FALLBACK_FACE, type FallbackFace } from './faces.js';

export type { FallbackFace } from './faces.js';
/** Loads a DejaVu font's bytes, only when a text needs one. */
export type LoadFallback = (face: FallbackFace) => Promise<Uint8Array | ArrayBuffer>;

const STANDARD: Record<TextFont, StandardFonts> = { helvetica: StandardFonts.Helvetica, courier: StandardFonts.Courier, timesRoman: StandardFonts.TimesRoman };
/** As the server's signature appearance draws texts (server/pdf/appearance.ts): the first baseline 0.8 em below the top, lines 1.2 em apart. */
const ASCENT = 0.8;
const LEADING = 1.2;

/**
 * The directions of the page as shown in its own rotation, in its PDF points: where the view's top
 * left corner of a rectangle is, which way is right and which way is down.
 */
function viewAxes(rotation: number, rect: PdfRect) {
  switch (((rotation % 360) + 360) % 360) {
    case 90:
      return { topLeft: [rect.x1, rect.y1], right: [0, 1], down: [1, 0], width: rect.y2 - rect.y1 };
    case 180:
      return { topLeft: [rect.x2, rect.y1], right: [-1, 0], down: [0, 1], width: rect.x2 - rect.x1 };
    case 270:
      return { topLeft: [rect.x2, rect.y2], right: [0, -1], down: [-1, 0], width: rect.y2 - rect.y1 };
    default:
      return { topLeft: [rect.x1, rect.y2], right: [1, 0], down: [0, -1], width: rect.x2 - rect.x1 };
  }
}

function hexColor(color: string) {
  const hex = /^#([0-9a-f]{6})$/i.exec(color.trim())?.[1] ?? '000000';
  return rgb(parseInt(hex.slice(0, 2), 16) / 255, parseInt(hex.slice(2, 4), 16) / 255, parseInt(hex.slice(4, 6), 16) / 255);
}

/** Fonts of one document: a standard font while every character is WinAnsi, else a subset of the DejaVu face. */
function fontCache(doc: PDFDocument, loadFallback: LoadFallback) {
  const cache = new Map<string, Promise<PDFFont>>();
  const once = (key: string, make: () => Promise<PDFFont>) => {
    if (!cache.has(key)) cache.set(key, make());
    return cache.get(key)!;
  };
  return async (font: TextFont, text: string): Promise<PDFFont> => {
    const standard = await once(font, () => doc.embedFont(STANDARD[font]));
    const known = new Set(standard.getCharacterSet());
    if ([...text.replace(/[\r\n]/g, '')].every((c) => known.has(c.codePointAt(0)!))) return standard;
    return once(`fallback-${font}`, async () => {
      const { default: fontkit } = await import('@pdf-lib/fontkit');
      doc.registerFontkit(fontkit);
      return doc.embedFont(await loadFallback(FALLBACK_FACE[font]), { subset: true });
    });
  };
}

/** A text from the top of its box, each line anchored at the box's start, middle or end, upright on the page as shown. */
function drawText(page: PDFPage, object: TextObject, font: PDFFont) {
  const axes = viewAxes(page.getRotation().angle, object.rect);
  object.text.split(/\r\n|\r|\n/).forEach((line, i) => {
    const width = font.widthOfTextAtSize(line, object.fontSize);
    const along = object.textAnchor === 'middle' ? (axes.width - width) / 2 : object.textAnchor === 'end' ? axes.width - width : 0;
    const down = object.fontSize * (ASCENT + i * LEADING);
    page.drawText(line, {
      x: axes.topLeft[0] + axes.right[0] * along + axes.down[0] * down,
      y: axes.topLeft[1] + axes.right[1] * along + axes.down[1] * down,
      size: object.fontSize,
      font,
      color: hexColor(object.color),
      rotate: degrees(page.getRotation().angle),
    });
  });
}

/** Handwriting as black polylines, stroke 1 (001 §9). */
function drawPolylines(page: PDFPage, segments: { x: number; y: number }[][]) {
  const operators = [pushGraphicsState(), setLineWidth(1), setStrokingRgbColor(0, 0, 0)];
  for (const segment of segments) {
    if (segment.length === 0) continue;
    operators.push(moveTo(segment[0].x, segment[0].y));
    // A single point still leaves a dot.
    for (const point of segment.length === 1 ? [{ x: segment[0].x + 0.5, y: segment[0].y }] : segment.slice(1)) operators.push(lineTo(point.x, point.y));
    operators.push(stroke());
  }
  operators.push(popGraphicsState());
  page.pushOperators(...operators);
}

/**
 * The PDF with the drawn objects drawn into it (the toolbar's save): texts, handwritten signatures
 * as polylines and sign boxes as frames, each where it shows on its page. The page's own content is
 * wrapped in a saved graphics state first, so that whatever it leaves changed cannot move them.
 */
export async function drawIntoPdf(bytes: Uint8Array | ArrayBuffer, objects: DrawnObject[], loadFallback: LoadFallback): Promise<Uint8Array> {
  const doc = await PDFDocument.load(bytes);
  const fontFor = fontCache(doc, loadFallback);
  const pages = doc.getPages();
  const wrapped = new Set<number>();
  for (const object of objects) {
    const page = pages[object.pageNumber - 1];
    if (!page) throw new Error(`The PDF has no page ${object.pageNumber}`);
    if (!wrapped.has(object.pageNumber)) {
      wrapped.add(object.pageNumber);
      page.node.wrapContentStreams(doc.context.register(doc.context.contentStream([pushGraphicsState()])), doc.context.register(doc.context.contentStream([popGraphicsState()])));
    }
    const { x1, y1, x2, y2 } = object.rect;
    if (object.type === 'text') drawText(page, object, await fontFor(object.font, object.text));
    else if (object.type === 'handwritten-sign') drawPolylines(page, object.segments);
    else if (!object.preLoaded) page.drawRectangle({ x: x1, y: y1, width: x2 - x1, height: y2 - y1, borderWidth: 1, borderColor: rgb(0, 0, 0) });
  }
  return doc.save();
}
