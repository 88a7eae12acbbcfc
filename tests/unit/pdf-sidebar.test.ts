import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName } from 'pdf-lib';
import { openPdf } from '../support/pdfjs.js';
import { OUTLINE, withOutline } from '../support/outlined-pdf.js';
import { destinationPage, openedByPdf, readOutline, shownEntries } from '../../src/pdf/viewer/sidebar/outline.js';
import { pageModeTab } from '../../src/pdf/viewer/sidebar/useSidebar.js';
import { THUMB_WIDTH, thumbScale, thumbSlot, thumbsToMount } from '../../src/pdf/viewer/sidebar/thumb-layout.js';

async function blankPdf(pages: number, outline: boolean) {
  const pdf = await PDFDocument.create();
  for (let i = 0; i < pages; i++) pdf.addPage([595, 842]);
  const bytes = await pdf.save();
  return openPdf(outline ? new Uint8Array(await withOutline(bytes)) : bytes);
}

describe("the sidebar's outline", () => {
  it('reads the titles as a tree and resolves explicit and named destinations to pages', async () => {
    const pdf = await blankPdf(12, true);
    const outline = await readOutline(pdf);
    expect(outline.map((entry) => entry.title)).toEqual(['Introduction', 'Terms', 'Annex']);
    expect(outline[1].children.map((entry) => entry.title)).toEqual(['Penalties']);
    expect(typeof outline[1].children[0].dest).toBe('string');
    const pages = await Promise.all([outline[0], outline[1], outline[1].children[0], outline[2]].map((entry) => destinationPage(pdf, entry.dest)));
    expect(pages).toEqual(OUTLINE.map((entry) => entry.page));
  });

  it('leads nowhere for a missing name, a page out of range, or no destination', async () => {
    const pdf = await blankPdf(12, true);
    expect(await destinationPage(pdf, 'no-such-name')).toBeUndefined();
    expect(await destinationPage(pdf, [40, { name: 'Fit' }])).toBeUndefined();
    expect(await destinationPage(pdf, [3, { name: 'Fit' }])).toBe(4);
    expect(await destinationPage(pdf, null)).toBeUndefined();
  });

  it('is empty for a PDF without one', async () => {
    expect(await readOutline(await blankPdf(2, false))).toEqual([]);
  });

  it('shows the children of the open entries only, with their level, position and parent', async () => {
    const outline = await readOutline(await blankPdf(12, true));
    const opened = openedByPdf(outline);
    expect([...opened]).toEqual(['1']);
    expect(shownEntries(outline, opened).map((s) => [s.entry.title, s.level, s.position, s.siblings, s.parent])).toEqual([
      ['Introduction', 1, 1, 3, undefined],
      ['Terms', 1, 2, 3, undefined],
      ['Penalties', 2, 1, 1, '1'],
      ['Annex', 1, 3, 3, undefined],
    ]);
    expect(shownEntries(outline, new Set()).map((s) => s.entry.title)).toEqual(['Introduction', 'Terms', 'Annex']);
  });
});

describe("the sidebar's thumbnails", () => {
  const a4 = { width: 595, height: 842 };

  it('mounts the thumbnails in view and one on each side, however many pages there are', () => {
    const { slot } = thumbSlot(a4, 0);
    expect(thumbsToMount(12, slot, 0, 700)).toEqual({ first: 1, last: Math.floor((700 - 12) / slot) + 2 });
    const far = thumbsToMount(2000, slot, 1000 * slot, 700);
    expect(far.first).toBe(999);
    expect(far.last - far.first + 1).toBeLessThanOrEqual(Math.ceil(700 / slot) + 3);
    expect(thumbsToMount(0, slot, 0, 700)).toEqual({ first: 1, last: 0 });
  });

  it('fits each page into the box, turned with the viewer', () => {
    const upright = thumbSlot(a4, 0);
    const turned = thumbSlot(a4, 90);
    expect(upright.boxHeight).toBe(Math.round((THUMB_WIDTH * 842) / 595));
    expect(turned.boxHeight).toBe(Math.round((THUMB_WIDTH * 595) / 842));
    expect(thumbScale(a4, 0, upright.boxHeight)).toBeCloseTo(THUMB_WIDTH / 595, 2);
    // A landscape page among portrait ones fits the width; a tall one, the height.
    expect(thumbScale({ width: 842, height: 595 }, 0, upright.boxHeight)).toBeCloseTo(THUMB_WIDTH / 842);
    expect(thumbScale({ width: 300, height: 1200 }, 0, upright.boxHeight)).toBeCloseTo(upright.boxHeight / 1200);
  });
});

describe("the PDF's page mode", () => {
  it('opens the sidebar on the outline for /UseOutlines, on the thumbnails for /UseThumbs, and not for the others', async () => {
    const modes: (string | undefined)[] = ['UseOutlines', 'UseThumbs', 'UseNone', 'FullScreen', 'UseAttachments', undefined];
    const tabs = [];
    for (const mode of modes) {
      const made = await PDFDocument.create();
      made.addPage([595, 842]);
      if (mode) made.catalog.set(PDFName.of('PageMode'), PDFName.of(mode));
      tabs.push(pageModeTab(await (await openPdf(await made.save())).getPageMode()));
    }
    expect(tabs).toEqual(['outline', 'thumbnails', undefined, undefined, undefined, undefined]);
  });
});
