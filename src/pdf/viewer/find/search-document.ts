import type { PDFDocumentProxy } from 'pdfjs-dist';
import { findInPage, pageText, type FindMatch, type PageText } from './find-text.js';

/** Pages whose text is asked of pdf.js's worker ahead of the one being searched: the worker is kept busy between answers. */
const AHEAD = 8;

/** The pages in the order a search reads them: from `start` to the end, then from the first page. */
export function searchOrder(pageCount: number, start: number): number[] {
  const first = Math.min(Math.max(1, start), pageCount);
  return [...Array.from({ length: pageCount - first + 1 }, (_, i) => first + i), ...Array.from({ length: first - 1 }, (_, i) => i + 1)];
}

/** Each page's text, read once from pdf.js's worker while the document is open. */
export class PageTexts {
  private readonly texts = new Map<number, Promise<PageText>>();
  private readonly done = new Map<number, PageText>();
  constructor(private readonly pdf: PDFDocumentProxy) {}

  read(page: number): Promise<PageText> {
    let text = this.texts.get(page);
    if (!text) {
      text = this.pdf.getPage(page).then(async (proxy) => {
        // As pdf.js's own find asks: without normalising each glyph, which the search does not need.
        const read = pageText((await proxy.getTextContent({ disableNormalization: true })).items);
        this.done.set(page, read);
        return read;
      });
      text.catch(() => this.texts.delete(page));
      this.texts.set(page, text);
    }
    return text;
  }

  /** A page's text if it has been read. */
  known(page: number): PageText | undefined {
    return this.done.get(page);
  }
}

/**
 * Searches the whole document without mounting a page: page by page from `start`, each page's text
 * from the worker (a few asked ahead), reporting each page's matches in that order. Stops, asking for
 * nothing more, as soon as `cancelled()` says so (the query changed).
 */
export async function searchDocument(texts: PageTexts, pageCount: number, start: number, pattern: RegExp, cancelled: () => boolean, onPage: (page: number, matches: FindMatch[]) => void): Promise<void> {
  const order = searchOrder(pageCount, start);
  const pending: Promise<PageText>[] = [];
  let asked = 0;
  for (const page of order) {
    while (asked < order.length && pending.length < AHEAD) pending.push(texts.read(order[asked++]));
    const text = await pending.shift()!;
    if (cancelled()) return;
    onPage(page, findInPage(page, text, pattern));
  }
}
