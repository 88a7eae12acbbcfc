import { MAX_DRAWN_POINTS, type DrawnObject, type JsonSignField } from '../../src/shared/signing/wire.js';
import { badRequest } from '../errors/app-error.js';
import type { DrawnOnPdf } from './engine.js';
import type { ShownRect } from '../pdf/page-geometry.js';
import type { Box } from './requests/model.js';

export interface PageSize {
  width: number;
  height: number;
}

/** Points of slack for boxes that touch a page's edge after rounding in the viewer. */
const SLACK = 0.5;
/** The smallest side of a box the viewer drew, in PDF points: a box needs an area to draw in. */
const MIN_SIDE = 1;

/** The page as the viewer showed it (origin top left), in its own units. */
interface ShownPage {
  page_width: number;
  page_height: number;
}

/** Why a position of the viewer's (its farthest x and y) leaves the page it was shown on, or undefined. */
function offShownPage(x: number, y: number, shown: ShownPage, page: PageSize): string | undefined {
  const slack = (SLACK * shown.page_width) / page.width;
  return x > shown.page_width + slack || y > shown.page_height + slack ? `leaves the page (${shown.page_width} by ${shown.page_height} as shown)` : undefined;
}

/**
 * A request's box in PDF points from the bottom left of its page as shown (the engine's rect).
 * Positions are measured from the named corner to the box's own corner on that side: 'Alto sx' from
 * the top left, 'Basso dx' from the bottom right, and so on.
 */
export function requestBoxToPdf(box: Box, page: PageSize): ShownRect {
  const fromRight = box.corner.endsWith('dx');
  const fromTop = box.corner.startsWith('Alto');
  return {
    x: fromRight ? page.width - box.x - box.width : box.x,
    y: fromTop ? page.height - box.y - box.height : box.y,
    width: box.width,
    height: box.height,
  };
}

/** Why a request's box does not fit its document, or undefined. */
export function boxProblem(box: Box, pages: PageSize[]): string | undefined {
  const page = pages[box.page - 1];
  if (!page) return `page ${box.page} does not exist (the PDF has ${pages.length})`;
  if (box.x + box.width > page.width + SLACK || box.y + box.height > page.height + SLACK)
    return `a box of ${box.width} by ${box.height} at ${box.x}, ${box.y} from ${box.corner} leaves page ${box.page} (${page.width} by ${page.height} points)`;
  return undefined;
}

/**
 * A box the viewer drew (jsonSignFields), in PDF points: the viewer shows the page page_width by
 * page_height with its origin at the top left, the PDF's page is `page` points from the bottom left.
 * 400 for a box on a page the PDF lacks, one under MIN_SIDE points wide or high, or one leaving the page.
 */
export function viewerFieldToPdf(field: JsonSignField, pages: PageSize[], index: number): { page: number; rect: ShownRect } {
  const page = pages[field.page_number - 1];
  const where = `jsonSignFields[${index}]`;
  if (!page) throw badRequest(`${where}: page ${field.page_number} does not exist (the PDF has ${pages.length})`);
  const [x1, x2] = [Math.min(field.field_x, field.field_x2), Math.max(field.field_x, field.field_x2)];
  const [y1, y2] = [Math.min(field.field_y, field.field_y2), Math.max(field.field_y, field.field_y2)];
  const sx = page.width / field.page_width;
  const sy = page.height / field.page_height;
  if ((x2 - x1) * sx < MIN_SIDE || (y2 - y1) * sy < MIN_SIDE) throw badRequest(`${where}: the box has no area (it must be at least ${MIN_SIDE} point wide and high)`);
  const off = offShownPage(x2, y2, field, page);
  if (off) throw badRequest(`${where}: the box ${off}`);
  return {
    page: field.page_number,
    rect: { x: x1 * sx, y: page.height - Math.min(y2 * sy, page.height), width: Math.min((x2 - x1) * sx, page.width), height: Math.min((y2 - y1) * sy, page.height) },
  };
}

/**
 * A drawn object (jsonDrawnObjects) in PDF points, scaled like a viewer box: its box from xStart,
 * yStart to xEnd, yEnd, and a handwritten signature's points. 400 for a page the PDF lacks, an
 * object or a point that leaves its page, or a handwritten signature with more points than
 * MAX_DRAWN_POINTS in all.
 */
export function drawnObjectToPdf(object: DrawnObject, pages: PageSize[], index: number): DrawnOnPdf {
  const where = `jsonDrawnObjects[${index}]`;
  const page = pages[object.pageNumber - 1];
  if (!page) throw badRequest(`${where}: page ${object.pageNumber} does not exist (the PDF has ${pages.length})`);
  const sx = page.width / object.page_width;
  const sy = page.height / object.page_height;
  const [x1, x2] = [Math.min(object.xStart, object.xEnd), Math.max(object.xStart, object.xEnd)];
  const [y1, y2] = [Math.min(object.yStart, object.yEnd), Math.max(object.yStart, object.yEnd)];
  const points = (object.segments ?? []).flat();
  if (points.length > MAX_DRAWN_POINTS) throw badRequest(`${where}: a handwritten signature takes at most ${MAX_DRAWN_POINTS} points`);
  const off = offShownPage(Math.max(x2, ...points.map((p) => p.x)), Math.max(y2, ...points.map((p) => p.y)), object, page);
  if (off) throw badRequest(`${where}: the ${object.type === 'text' ? 'text' : 'handwritten signature'} ${off}`);
  return {
    page: object.pageNumber,
    type: object.type,
    rect: { x: x1 * sx, y: page.height - y2 * sy, width: (x2 - x1) * sx, height: (y2 - y1) * sy },
    ...(object.type === 'handwritten-sign' ? { segments: (object.segments ?? []).map((s) => s.map((p) => ({ x: p.x * sx, y: page.height - p.y * sy }))) } : {}),
    ...(object.type === 'text'
      ? { text: object.text ?? 'New Text...', fontSize: object.fontSize, font: object.font, color: object.color, textAnchor: object.textAnchor }
      : {}),
  };
}

/** The lines drawn in a signature box: who, when (DD/MM/YY HH:mm, UTC), and the reason when given. */
export function appearanceLines(name: string, at: Date, reason: string | undefined): string[] {
  const two = (n: number) => String(n).padStart(2, '0');
  const when = `${two(at.getUTCDate())}/${two(at.getUTCMonth() + 1)}/${two(at.getUTCFullYear() % 100)} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())} UTC`;
  return [name, when, ...(reason ? [reason] : [])];
}
