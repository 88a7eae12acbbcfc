import type { PDFDocumentProxy } from 'pdfjs-dist';

type PdfOutlineItem = Awaited<ReturnType<PDFDocumentProxy['getOutline']>>[number];
type Destination = PdfOutlineItem['dest'];

/** One entry of a PDF's outline (its bookmarks), as the sidebar's tree shows it. */
export interface OutlineEntry {
  /** Its path in the tree ("0.2.1"): unique, and stable while the document is open. */
  id: string;
  title: string;
  /** Where it leads, resolved to a page only when clicked (a large outline would ask the worker for each). */
  dest: Destination;
  /** The PDF's wish: shown open at first (a positive /Count). */
  open: boolean;
  children: OutlineEntry[];
}

/** The PDF's outline as entries; none when it has none. */
export async function readOutline(pdf: PDFDocumentProxy): Promise<OutlineEntry[]> {
  const entries = (items: PdfOutlineItem[], path: string): OutlineEntry[] =>
    items.map((item, i) => {
      const id = path ? `${path}.${i}` : String(i);
      return { id, title: item.title.trim() || '–', dest: item.dest, open: (item.count ?? 0) > 0, children: entries(item.items ?? [], id) };
    });
  return entries((await pdf.getOutline()) ?? [], '');
}

/**
 * The page (from 1) a destination leads to: a named one is looked up first (`getDestination`); an
 * explicit one starts with its page's reference (`getPageIndex`) or, in some files, the page's index.
 * Undefined when it leads nowhere in this document (a link to a web page, a broken name or reference).
 */
export async function destinationPage(pdf: PDFDocumentProxy, dest: Destination): Promise<number | undefined> {
  try {
    const explicit = typeof dest === 'string' ? await pdf.getDestination(dest) : dest;
    const target: unknown = explicit?.[0];
    let index: number | undefined;
    if (Number.isInteger(target)) index = target as number;
    else if (target && typeof target === 'object' && 'num' in target && 'gen' in target) index = await pdf.getPageIndex(target as { num: number; gen: number });
    return index !== undefined && index >= 0 && index < pdf.numPages ? index + 1 : undefined;
  } catch {
    return undefined;
  }
}

/** A tree's entries in the order they show: the children of the open entries after them, with their level (from 1). */
export interface ShownEntry {
  entry: OutlineEntry;
  level: number;
  parent: string | undefined;
  position: number;
  siblings: number;
}

export function shownEntries(entries: OutlineEntry[], expanded: ReadonlySet<string>): ShownEntry[] {
  const shown: ShownEntry[] = [];
  const walk = (items: OutlineEntry[], level: number, parent: string | undefined) =>
    items.forEach((entry, i) => {
      shown.push({ entry, level, parent, position: i + 1, siblings: items.length });
      if (entry.children.length && expanded.has(entry.id)) walk(entry.children, level + 1, entry.id);
    });
  walk(entries, 1, undefined);
  return shown;
}

/** The entries the PDF asks to show open. */
export function openedByPdf(entries: OutlineEntry[]): Set<string> {
  const open = new Set<string>();
  const walk = (items: OutlineEntry[]) =>
    items.forEach((entry) => {
      if (entry.open && entry.children.length) open.add(entry.id);
      walk(entry.children);
    });
  walk(entries);
  return open;
}
