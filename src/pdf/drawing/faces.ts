import type { TextFont } from './drawn-object.js';

/** The DejaVu face that stands in for a standard font when a text leaves its characters. */
export type FallbackFace = 'sans' | 'mono' | 'serif';
export const FALLBACK_FACE: Record<TextFont, FallbackFace> = { helvetica: 'sans', courier: 'mono', timesRoman: 'serif' };

// Windows-1252's characters beyond Latin-1 (0x80–0x9F), which the standard fonts' WinAnsi encoding also has.
const CP1252_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Whether the standard PDF fonts can write every character of a text (line breaks aside). */
export function isWinAnsi(text: string): boolean {
  for (const c of text.replace(/[\r\n]/g, '')) {
    const code = c.codePointAt(0)!;
    if (!((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(c))) return false;
  }
  return true;
}
