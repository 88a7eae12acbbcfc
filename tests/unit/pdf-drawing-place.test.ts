import { describe, expect, it } from 'vitest';
import { PDFDocument, degrees } from 'pdf-lib';
import { openPdf } from '../support/pdfjs.js';
import { shownPage, type ShownPage } from '../../src/pdf/geometry/shown-page.js';
import { fittedText, handwritingAt, moved, movedWithinPage, newSignBox, newText, pageFrame, resizedHandwriting } from '../../src/pdf/drawing/place.js';
import type { SignBoxObject, TextObject } from '../../src/pdf/drawing/drawn-object.js';

/** An A4 page with /Rotate 90, shown at `scale` turned `extra` degrees more by the viewer. */
async function rotatedPage(): Promise<(scale: number, extra: number) => ShownPage> {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]).setRotation(degrees(90));
  const page = await (await openPdf(await doc.save())).getPage(1);
  return (scale, extra) => shownPage(1, page.getViewport({ scale, rotation: page.rotate + extra }), page.getViewport({ scale: 1 }));
}

const round = (rect: object) => Object.fromEntries(Object.entries(rect).map(([k, v]) => [k, Math.round(v * 100) / 100]));

describe('placing drawn objects on a shown page', () => {
  it('tells the page’s scale and the viewer’s own turn', async () => {
    const show = await rotatedPage();
    expect(pageFrame(show(2, 0))).toEqual({ scale: 2, angle: 0 });
    expect(pageFrame(show(1.5, 90))).toMatchObject({ angle: 90 });
    expect(pageFrame(show(1.5, 90)).scale).toBeCloseTo(1.5, 6);
    expect(pageFrame(show(1, 270)).angle).toBe(-90);
  });

  it('puts a sign box’s top left corner at the click, upright as the page shows, and keeps it on the page', async () => {
    const show = await rotatedPage();
    const page = show(2, 0);
    const box = newSignBox(page, 100, 60, 1) as SignBoxObject;
    expect(box.id).toBe('sign-1');
    // 50 points from the left and 30 from the top of the page as it shows (842 by 595): user x is the distance from the top.
    expect(round(page.base.rectToView(box.rect))).toEqual({ left: 50, top: 30, width: 150, height: 112.5 });
    // Clicked by the bottom right corner: the box stays inside.
    const corner = newSignBox(page, page.width - 1, page.height - 1, 2);
    expect(round(page.base.rectToView(corner.rect))).toEqual({ left: 842 - 150, top: 595 - 112.5, width: 150, height: 112.5 });
    // The same click on the page turned by the viewer lands where the page shows it.
    const turned = show(1, 90);
    const [x, y] = turned.toView(...page.toPdf(100, 60));
    expect(round(newSignBox(turned, x, y, 3).rect)).toEqual(round(box.rect));
  });

  it('makes a handwritten signature as wide as asked, from the pad’s strokes, and resizes it from its corner', async () => {
    const page = (await rotatedPage())(1, 0);
    const strokes = [[{ x: 10, y: 10 }, { x: 110, y: 60 }], [{ x: 60, y: 10 }]];
    const hand = handwritingAt(1, page.base, page.base.toPdf(200, 100), strokes, 200, 7);
    expect(hand.id).toBe('handwritten-sign-7');
    expect(round(page.base.rectToView(hand.rect))).toEqual({ left: 200, top: 100, width: 200, height: 100 });
    expect(hand.segments[1]).toHaveLength(1);
    const [bx, by] = page.base.toView(hand.segments[1][0].x, hand.segments[1][0].y);
    expect([Math.round(bx), Math.round(by)]).toEqual([300, 100]);
    const smaller = resizedHandwriting(hand, page.base, 50);
    expect(round(page.base.rectToView(smaller.rect))).toEqual({ left: 200, top: 100, width: 50, height: 25 });
    const shifted = moved(smaller, 10, -5);
    expect(shifted.segments[0][0].x).toBeCloseTo(smaller.segments[0][0].x + 10, 6);
    expect(shifted.rect.y1).toBeCloseTo(smaller.rect.y1 - 5, 6);
  });

  it('keeps a dragged object on its page', async () => {
    const page = (await rotatedPage())(1, 0);
    const box = newSignBox(page, 100, 100, 1);
    // Dragged far past the page's right edge (as shown: user y is the distance from the left) and above its top.
    const there = movedWithinPage(box, page.base, -400, 900);
    expect(round(page.base.rectToView(there.rect))).toEqual({ left: 842 - 150, top: 0, width: 150, height: 112.5 });
    const within = movedWithinPage(box, page.base, 10, 20);
    expect(round(within.rect)).toEqual(round(moved(box, 10, 20).rect));
  });

  it('fits a text’s box to what it measures, keeping its top and its anchor', async () => {
    const page = (await rotatedPage())(1, 0);
    const text = { ...newText(page, 100, 100, 9), rect: page.base.rectToPdf({ left: 100, top: 100, width: 100, height: 30 }) } as TextObject;
    expect(text).toMatchObject({ id: 'text-9', text: 'New Text...', fontSize: 24, font: 'helvetica', color: '#000000', textAnchor: 'start' });
    expect(fittedText(text, page.base, 100.2, 30)).toBeUndefined();
    const view = (t: TextObject | undefined) => round(page.base.rectToView(t!.rect));
    expect(view(fittedText(text, page.base, 160, 40))).toEqual({ left: 100, top: 100, width: 160, height: 40 });
    expect(view(fittedText({ ...text, textAnchor: 'middle' }, page.base, 160, 40))).toEqual({ left: 70, top: 100, width: 160, height: 40 });
    expect(view(fittedText({ ...text, textAnchor: 'end' }, page.base, 160, 40))).toEqual({ left: 40, top: 100, width: 160, height: 40 });
  });
});
