import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** The word find looks for: written once, on the page `makeLongPdf` is told, and nowhere else. */
export const FIND_WORD = 'quetzal';

/**
 * A long A4 PDF for the viewer's benchmark: each page has a heading, a few paragraphs of text and
 * some shapes in colour, so that drawing a page is real work for pdf.js (not a blank canvas).
 * The fonts are the standard ones, written once and shared by every page. Page `findPage` also says
 * FIND_WORD, for find.
 */
export async function makeLongPdf(pages: number, findPage?: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const words = 'the viewer draws only the pages near the reader so that a long document opens as fast as a short one'.split(' ');
  for (let n = 1; n <= pages; n++) {
    const page = pdf.addPage([595.28, 841.89]);
    const hue = (n * 37) % 360;
    const colour = rgb(0.5 + 0.4 * Math.cos((hue * Math.PI) / 180), 0.5 + 0.4 * Math.sin((hue * Math.PI) / 180), 0.6);
    page.drawRectangle({ x: 40, y: 760, width: 515, height: 50, color: colour, opacity: 0.35 });
    page.drawText(`Page ${n} of ${pages}`, { x: 56, y: 778, size: 24, font: bold, color: rgb(0.1, 0.1, 0.2) });
    for (let line = 0; line < 30; line++) {
      const text = Array.from({ length: 12 }, (_, i) => words[(n + line * 7 + i) % words.length]).join(' ');
      page.drawText(text, { x: 56, y: 720 - line * 16, size: 11, font: regular, color: rgb(0.15, 0.15, 0.15) });
    }
    page.drawEllipse({ x: 150, y: 150, xScale: 90, yScale: 60, color: colour, borderColor: rgb(0.2, 0.2, 0.4), borderWidth: 2 });
    page.drawLine({ start: { x: 260, y: 90 }, end: { x: 540, y: 210 }, thickness: 3, color: rgb(0.7, 0.2, 0.2) });
    page.drawSvgPath('M 0 0 L 60 0 L 30 -52 Z', { x: 420, y: 230, color: rgb(0.2, 0.5, 0.3) });
    page.drawText(String(n), { x: 520, y: 40, size: 10, font: regular });
    if (n === findPage) page.drawText(`The ${FIND_WORD} clause`, { x: 56, y: 240, size: 11, font: regular });
  }
  return pdf.save();
}
