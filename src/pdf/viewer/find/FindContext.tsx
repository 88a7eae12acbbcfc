import { createContext, useContext, useMemo } from 'react';
import type { FindMatch, PageText } from './find-text';
import type { FindState } from './useFind';

export const FindContext = createContext<FindState | null>(null);

export interface PageFind {
  text: PageText;
  matches: readonly FindMatch[];
  /** The selected match's index among the page's, or -1. */
  selected: number;
  /** The selected match waits to be brought into sight on this page. */
  mustReveal(): boolean;
  revealed(): void;
}

/** What find marks on one page: undefined while the page has no match (its text layer is drawn as pdf.js draws it). */
export function usePageFind(pageNumber: number): PageFind | undefined {
  const find = useContext(FindContext);
  const matches = find?.result.byPage.get(pageNumber);
  const text = matches && find?.texts?.known(pageNumber);
  const selected = find?.selected?.page === pageNumber && matches ? matches.findIndex((m) => m.start === find.selected!.start) : -1;
  const reveal = find?.reveal;
  return useMemo(
    () =>
      matches && text && reveal
        ? {
            text,
            matches,
            selected,
            mustReveal: () => reveal.isOn(pageNumber),
            revealed: reveal.done,
          }
        : undefined,
    [matches, text, selected, reveal, pageNumber],
  );
}
