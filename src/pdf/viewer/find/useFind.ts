import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { findPattern, type FindMatch, type FindOptions } from './find-text';
import { PageTexts, searchDocument } from './search-document';

/** How long typing pauses before the search starts (Enter starts it at once). */
const TYPING_PAUSE_MS = 250;
/** How often a running search shows what it has found so far. */
const SHOW_EVERY_MS = 120;

export interface FindResult {
  /** The query searched, with its options. */
  searched: { query: string } & FindOptions;
  /** Each page's matches, in page order: a page's list is made once per search (the text layer draws it again only when it changes). */
  byPage: ReadonlyMap<number, readonly FindMatch[]>;
  count: number;
  done: boolean;
}

const NOTHING: FindResult = { searched: { query: '', caseSensitive: false, wholeWord: false }, byPage: new Map(), count: 0, done: true };

/** The selected match not yet brought into sight: the page holding it does so once its text layer is drawn. */
function pendingReveal() {
  let pending: FindMatch | null = null;
  return {
    set: (match: FindMatch | null) => void (pending = match),
    isOn: (page: number) => pending?.page === page,
    done: () => void (pending = null),
  };
}

/**
 * Runs one search, showing what it has found as it goes (at once for the first match, which it
 * selects, then every SHOW_EVERY_MS and at the end). Answers what cancels it.
 */
function searchShown(texts: PageTexts, pageCount: number, start: number, pattern: RegExp, searched: FindResult['searched'], show: (result: FindResult) => void, selectFirst: (match: FindMatch) => void) {
  const byPage = new Map<number, readonly FindMatch[]>();
  let count = 0;
  let shownAt = 0;
  let cancelled = false;
  const showNow = (done: boolean) => {
    shownAt = performance.now();
    show({ searched, byPage: new Map([...byPage].sort((a, b) => a[0] - b[0])), count, done });
  };
  void searchDocument(texts, pageCount, start, pattern, () => cancelled, (page, matches) => {
    if (!matches.length) return;
    byPage.set(page, matches);
    count += matches.length;
    if (count === matches.length) {
      showNow(false);
      selectFirst(matches[0]);
    } else if (performance.now() - shownAt > SHOW_EVERY_MS) showNow(false);
  })
    .catch(() => undefined)
    .then(() => !cancelled && showNow(true));
  return () => void (cancelled = true);
}

/**
 * The viewer's find: the query and its options, the matches of the whole document (searched in pdf.js's
 * worker, page by page from the reader's page, again from the start whenever the query changes), and
 * the selected match, whose page the viewer goes to.
 */
export function useFind(pdf: PDFDocumentProxy | undefined, currentPage: number, goTo: (page: number) => void) {
  const [query, setQuery] = useState('');
  const [options, setOptions] = useState<FindOptions>({ caseSensitive: false, wholeWord: false });
  const [result, setResult] = useState<FindResult>(NOTHING);
  const [selected, setSelected] = useState<FindMatch | null>(null);
  const texts = useMemo(() => (pdf ? new PageTexts(pdf) : undefined), [pdf]);
  const reveal = useMemo(() => pendingReveal(), []);
  const startPage = useRef(currentPage);
  useEffect(() => void (startPage.current = currentPage), [currentPage]);
  const cancel = useRef<() => void>(undefined);

  const select = useCallback(
    (match: FindMatch | null) => {
      setSelected(match);
      reveal.set(match);
      if (match && match.page !== startPage.current) goTo(match.page);
    },
    [goTo, reveal],
  );

  /** Searches the document for `wanted` afresh, giving up the search before. */
  const run = useCallback(
    (wanted: string, wantedOptions: FindOptions) => {
      cancel.current?.();
      const pattern = findPattern(wanted, wantedOptions);
      select(null);
      // Before the document is there, nothing counts as searched: the search runs once it is.
      if (!texts || !pdf) return setResult(NOTHING);
      if (!pattern) return setResult({ ...NOTHING, searched: { query: wanted, ...wantedOptions } });
      const searched = { query: wanted, ...wantedOptions };
      setResult({ ...NOTHING, searched, done: false });
      cancel.current = searchShown(texts, pdf.numPages, startPage.current, pattern, searched, setResult, select);
    },
    [texts, pdf, select],
  );

  // What is typed is searched once typing pauses (and again when the document arrives).
  useEffect(() => {
    const timer = setTimeout(() => {
      if (query !== result.searched.query) run(query, options);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [query, run, options, result.searched.query]);
  useEffect(() => () => cancel.current?.(), []);

  const ordered = useMemo(() => [...result.byPage.values()].flat(), [result.byPage]);
  const index = selected ? ordered.findIndex((m) => m.page === selected.page && m.start === selected.start) : -1;
  const step = useCallback(
    (direction: 1 | -1) => {
      if (!ordered.length) return;
      const from = index < 0 ? (direction > 0 ? -1 : 0) : index;
      select(ordered[(from + direction + ordered.length) % ordered.length]);
    },
    [ordered, index, select],
  );
  /** Enter: searches what was typed now if it has not been, else goes to the next match (or the previous one). */
  const enter = useCallback((direction: 1 | -1) => (query !== result.searched.query ? run(query, options) : step(direction)), [query, result.searched.query, run, options, step]);
  const toggle = useCallback(
    (key: keyof FindOptions) => {
      const changed = { ...options, [key]: !options[key] };
      setOptions(changed);
      run(query, changed);
    },
    [options, query, run],
  );
  const clear = useCallback(() => {
    setQuery('');
    run('', options);
  }, [run, options]);

  return { query, setQuery, options, toggle, result, selected, index, step, enter, clear, texts, reveal };
}

export type FindState = ReturnType<typeof useFind>;
