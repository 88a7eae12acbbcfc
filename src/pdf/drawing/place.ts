import type { PdfRect, ShownPage } from '../geometry/shown-page.js';
import { newObjectId, SIGN_BOX_POINTS, TEXT_DEFAULTS, type DrawnObject, type HandwrittenObject, type TextObject } from './drawn-object.js';
import type { BasePage } from './to-wire.js';

type Point = { x: number; y: number };

/** How a shown page relates to its measure at scale 1: CSS pixels per point, and the viewer's own turn in degrees. */
export function pageFrame(page: ShownPage): { scale: number; angle: number } {
  const [ox, oy] = page.toView(...page.base.toPdf(0, 0));
  const [ux, uy] = page.toView(...page.base.toPdf(1, 0));
  return { scale: Math.hypot(ux - ox, uy - oy), angle: Math.round((Math.atan2(uy - oy, ux - ox) * 180) / Math.PI) };
}

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), Math.max(min, max));

/** A box of the given size (points, upright as the page shows) from a point of the shown page, kept on the page. */
function boxAt(page: ShownPage, viewX: number, viewY: number, width: number, height: number): PdfRect {
  const [bx, by] = page.base.toView(...page.toPdf(viewX, viewY));
  return page.base.rectToPdf({ left: clamp(bx, 0, page.base.width - width), top: clamp(by, 0, page.base.height - height), width, height });
}

export function newSignBox(page: ShownPage, viewX: number, viewY: number, now = Date.now()): DrawnObject {
  const rect = boxAt(page, viewX, viewY, SIGN_BOX_POINTS.width, SIGN_BOX_POINTS.height);
  return { id: newObjectId('sign', now), type: 'sign', pageNumber: page.pageNumber, rect, preLoaded: false, approved: false };
}

/** A new text with the spec's defaults; its box is measured again once shown. */
export function newText(page: ShownPage, viewX: number, viewY: number, now = Date.now()): TextObject {
  const rect = boxAt(page, viewX, viewY, TEXT_DEFAULTS.fontSize * 0.55 * TEXT_DEFAULTS.text.length, TEXT_DEFAULTS.fontSize * 1.2);
  return { id: newObjectId('text', now), type: 'text', pageNumber: page.pageNumber, rect, ...TEXT_DEFAULTS };
}

function bounds(points: Point[]): PdfRect {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return { x1: Math.min(...xs), y1: Math.min(...ys), x2: Math.max(...xs), y2: Math.max(...ys) };
}

/**
 * A handwritten signature from the pad's strokes (pad pixels, origin top left), `width` points wide
 * as the page shows, its top left corner at `at` (PDF points) of the page.
 */
export function handwritingAt(pageNumber: number, base: BasePage, at: [number, number], strokes: Point[][], width: number, now = Date.now()): HandwrittenObject {
  const pad = bounds(strokes.flat());
  const factor = width / Math.max(pad.x2 - pad.x1, 1);
  const [ox, oy] = base.toView(...at);
  const left = clamp(ox, 0, base.width - width);
  const top = clamp(oy, 0, base.height - (pad.y2 - pad.y1) * factor);
  const segments = strokes.map((stroke) =>
    stroke.map((p) => {
      const [x, y] = base.toPdf(left + (p.x - pad.x1) * factor, top + (p.y - pad.y1) * factor);
      return { x, y };
    }),
  );
  return { id: newObjectId('handwritten-sign', now), type: 'handwritten-sign', pageNumber, rect: bounds(segments.flat()), segments };
}

/** The object moved by (dx, dy) PDF points. */
export function moved<T extends DrawnObject>(object: T, dx: number, dy: number): T {
  const rect = { x1: object.rect.x1 + dx, y1: object.rect.y1 + dy, x2: object.rect.x2 + dx, y2: object.rect.y2 + dy };
  if (object.type !== 'handwritten-sign') return { ...object, rect };
  return { ...object, rect, segments: object.segments.map((s) => s.map((p) => ({ x: p.x + dx, y: p.y + dy }))) };
}

/**
 * The object moved by (dx, dy) PDF points, then back onto its page as far as it left it (the sign
 * call refuses an object off its page). An object larger than the page keeps its top left corner on it.
 */
export function movedWithinPage<T extends DrawnObject>(object: T, base: BasePage, dx: number, dy: number): T {
  const there = moved(object, dx, dy);
  const view = base.rectToView(there.rect);
  const back = [clamp(view.left, 0, base.width - view.width) - view.left, clamp(view.top, 0, base.height - view.height) - view.top];
  if (back[0] === 0 && back[1] === 0) return there;
  const [ox, oy] = base.toPdf(0, 0);
  const [x, y] = base.toPdf(back[0], back[1]);
  return moved(there, x - ox, y - oy);
}

/** A handwritten signature scaled to `width` points as the page shows, its top left corner kept. */
export function resizedHandwriting(object: HandwrittenObject, base: BasePage, width: number): HandwrittenObject {
  const view = base.rectToView(object.rect);
  const factor = width / Math.max(view.width, 1);
  const [ax, ay] = base.toPdf(view.left, view.top);
  const segments = object.segments.map((s) => s.map((p) => ({ x: ax + (p.x - ax) * factor, y: ay + (p.y - ay) * factor })));
  return { ...object, segments, rect: bounds(segments.flat()) };
}

/** The width of a handwritten signature as the page shows it, in points. */
export const shownWidth = (object: DrawnObject, base: BasePage) => base.rectToView(object.rect).width;

/**
 * A text's box resized to what it measures (points, as the page shows): its top kept, and its
 * start, middle or end kept by its anchor. Undefined when it already measures that.
 */
export function fittedText(object: TextObject, base: BasePage, width: number, height: number): TextObject | undefined {
  const view = base.rectToView(object.rect);
  if (Math.abs(view.width - width) < 0.5 && Math.abs(view.height - height) < 0.5) return undefined;
  const left = object.textAnchor === 'middle' ? view.left + (view.width - width) / 2 : object.textAnchor === 'end' ? view.left + view.width - width : view.left;
  return { ...object, rect: base.rectToPdf({ left, top: view.top, width, height }) };
}
