/**
 * Searching a page's text as pdf.js reads it (`getTextContent`): the page's text is its items' strings
 * one after the other, a line break after an item that ends a line, so that a match found in it can be
 * drawn back on the items the text layer shows (one element per item).
 */

/** The text of one page, and where each of its items starts and ends in it. */
export interface PageText {
  text: string;
  starts: number[];
  ends: number[];
}

/** A match: on a page, from `start` to `end` (excluded) of its text. */
export interface FindMatch {
  page: number;
  start: number;
  end: number;
}

export interface FindOptions {
  caseSensitive: boolean;
  wholeWord: boolean;
}

interface TextPiece {
  str: string;
  hasEOL?: boolean;
}

/** The page's text from pdf.js's items (marked content, which has no `str`, left out as react-pdf does). */
export function pageText(items: ReadonlyArray<TextPiece | object>): PageText {
  let text = '';
  const starts: number[] = [];
  const ends: number[] = [];
  for (const item of items) {
    if (!('str' in item)) continue;
    starts.push(text.length);
    ends.push(text.length + item.str.length);
    text += item.str + (item.hasEOL ? '\n' : '');
  }
  return { text, starts, ends };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const WORD_CHAR = '[\\p{L}\\p{N}_]';

/**
 * The expression a query becomes: its words as typed, any run of spaces matching any run of spaces or
 * line breaks (a phrase broken over two lines is found); undefined for a query of nothing but spaces.
 */
export function findPattern(query: string, { caseSensitive, wholeWord }: FindOptions): RegExp | undefined {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (!words.length) return undefined;
  const body = words.map(escapeRegExp).join('\\s+');
  const source = wholeWord ? `(?<!${WORD_CHAR})(?:${body})(?!${WORD_CHAR})` : body;
  return new RegExp(source, caseSensitive ? 'gu' : 'giu');
}

/** The matches of `pattern` on one page, in reading order. */
export function findInPage(page: number, { text }: PageText, pattern: RegExp): FindMatch[] {
  const matches: FindMatch[] = [];
  pattern.lastIndex = 0;
  for (const found of text.matchAll(pattern)) {
    if (found[0].length) matches.push({ page, start: found.index, end: found.index + found[0].length });
  }
  return matches;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const mark = (text: string, selected: boolean) => `<mark class="${selected ? 'find-match selected' : 'find-match'}">${escapeHtml(text)}</mark>`;

/**
 * What the text layer shows for item `itemIndex` of a page: its string, the parts that matches cover
 * marked (the selected match's with `selected`). Answers the plain string, escaped, when none does.
 * The search reads the text as the PDF has it, the text layer shows it normalised (a ligature "ﬁ"
 * becomes "fi"): an item whose length differs is marked whole where a match touches it.
 */
export function markedItem(str: string, itemIndex: number, { starts, ends }: PageText, matches: readonly FindMatch[], selected: number): string {
  const from = starts[itemIndex];
  if (from === undefined) return escapeHtml(str);
  const to = ends[itemIndex];
  if (to - from !== str.length) {
    const touching = matches.findIndex((m) => m.start < to && m.end > from);
    return touching < 0 ? escapeHtml(str) : mark(str, matches.some((m, i) => i === selected && m.start < to && m.end > from));
  }
  let html = '';
  let at = 0;
  matches.forEach((match, index) => {
    const start = Math.max(match.start, from) - from;
    const end = Math.min(match.end, to) - from;
    if (end <= start || start < at) return;
    html += escapeHtml(str.slice(at, start));
    html += mark(str.slice(start, end), index === selected);
    at = end;
  });
  return html + escapeHtml(str.slice(at));
}
