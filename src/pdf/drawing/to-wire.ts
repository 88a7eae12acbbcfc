import type { JsonSignField, DrawnObject as WireDrawnObject } from '../../shared/signing/wire.js';
import type { ShownPage } from '../geometry/shown-page.js';
import type { DrawnObject } from './drawn-object.js';

/** A page at scale 1 in its own rotation: what the sign call measures on (docs/signing.md). */
export type BasePage = ShownPage['base'];

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The sign call's jsonSignFields and jsonDrawnObjects from the drawn objects (kept in PDF points):
 * each on its page as shown at scale 1 in the page's own rotation, origin top left. Preloaded sign
 * boxes are the request's own and are not sent; an object whose page was never shown is left out.
 */
export function toWire(objects: DrawnObject[], bases: ReadonlyMap<number, BasePage>): { jsonSignFields: JsonSignField[]; jsonDrawnObjects: WireDrawnObject[] } {
  const jsonSignFields: JsonSignField[] = [];
  const jsonDrawnObjects: WireDrawnObject[] = [];
  for (const object of objects) {
    const base = bases.get(object.pageNumber);
    if (!base) continue;
    const view = base.rectToView(object.rect);
    const page = { page_width: round(base.width), page_height: round(base.height) };
    const box = { xStart: round(view.left), yStart: round(view.top), xEnd: round(view.left + view.width), yEnd: round(view.top + view.height) };
    if (object.type === 'sign') {
      if (object.preLoaded) continue;
      jsonSignFields.push({ page_number: object.pageNumber, ...page, field_x: box.xStart, field_y: box.yStart, field_x2: box.xEnd, field_y2: box.yEnd });
      continue;
    }
    const common = { id: object.id, type: object.type, pageNumber: object.pageNumber, ...page, ...box, width: round(view.width), height: round(view.height) };
    if (object.type === 'handwritten-sign') {
      const segments = object.segments.map((segment) => segment.map(({ x, y }) => {
        const [vx, vy] = base.toView(x, y);
        return { x: Math.max(0, round(vx)), y: Math.max(0, round(vy)) };
      }));
      jsonDrawnObjects.push({ ...common, segments });
    } else {
      jsonDrawnObjects.push({ ...common, text: object.text, fontSize: object.fontSize, font: object.font, color: object.color, textAnchor: object.textAnchor });
    }
  }
  return { jsonSignFields, jsonDrawnObjects };
}
