import { useCallback, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';

export type SidebarTab = 'thumbnails' | 'outline';

/** The tab a PDF's `/PageMode` asks the sidebar to open on, if any: `/UseOutlines` and `/UseThumbs`. */
export function pageModeTab(mode: string | null | undefined): SidebarTab | undefined {
  if (mode === 'UseOutlines') return 'outline';
  if (mode === 'UseThumbs') return 'thumbnails';
  return undefined;
}

/**
 * Whether the sidebar is open, and the tab it opens on. Closed when a viewer opens, on any screen:
 * page 1 is drawn without thumbnails asking pdf.js's worker for pages at the same time, and the
 * sidebar's script is fetched only by a reader who opens it (docs/pdf-viewer.md, The sidebar). A PDF
 * whose catalog asks for its outline or its thumbnails (`/PageMode`) opens it on that tab beside the
 * pages; a drawer over them (`narrow`, once the viewer's width is known) stays closed, and opens on
 * that tab when the reader opens it.
 */
export function useSidebar(pdf: PDFDocumentProxy | undefined, narrow: boolean | undefined) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<SidebarTab>('thumbnails');
  const button = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => setOpen((now) => !now), []);
  // Closed from inside (its Close, Escape, a page chosen on a phone), it gives the focus back to its button.
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  // The PDF's page mode is read once per document, as it opens.
  const asked = useRef<PDFDocumentProxy>(undefined);
  useEffect(() => {
    if (!pdf || narrow === undefined || asked.current === pdf) return;
    asked.current = pdf;
    void pdf
      .getPageMode()
      .then((mode) => {
        const wanted = pageModeTab(mode);
        // Not for a document that was replaced meanwhile.
        if (!wanted || asked.current !== pdf) return;
        setTab(wanted);
        if (!narrow) setOpen(true);
      })
      .catch(() => undefined);
  }, [pdf, narrow]);

  return { open, tab, toggle, close, button };
}
