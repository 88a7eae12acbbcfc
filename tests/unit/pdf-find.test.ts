import { describe, expect, it } from 'vitest';
import { findInPage, findPattern, markedItem, pageText } from '../../src/pdf/viewer/find/find-text.js';
import { searchOrder } from '../../src/pdf/viewer/find/search-document.js';

const items = [{ str: 'The Seller shall ', hasEOL: false }, { str: 'deliver', hasEOL: true }, { type: 'beginMarkedContent' }, { str: 'the goods; re-delivery <b> costs', hasEOL: false }];
const plain = { caseSensitive: false, wholeWord: false };

describe('find in a page', () => {
  it('reads the page text from pdf.js items, a line break after a line, marked content left out', () => {
    const page = pageText(items);
    expect(page.text).toBe('The Seller shall deliver\nthe goods; re-delivery <b> costs');
    expect(page.starts).toEqual([0, 17, 25]);
    expect(page.ends).toEqual([17, 24, 57]);
  });

  it('finds across items and lines, with case and whole-word options', () => {
    const page = pageText(items);
    const find = (query: string, options = plain) => findInPage(3, page, findPattern(query, options)!).map((m: { start: number; end: number }) => page.text.slice(m.start, m.end));
    expect(find('deliver')).toEqual(['deliver', 'deliver']);
    expect(find('shall deliver the')).toEqual(['shall deliver\nthe']);
    expect(find('DELIVER', { caseSensitive: true, wholeWord: false })).toEqual([]);
    expect(find('the', { caseSensitive: true, wholeWord: false })).toEqual(['the']);
    expect(find('deliver', { caseSensitive: false, wholeWord: true })).toEqual(['deliver']);
    expect(find('<b>')).toEqual(['<b>']);
    expect(findPattern('   ', plain)).toBeUndefined();
    expect(findInPage(3, page, findPattern('goods', plain)!)).toEqual([{ page: 3, start: 29, end: 34 }]);
  });

  it('marks the parts of an item that matches cover, the selected one apart, the text escaped', () => {
    const page = pageText(items);
    const matches = findInPage(1, page, findPattern('deliver', plain)!);
    expect(markedItem('deliver', 1, page, matches, 0)).toBe('<mark class="find-match selected">deliver</mark>');
    expect(markedItem('the goods; re-delivery <b> costs', 2, page, matches, 0)).toBe('the goods; re-<mark class="find-match">deliver</mark>y &lt;b&gt; costs');
    expect(markedItem('The Seller shall ', 0, page, matches, 0)).toBe('The Seller shall ');
    // A match over two items is marked on each.
    const across = findInPage(1, page, findPattern('shall deliver', plain)!);
    expect(markedItem('The Seller shall ', 0, page, across, -1)).toBe('The Seller <mark class="find-match">shall </mark>');
    expect(markedItem('deliver', 1, page, across, -1)).toBe('<mark class="find-match">deliver</mark>');
  });

  it('searches from the reader page to the end, then from the start', () => {
    expect(searchOrder(5, 3)).toEqual([3, 4, 5, 1, 2]);
    expect(searchOrder(3, 1)).toEqual([1, 2, 3]);
    expect(searchOrder(3, 9)).toEqual([3, 1, 2]);
  });
});

describe('find on an item the text layer shows normalised', () => {
  it('marks the whole item where a match touches it', () => {
    const page = pageText([{ str: 'ﬁnal terms', hasEOL: true }, { str: 'other' }]);
    const matches = findInPage(1, page, findPattern('terms', plain)!);
    expect(markedItem('final terms', 0, page, matches, 0)).toBe('<mark class="find-match selected">final terms</mark>');
    expect(markedItem('other', 1, page, matches, 0)).toBe('other');
  });
});
