import { PdfString } from '@libpdf/core';

/**
 * Text for the standard fonts (Helvetica, Courier, Times), which every reader has and which cost
 * nothing to embed, in their WinAnsi encoding: Latin-1 plus the characters of 0x80-0x9F below.
 * A text with other characters is drawn in an embedded font instead (text-fonts.ts); what that font
 * lacks as well falls back to toWinAnsiText.
 */
const HIGH: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c,
  'Ž': 0x8e, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b,
  'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};
/** Letters whose plain form is not what decomposition leaves. */
const PLAIN: Record<string, string> = { 'ł': 'l', 'Ł': 'L', 'đ': 'd', 'Đ': 'D', 'ı': 'i', 'ŀ': 'l', 'Ŀ': 'L', 'ħ': 'h', 'Ħ': 'H' };

function codeOf(char: string): number | undefined {
  const code = char.codePointAt(0)!;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return HIGH[char];
}

/** Whether the standard fonts show every character of the text as it is. */
export function isWinAnsi(text: string): boolean {
  for (const char of text) if (codeOf(char) === undefined) return false;
  return true;
}

/**
 * The text as the standard fonts can show it (line breaks and tabs become spaces): other letters
 * lose their accents (ł, ř, ő…) and what is left becomes '?', so that a name always shows in a
 * readable form.
 */
export function toWinAnsiText(text: string): string {
  let out = '';
  for (const char of text.replace(/[\t\r\n]+/g, ' ')) {
    if (codeOf(char) !== undefined) {
      out += char;
      continue;
    }
    const plain = (PLAIN[char] ?? char.normalize('NFD').replace(/\p{M}+/gu, '')).normalize('NFC');
    out += [...plain].every((c) => codeOf(c) !== undefined) && plain !== '' ? plain : '?';
  }
  return out;
}

/** A string operand in WinAnsi bytes, for a text already passed through toWinAnsiText. */
export function winAnsiString(text: string): PdfString {
  return PdfString.fromBytes(Uint8Array.from([...text], (c) => codeOf(c) ?? 0x3f));
}
