import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFRawStream, StandardFonts, degrees } from 'pdf-lib';
import { isWinAnsi } from '../../src/pdf/drawing/faces.js';
import { drawIntoPdf, type FallbackFace } from '../../src/pdf/drawing/draw-into-pdf.js';
import type { DrawnObject, TextObject } from '../../src/pdf/drawing/drawn-object.js';

const FACES: Record<FallbackFace, string> = { sans: 'DejaVuSans.ttf', mono: 'DejaVuSansMono.ttf', serif: 'DejaVuSerif.ttf' };
const loaded: FallbackFace[] = [];
const loadFallback = async (face: FallbackFace) => {
  loaded.push(face);
  return readFileSync(join('node_modules/dejavu-fonts-ttf/ttf', FACES[face]));
};

interface Word { text: string; page: number; xMin: number; yMin: number; xMax: number; yMax: number }

/** The words pdftotext reads, with their boxes on each page as shown (origin top left). */
function words(pdf: Uint8Array): Word[] {
  const dir = mkdtempSync(join(tmpdir(), 'portico-draw-'));
  writeFileSync(join(dir, 'in.pdf'), pdf);
  const html = execFileSync('pdftotext', ['-bbox', join(dir, 'in.pdf'), '-'], { encoding: 'utf8' });
  const found: Word[] = [];
  html.split('<page ').slice(1).forEach((pageHtml, i) => {
    for (const m of pageHtml.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g))
      found.push({ text: m[5].replace(/&amp;/g, '&'), page: i + 1, xMin: +m[1], yMin: +m[2], xMax: +m[3], yMax: +m[4] });
  });
  return found;
}

const text = (id: string, pageNumber: number, rect: TextObject['rect'], body: string, more: Partial<TextObject> = {}): TextObject => ({
  id, type: 'text', pageNumber, rect, text: body, fontSize: 20, font: 'helvetica', color: '#000000', textAnchor: 'start', ...more,
});

async function twoPages() {
  const doc = await PDFDocument.create();
  doc.addPage([595, 842]);
  doc.addPage([595, 842]).setRotation(degrees(90));
  return doc.save();
}

describe('drawing the objects into the PDF', () => {
  it('knows the standard fonts’ characters as pdf-lib does', async () => {
    const doc = await PDFDocument.create();
    for (const font of [StandardFonts.Helvetica, StandardFonts.Courier, StandardFonts.TimesRoman]) {
      const known = new Set((await doc.embedFont(font)).getCharacterSet());
      for (let code = 0x20; code < 0x2200; code++) {
        if (code >= 0x7f && code < 0xa0) continue;
        expect([String.fromCodePoint(code), isWinAnsi(String.fromCodePoint(code))]).toEqual([String.fromCodePoint(code), known.has(code)]);
      }
    }
    expect(isWinAnsi('Perché già così\nGröße')).toBe(true);
    expect(isWinAnsi('Łukasz')).toBe(false);
  });

  it('writes texts in five languages and names beyond the standard fonts where they were put', async () => {
    const objects: DrawnObject[] = [
      text('text-1', 1, { x1: 100, y1: 718, x2: 300, y2: 742 }, 'Łukasz Żółć'),
      text('text-2', 1, { x1: 100, y1: 618, x2: 400, y2: 642 }, 'Perché già così', { font: 'timesRoman' }),
      text('text-3', 1, { x1: 100, y1: 518, x2: 400, y2: 542 }, 'Où êtes-vous garçon', { font: 'courier' }),
      text('text-4', 1, { x1: 100, y1: 418, x2: 400, y2: 442 }, '¿Mañana España?'),
      text('text-5', 1, { x1: 100, y1: 318, x2: 500, y2: 342 }, 'Größe Übung Straße', { textAnchor: 'end' }),
      text('text-6', 1, { x1: 100, y1: 218, x2: 300, y2: 242 }, 'Čeština Ελληνικά', { font: 'courier' }),
    ];
    loaded.length = 0;
    const found = words(await drawIntoPdf(await twoPages(), objects, loadFallback));
    const word = (t: string) => {
      const w = found.find((f) => f.text === t);
      if (!w) throw new Error(`"${t}" is not in the PDF: ${found.map((f) => f.text).join(' ')}`);
      return w;
    };
    for (const t of ['Łukasz', 'Żółć', 'Perché', 'già', 'così', 'Où', 'êtes-vous', 'garçon', '¿Mañana', 'España?', 'Größe', 'Übung', 'Straße', 'Čeština', 'Ελληνικά']) word(t);
    // The first word starts at the box's left, its line within the box's top 24 points (842 - 742 = 100 from the top).
    expect(word('Łukasz').xMin).toBeCloseTo(100, 0);
    expect(word('Łukasz').yMin).toBeGreaterThan(95);
    expect(word('Łukasz').yMax).toBeLessThan(126);
    expect(word('Perché').xMin).toBeCloseTo(100, 0);
    expect(word('Perché').yMin).toBeGreaterThan(195);
    // Anchored at the end: the last word ends at the box's right.
    expect(Math.abs(word('Straße').xMax - 500)).toBeLessThan(1);
    // Only the faces a text needed were loaded: sans for the Polish name, mono for the Czech and Greek.
    expect(loaded.sort()).toEqual(['mono', 'sans']);
  });

  it('keeps positions on a page with its own rotation: upright as the page shows, from the box’s top left as shown', async () => {
    // The second page has /Rotate 90: shown 842 wide, a user-space x is the distance from the view's top, y from its left.
    const objects: DrawnObject[] = [text('text-1', 2, { x1: 100, y1: 200, x2: 124, y2: 400 }, 'Zoë Łódź')];
    const found = words(await drawIntoPdf(await twoPages(), objects, loadFallback));
    const zoe = found.find((w) => w.text === 'Zoë')!;
    expect(zoe).toMatchObject({ page: 2 });
    expect(zoe.xMin).toBeCloseTo(200, 0);
    expect(zoe.yMin).toBeGreaterThan(95);
    expect(zoe.yMax).toBeLessThan(126);
    expect(found.find((w) => w.text === 'Łódź')!.xMin).toBeGreaterThan(zoe.xMax);
  });

  it('draws handwriting and sign boxes as paths and leaves a request’s own boxes alone', async () => {
    const objects: DrawnObject[] = [
      { id: 'handwritten-sign-1', type: 'handwritten-sign', pageNumber: 1, rect: { x1: 10, y1: 10, x2: 60, y2: 40 }, segments: [[{ x: 10, y: 10 }, { x: 60, y: 40 }], [{ x: 30, y: 30 }]] },
      { id: 'sign-2', type: 'sign', pageNumber: 1, rect: { x1: 200, y1: 200, x2: 350, y2: 312.5 }, preLoaded: false, approved: false },
      { id: 'sign-3', type: 'sign', pageNumber: 1, rect: { x1: 400, y1: 200, x2: 550, y2: 312.5 }, preLoaded: true, approved: true },
    ];
    const saved = await PDFDocument.load(await drawIntoPdf(await twoPages(), objects, loadFallback));
    // Every stream's text, inflated where pdf-lib compressed it.
    const streams = saved.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .filter((o): o is PDFRawStream => o instanceof PDFRawStream)
      .map((o) => (o.dict.get(PDFName.of('Filter')) ? inflateSync(o.contents) : Buffer.from(o.contents)).toString('latin1'))
      .join('\n');
    expect(streams).toMatch(/10 10 m\s+60 40 l\s+S/);
    // pdf-lib draws a frame as a path from its corner, moved there.
    expect(streams).toMatch(/1 0 0 1 200 200 cm[\s\S]*150 112\.5 l/);
    expect(streams).not.toMatch(/1 0 0 1 400 200 cm/);
    await expect(drawIntoPdf(await twoPages(), [{ ...objects[1], pageNumber: 3 }], loadFallback)).rejects.toThrow('no page 3');
  });
});
