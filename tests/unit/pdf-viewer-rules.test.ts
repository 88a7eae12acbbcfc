import { beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { openPdf } from '../support/pdfjs.js';
import type { PDFPageProxy } from 'pdfjs-dist';
import { fitZoom, parsePageBox, parseZoomBox, turn, zoomIn, zoomOut, ZOOM_STEPS } from '../../src/pdf/viewer/zoom.js';
import { currentPage, pagesToMount, placeAt, pointOf, stackLayout } from '../../src/pdf/viewer/page-layout.js';
import { shownPage } from '../../src/pdf/geometry/shown-page.js';
import { toolVisibility, viewerFeatures, DEFAULT_FEATURES } from '../../src/pdf/viewer/tool-visibility.js';
import type { SignInfo } from '../../src/shared/signing/wire.js';

describe('the page box (001 §5)', () => {
  it('takes leading digits and clamps them to 1..total', () => {
    expect(parsePageBox('12', 3, 40)).toBe(12);
    expect(parsePageBox('12 / 40', 3, 40)).toBe(12);
    expect(parsePageBox(' 7abc', 3, 40)).toBe(7);
    expect(parsePageBox('0', 3, 40)).toBe(1);
    expect(parsePageBox('99', 3, 40)).toBe(40);
  });
  it('keeps the current page for anything else', () => {
    for (const entry of ['', 'x', '-4', 'page 5', '  ']) expect(parsePageBox(entry, 3, 40)).toBe(3);
  });
});

describe('the zoom box (001 §5)', () => {
  it('takes leading digits with an optional % and clamps them to 25..500', () => {
    expect(parseZoomBox('150%', 100)).toBe(150);
    expect(parseZoomBox('80 %', 100)).toBe(80);
    expect(parseZoomBox('1000', 100)).toBe(500);
    expect(parseZoomBox('10', 100)).toBe(25);
    expect(parseZoomBox('120abc', 100)).toBe(120);
  });
  it('keeps the current zoom for anything else', () => {
    for (const entry of ['', '%', 'abc', '-50']) expect(parseZoomBox(entry, 110)).toBe(110);
  });
});

describe('zoom steps, fit and rotation (001 §9)', () => {
  it('steps through the spec’s list, also from a zoom between steps', () => {
    expect(ZOOM_STEPS[0]).toBe(25);
    expect(zoomIn(100)).toBe(110);
    expect(zoomOut(100)).toBe(90);
    expect(zoomIn(104)).toBe(110);
    expect(zoomOut(104)).toBe(100);
    expect(zoomIn(500)).toBe(500);
    expect(zoomOut(25)).toBe(25);
  });
  it('fits a page to the space left by the margins, within 25..500', () => {
    // An A4 page (595 pt) at 96/72 is 793 px: 823 px hold it at 100 % with 15 px on each side.
    expect(fitZoom(595, 823.4)).toBe(100);
    expect(fitZoom(595, 430)).toBe(50);
    expect(fitZoom(595, 100)).toBe(25);
    expect(fitZoom(10, 10_000)).toBe(500);
  });
  it('turns in 90-degree steps and stays within 0..270', () => {
    expect(turn(0, 90)).toBe(90);
    expect(turn(0, -90)).toBe(270);
    expect(turn(270, 90)).toBe(0);
  });
});

describe('the virtual page stack', () => {
  const a4 = { width: 595, height: 842 };
  it('places pages one under another with the margins, taking the estimate for pages not read', () => {
    const layout = stackLayout(3, new Map([[2, { width: 842, height: 595 }]]), a4, 1, 0);
    expect(Array.from(layout.tops)).toEqual([15, 15 + 842 + 15, 15 + 842 + 15 + 595 + 15]);
    expect(layout.width).toBe(842 + 30);
    expect(layout.height).toBe(15 + 842 + 15 + 595 + 15 + 842 + 15);
  });
  it('swaps width and height when turned a quarter', () => {
    const layout = stackLayout(1, new Map(), a4, 2, 90);
    expect(layout.heights[0]).toBe(1190);
    expect(layout.widths[0]).toBe(1684);
  });
  it('mounts only the pages in view and one on each side, also among 2,000', () => {
    const layout = stackLayout(2000, new Map(), a4, 1, 0);
    const top = layout.tops[1499];
    expect(pagesToMount(layout, top, 800, 1)).toEqual({ first: 1499, last: 1501 });
    expect(pagesToMount(layout, 0, 800, 1)).toEqual({ first: 1, last: 2 });
    expect(currentPage(layout, top, 800)).toBe(1500);
    const end = pagesToMount(layout, layout.height - 800, 800, 1);
    expect(end.last).toBe(2000);
    expect(end.last - end.first).toBeLessThanOrEqual(3);
  });
  it("finds a point's place on its page, and the place again at another zoom (a pinch's centre)", () => {
    const at100 = stackLayout(3, new Map(), a4, 1, 0);
    const at200 = stackLayout(3, new Map(), a4, 2, 0);
    // In a view 390 px wide: at 100 % the pages (625 px with their margins) are wider than it.
    const y = at100.tops[1] + 421;
    const place = placeAt(at100, 390, 15 + 297.5, y);
    expect(place).toEqual({ page: 2, across: 0.5, down: 0.5 });
    expect(pointOf(at200, 390, place)).toEqual({ x: 15 + 595, y: at200.tops[1] + 842 });
    // A view wider than the stack centres the pages in it.
    expect(pointOf(at100, 1000, { page: 1, across: 0, down: 0 })).toEqual({ x: (1000 - 595) / 2, y: 15 });
    const point = pointOf(at200, 1000, { page: 3, across: 0.25, down: 0.75 });
    expect(placeAt(at200, 1000, point.x, point.y)).toEqual({ page: 3, across: 0.25, down: 0.75 });
  });
});

describe('shown pages: PDF points to the page as shown and back, through zoom and rotation', () => {
  // A page 600 x 800 points, read by pdf.js as the viewer reads it.
  let page: PDFPageProxy;
  beforeAll(async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage([600, 800]);
    page = await (await openPdf(await pdf.save())).getPage(1);
  });
  const viewport = (scale: number, rotation: number) => page.getViewport({ scale, rotation });
  const rect = { x1: 50, y1: 100, x2: 250, y2: 200 };

  it('puts a rectangle where it belongs at each rotation, and reads it back unchanged', () => {
    const expected: Record<number, { left: number; top: number; width: number; height: number }> = {
      0: { left: 100, top: 1200, width: 400, height: 200 },
      90: { left: 200, top: 100, width: 200, height: 400 },
      180: { left: 700, top: 200, width: 400, height: 200 },
      270: { left: 1200, top: 700, width: 200, height: 400 },
    };
    for (const rotation of [0, 90, 180, 270]) {
      const shownOne = shownPage(1, viewport(2, rotation), viewport(1, 0));
      const shown = shownOne.rectToView(rect);
      expect(shown, `rotation ${rotation}`).toEqual(expected[rotation]);
      const back = shownOne.rectToPdf(shown);
      for (const key of ['x1', 'y1', 'x2', 'y2'] as const) expect(back[key]).toBeCloseTo(rect[key], 6);
    }
  });
  it('measures the base page at scale 1 with its own rotation, origin top left', () => {
    const shownOne = shownPage(1, viewport(3, 180), viewport(1, 90));
    expect([shownOne.base.width, shownOne.base.height]).toEqual([800, 600]);
    expect(shownOne.base.rectToView(rect)).toEqual({ left: 100, top: 50, width: 100, height: 200 });
  });
});

describe('tool visibility (001 §2)', () => {
  const info = (imgManage: number, requiredDigitalSign = true) => ({ imgManage, requiredDigitalSign }) as SignInfo;
  it('hides editing and save when read-only, keeps download when enabled', () => {
    const tools = toolVisibility(viewerFeatures({ readOnly: true }), info(3));
    expect(tools).toMatchObject({ save: false, signBoxTool: false, handwrittenTool: false, textTool: false, download: true });
  });
  it('shows signing only when enabled and the sign info asks for a digital signature', () => {
    expect(toolVisibility(DEFAULT_FEATURES, info(3)).signing).toBe(true);
    expect(toolVisibility(DEFAULT_FEATURES, info(3, false)).signing).toBe(false);
    expect(toolVisibility(DEFAULT_FEATURES, undefined).signing).toBe(false);
    expect(toolVisibility(viewerFeatures({ signing: false }), info(3)).signing).toBe(false);
  });
  it('shows the sign-box tool in mode 2, or when sign-and-save is off', () => {
    expect(toolVisibility(viewerFeatures({ signAndSave: true }), info(2)).signBoxTool).toBe(true);
    expect(toolVisibility(viewerFeatures({ signAndSave: true }), info(3)).signBoxTool).toBe(false);
    expect(toolVisibility(viewerFeatures({ signAndSave: false }), info(3)).signBoxTool).toBe(true);
  });
  it('shows the handwritten and text tools only with their flags, and takes only flags from a configuration', () => {
    const tools = toolVisibility(viewerFeatures({ handwritten: false, text: true }), info(0));
    expect([tools.handwrittenTool, tools.textTool]).toEqual([false, true]);
    expect(viewerFeatures({ layout: { x: 0 }, download: 'yes' } as never)).toEqual(DEFAULT_FEATURES);
  });
});
