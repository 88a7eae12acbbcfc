import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useFind } from './useFind';

/** The find bar of a viewer: open or not, Ctrl/Cmd+F inside the viewer, and the find it drives. */
export function useViewerFind(pdf: PDFDocumentProxy | undefined, currentPage: number, goTo: (page: number) => void) {
  const find = useFind(pdf, currentPage, goTo);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    setOpen(true);
    // The bar may be there already: the box takes the focus, what was typed selected to be typed over.
    requestAnimationFrame(() => input.current?.select());
  }, []);
  const { clear } = find;
  const close = useCallback(() => {
    setOpen(false);
    clear();
    button.current?.focus();
  }, [clear]);

  /** Ctrl+F (Cmd+F on a Mac) while the focus is in the viewer opens its find rather than the browser's. */
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'f') {
        event.preventDefault();
        show();
      }
    },
    [show],
  );
  return { find, open, show, close, toggle: open ? close : show, input, button, onKeyDown };
}

export type ViewerFind = ReturnType<typeof useViewerFind>;
