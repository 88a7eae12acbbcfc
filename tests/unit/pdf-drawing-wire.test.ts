import { describe, expect, it } from 'vitest';
import { PDFDocument, degrees } from 'pdf-lib';
import { openPdf } from '../support/pdfjs.js';
import { shownPage, type ShownPage } from '../../src/pdf/geometry/shown-page.js';
import { toWire, type BasePage } from '../../src/pdf/drawing/to-wire.js';
import type { DrawnObject } from '../../src/pdf/drawing/drawn-object.js';

/** Two A4 pages, the second with /Rotate 90, shown through pdf.js's own viewports. */
async function pages(): Promise<(scale: number, extra: number) => ShownPage[]> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  doc.addPage([595, 842]).setRotation(degrees(90));
  const pdf = await openPdf(await doc.save());
  const loaded = [await pdf.getPage(1), await pdf.getPage(2)];
  return (scale, extra) =>
    loaded.map((page, i) => shownPage(i + 1, page.getViewport({ scale, rotation: page.rotate + extra }), page.getViewport({ scale: 1 })));
}

const bases = (shown: ShownPage[]) => new Map<number, BasePage>(shown.map((p) => [p.pageNumber, p.base]));

describe('the sign call’s coordinates of drawn objects', () => {
  it('measures sign boxes on the page at scale 1 in its own rotation, origin top left, whatever the zoom and rotation shown', async () => {
    const show = await pages();
    // Placed on the first page shown at 150 % turned a quarter right, on the second at 75 % not turned.
    const [first] = show(1.5, 90);
    const second = show(0.75, 0)[1];
    // Turned right, the first page's top left corner is at the view's top right: a box 30 px from the view's right, 60 px from its top.
    const onFirst = first.rectToPdf({ left: first.width - 30 - 150 * 1.5, top: 60, width: 150 * 1.5, height: 112.5 * 1.5 });
    const onSecond = second.rectToPdf({ left: 75, top: 150, width: 112.5, height: 84.375 });
    const objects: DrawnObject[] = [
      { id: 'sign-1', type: 'sign', pageNumber: 1, rect: onFirst, preLoaded: false, approved: false },
      { id: 'sign-2', type: 'sign', pageNumber: 2, rect: onSecond, preLoaded: false, approved: false },
      { id: 'sign-3', type: 'sign', pageNumber: 1, rect: onFirst, preLoaded: true, approved: true },
    ];
    const { jsonSignFields } = toWire(objects, bases(show(1, 0)));
    expect(jsonSignFields).toHaveLength(2);
    // On the page unturned: 60 px / 1.5 from the top became 40 points from the left; 30 px / 1.5 from the right, 20 from the top.
    expect(jsonSignFields[0]).toEqual({ page_number: 1, page_width: 595, page_height: 842, field_x: 40, field_y: 20, field_x2: 152.5, field_y2: 170 });
    // The second page shows 842 wide (its /Rotate 90); 0.75 scale: 75 px is 100 points.
    expect(jsonSignFields[1]).toEqual({ page_number: 2, page_width: 842, page_height: 595, field_x: 100, field_y: 200, field_x2: 250, field_y2: 312.5 });
  });

  it('sends handwritten signatures with their points and texts with their style, in the same coordinates', async () => {
    const show = await pages();
    const [, second] = show(2, 180);
    // On the second page shown at 200 % and turned upside down from its own rotation: points from the view's bottom right.
    const at = (x: number, y: number) => second.toPdf(second.width - 2 * x, second.height - 2 * y);
    const [ax, ay] = at(10, 20);
    const [bx, by] = at(60, 45);
    const objects: DrawnObject[] = [
      { id: 'handwritten-sign-5', type: 'handwritten-sign', pageNumber: 2, rect: { x1: Math.min(ax, bx), y1: Math.min(ay, by), x2: Math.max(ax, bx), y2: Math.max(ay, by) }, segments: [[{ x: ax, y: ay }, { x: bx, y: by }]] },
      { id: 'text-6', type: 'text', pageNumber: 1, rect: { x1: 100, y1: 700, x2: 220, y2: 724 }, text: 'Łukasz Żółć', fontSize: 24, font: 'timesRoman', color: '#112233', textAnchor: 'middle' },
    ];
    const { jsonSignFields, jsonDrawnObjects } = toWire(objects, bases(show(1, 0)));
    expect(jsonSignFields).toEqual([]);
    expect(jsonDrawnObjects[0]).toMatchObject({ type: 'handwritten-sign', pageNumber: 2, page_width: 842, page_height: 595, xStart: 10, yStart: 20, xEnd: 60, yEnd: 45, width: 50, height: 25 });
    expect(jsonDrawnObjects[0].segments).toEqual([[{ x: 10, y: 20 }, { x: 60, y: 45 }]]);
    expect(jsonDrawnObjects[1]).toEqual({
      id: 'text-6', type: 'text', pageNumber: 1, page_width: 595, page_height: 842, xStart: 100, yStart: 118, xEnd: 220, yEnd: 142, width: 120, height: 24,
      text: 'Łukasz Żółć', fontSize: 24, font: 'timesRoman', color: '#112233', textAnchor: 'middle',
    });
  });

  it('leaves out objects on a page it has no measure of', async () => {
    const objects: DrawnObject[] = [{ id: 'sign-1', type: 'sign', pageNumber: 9, rect: { x1: 0, y1: 0, x2: 10, y2: 10 }, preLoaded: false, approved: false }];
    expect(toWire(objects, new Map())).toEqual({ jsonSignFields: [], jsonDrawnObjects: [] });
  });
});
