import { measureText, PDF, rgb, type EmbeddedFont, type PDFPage } from '@libpdf/core';
import { fontFile } from './text-fonts.js';

/** One paragraph of a text document: a heading, or text, wrapped to the page's width. */
export interface TextBlock {
  text: string;
  style?: 'title' | 'heading' | 'body' | 'small';
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const STYLES = {
  title: { size: 18, bold: true, before: 0, after: 10 },
  heading: { size: 12, bold: true, before: 12, after: 4 },
  body: { size: 10, bold: false, before: 0, after: 3 },
  small: { size: 8, bold: false, before: 0, after: 2 },
} as const;

/** Words in lines no wider than `room` (a word wider than the room is cut where it must be). */
function wrap(text: string, font: EmbeddedFont, size: number, room: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (measureText(next, font, size) <= room) line = next;
    else {
      if (line) lines.push(line);
      let rest = word;
      while (measureText(rest, font, size) > room) {
        let cut = rest.length - 1;
        while (cut > 1 && measureText(rest.slice(0, cut), font, size) > room) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/**
 * A PDF of paragraphs in DejaVu Sans (every language the portal speaks), on as many A4 pages as they
 * take, each page numbered: what the portal writes itself, such as a completion certificate. The
 * fonts are subset to the glyphs used.
 */
export async function textDocument(blocks: TextBlock[], footer: string): Promise<Uint8Array> {
  const pdf = PDF.create();
  const regular = pdf.embedFont(fontFile('DejaVuSans'));
  const bold = pdf.embedFont(fontFile('DejaVuSans-Bold'));
  const pages: PDFPage[] = [];
  let page = pdf.addPage(A4);
  pages.push(page);
  let y = A4.height - MARGIN;
  for (const block of blocks) {
    const style = STYLES[block.style ?? 'body'];
    const font = style.bold ? bold : regular;
    const leading = style.size * 1.35;
    y -= style.before;
    for (const line of wrap(block.text, font, style.size, A4.width - 2 * MARGIN)) {
      if (y - leading < MARGIN + 20) {
        page = pdf.addPage(A4);
        pages.push(page);
        y = A4.height - MARGIN;
      }
      y -= leading;
      page.drawText(line, { x: MARGIN, y, font, size: style.size, color: rgb(0.1, 0.16, 0.23) });
    }
    y -= style.after;
  }
  pages.forEach((p, i) => p.drawText(`${footer} · ${i + 1} / ${pages.length}`, { x: MARGIN, y: MARGIN - 16, font: regular, size: 7, color: rgb(0.35, 0.4, 0.45) }));
  return pdf.save({ subsetFonts: true });
}
