import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { readOutline, type OutlineEntry } from './outline';

/** The document's outline, read once the sidebar opens (undefined while pdf.js reads it; empty when the PDF has none or it cannot be read). */
export function useOutline(pdf: PDFDocumentProxy): OutlineEntry[] | undefined {
  const [outline, setOutline] = useState<{ of: PDFDocumentProxy; entries: OutlineEntry[] }>();
  useEffect(() => {
    let current = true;
    readOutline(pdf).then(
      (entries) => current && setOutline({ of: pdf, entries }),
      () => current && setOutline({ of: pdf, entries: [] }),
    );
    return () => {
      current = false;
    };
  }, [pdf]);
  return outline?.of === pdf ? outline.entries : undefined;
}
