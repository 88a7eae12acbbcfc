import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { measureText, PdfName, PdfString, type EmbeddedFont, type PDF, type PdfRef, type Standard14FontName } from '@libpdf/core';
import { FontUnavailable } from './errors.js';
import { isWinAnsi, toWinAnsiText, winAnsiString } from './win-ansi.js';

/** The font families a drawing's texts are written in (001 §3). */
export type FontFamily = 'helvetica' | 'courier' | 'timesRoman';

/** Each family's standard font (its resource name, its PostScript name) and the DejaVu font that stands in for it. */
const FAMILIES: Record<FontFamily, { key: string; standard: Standard14FontName; dejaVu: string }> = {
  helvetica: { key: 'Helv', standard: 'Helvetica', dejaVu: 'DejaVuSans' },
  courier: { key: 'Cour', standard: 'Courier', dejaVu: 'DejaVuSansMono' },
  timesRoman: { key: 'Tiro', standard: 'Times-Roman', dejaVu: 'DejaVuSerif' },
};

/** A font as a drawing uses it: its resource name, what it can show, its widths and its string operands. */
export interface TextFont {
  /** The name the drawing's /Font resources give it. */
  readonly key: string;
  /** The text as this font shows it: what it lacks is replaced (line breaks and tabs too). */
  shown(text: string): string;
  width(text: string, size: number): number;
  /** The operand of a text-showing operator, for a text passed through shown(). */
  operand(text: string): PdfString;
}

const fontFiles = new Map<string, Uint8Array>();
const require = createRequire(import.meta.url);

/** A DejaVu font file (`DejaVuSans`, `DejaVuSans-Bold` …), read from the dejavu-fonts-ttf package on first use and kept for the process. */
export function fontFile(name: string): Uint8Array {
  let bytes = fontFiles.get(name);
  if (!bytes) fontFiles.set(name, (bytes = new Uint8Array(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`)))));
  return bytes;
}

function standardFont(family: FontFamily): TextFont {
  const { key, standard } = FAMILIES[family];
  return { key, shown: toWinAnsiText, width: (text, size) => measureText(text, standard, size), operand: winAnsiString };
}

function embeddedFont(key: string, font: EmbeddedFont): TextFont {
  return {
    key,
    shown: (text) =>
      [...text.replace(/[\t\r\n]+/g, ' ')]
        .map((char) => {
          if (font.canEncode(char)) return char;
          const plain = toWinAnsiText(char);
          return font.canEncode(plain) ? plain : '?';
        })
        .join(''),
    width: (text, size) => measureText(text, font, size),
    operand: (text) => {
      // Two bytes per glyph (Identity-H); encoding records the glyphs the subset keeps.
      const gids = font.encodeTextToGids(text);
      return PdfString.fromBytes(Uint8Array.from(gids.flatMap((gid) => [gid >> 8, gid & 0xff])));
    },
  };
}

/**
 * The fonts of the drawings added to one PDF. A text within WinAnsi is written in its family's
 * standard font, which costs nothing; a text with other characters (ł, ő, ș, Greek, Cyrillic…) in
 * the matching DejaVu font, embedded once per PDF and subset to the glyphs used by subset().
 */
export class DrawingFonts {
  private readonly refs = new Map<string, PdfRef>();
  private readonly embedded = new Map<FontFamily, TextFont>();

  constructor(private readonly pdf: PDF) {}

  /** The font for a drawing's texts: one for all of them, so that its lines look alike. */
  forTexts(family: FontFamily, texts: string[]): TextFont {
    if (texts.every((text) => isWinAnsi(text.replace(/[\t\r\n]/g, ' ')))) return standardFont(family);
    let font = this.embedded.get(family);
    if (!font) {
      const { dejaVu } = FAMILIES[family];
      let embedded: EmbeddedFont;
      try {
        embedded = this.pdf.embedFont(fontFile(dejaVu));
      } catch (error) {
        throw new FontUnavailable(`The font ${dejaVu} cannot be embedded: ${(error as Error).message}`, { cause: error });
      }
      this.embedded.set(family, (font = embeddedFont(dejaVu, embedded)));
      this.refs.set(dejaVu, embedded.ref);
    }
    return font;
  }

  /** The font object a drawing's resources name `key` by. */
  ref(key: string): PdfRef {
    let ref = this.refs.get(key);
    if (!ref) {
      const family = Object.values(FAMILIES).find((f) => f.key === key);
      if (!family) throw new Error(`No font is named ${key}`);
      ref = this.pdf.createDict({ Type: PdfName.of('Font'), Subtype: PdfName.of('Type1'), BaseFont: PdfName.of(family.standard), Encoding: PdfName.of('WinAnsiEncoding') });
      this.refs.set(key, ref);
    }
    return ref;
  }

  /**
   * Writes the embedded fonts with only the glyphs the drawings used, once every text is encoded.
   * The library would embed them whole when it saves (DejaVu Sans alone is 740 kB); written now, the
   * save finds them done.
   */
  subset(): void {
    if (!this.embedded.size) return;
    try {
      this.pdf.fonts.finalize(true);
    } catch (error) {
      throw new FontUnavailable(`The embedded fonts cannot be subset: ${(error as Error).message}`, { cause: error });
    }
  }
}
