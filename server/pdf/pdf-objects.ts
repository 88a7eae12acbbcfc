import { PdfArray, PdfDict, type PDF, type PDFPage, type PdfObject, type PdfRef } from '@libpdf/core';

/** Reads an indirect object of one PDF. */
export type Resolve = (ref: PdfRef) => PdfObject | null;

export const resolverOf =
  (pdf: PDF): Resolve =>
  (ref) =>
    pdf.getObject(ref);

/** How deep the walks of this folder go into trees a file builds (page trees, form fields, action chains): a cycle or a hostile depth ends there. */
export const MAX_DEPTH = 64;

/** A value as a dictionary (a reference followed), or undefined. */
export function dictOf(value: PdfObject | undefined | null, resolve: Resolve): PdfDict | undefined {
  const resolved = value?.type === 'ref' ? resolve(value) : value;
  return resolved instanceof PdfDict ? resolved : undefined;
}

/** A value as a list of dictionaries: an array's dictionaries, or one dictionary alone. */
export function dictsOf(value: PdfObject | undefined | null, resolve: Resolve): PdfDict[] {
  const resolved = value?.type === 'ref' ? resolve(value) : value;
  if (resolved instanceof PdfArray) return resolved.toArray().flatMap((item) => dictOf(item, resolve) ?? []);
  const dict = dictOf(resolved, resolve);
  return dict ? [dict] : [];
}

/** A dictionary's name entry, as text. */
export const nameIn = (dict: PdfDict | undefined, key: string, resolve: Resolve): string | undefined => dict?.getName(key, resolve)?.value;

/** The names of a name tree's leaves (PDF 32000-1 §7.9.6), up to `max`. */
export function nameTreeCount(root: PdfDict | undefined, resolve: Resolve, max = 10_000): number {
  let count = 0;
  const walk = (node: PdfDict | undefined, depth: number) => {
    if (!node || depth > MAX_DEPTH || count >= max) return;
    const names = node.getArray('Names', resolve);
    if (names) count += Math.floor(names.length / 2);
    for (const kid of node.getArray('Kids', resolve)?.toArray() ?? []) walk(dictOf(kid, resolve), depth + 1);
  };
  walk(root, 0);
  return Math.min(count, max);
}

/** Adds an annotation to a page's /Annots (the library's own helper reads /Annots without resolving a reference, and would replace the list). */
export function addAnnotation(page: PDFPage, ref: PdfRef, resolve: Resolve): void {
  const annots = page.dict.get('Annots', resolve);
  if (annots instanceof PdfArray) annots.push(ref);
  else page.dict.set('Annots', new PdfArray([ref]));
}
