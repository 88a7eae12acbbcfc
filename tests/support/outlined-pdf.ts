import { PDFDocument, PDFHexString, PDFName, PDFString, type PDFRef } from 'pdf-lib';

/** The outline `withOutline` writes: titles and the page each leads to ("Penalties" through a named destination, under "Terms"). */
export const OUTLINE = [
  { title: 'Introduction', page: 1 },
  { title: 'Terms', page: 3 },
  { title: 'Penalties', page: 9, under: 'Terms' },
  { title: 'Annex', page: 11 },
];

/**
 * A PDF of at least 11 pages with that outline added, written by hand with pdf-lib's objects: /Outlines
 * with /First, /Next, /Title and /Dest (explicit, or a name in the catalog's /Dests), "Terms" open.
 */
export async function withOutline(bytes: Uint8Array): Promise<Buffer> {
  const pdf = await PDFDocument.load(bytes);
  const context = pdf.context;
  const page = (n: number) => pdf.getPage(n - 1).ref;
  const outlines = context.nextRef();
  const [intro, terms, penalties, annex] = [0, 1, 2, 3].map(() => context.nextRef());
  const item = (ref: PDFRef, title: string, parent: PDFRef, entries: Record<string, unknown>) =>
    context.assign(ref, context.obj({ Title: PDFHexString.fromText(title), Parent: parent, ...entries } as never));
  item(intro, 'Introduction', outlines, { Next: terms, Dest: [page(1), 'Fit'] });
  // A positive /Count: shown open.
  item(terms, 'Terms', outlines, { Prev: intro, Next: annex, First: penalties, Last: penalties, Count: 1, Dest: [page(3), 'XYZ', 0, 842, null] });
  item(penalties, 'Penalties', terms, { Dest: PDFString.of('penalties') });
  item(annex, 'Annex', outlines, { Prev: terms, Dest: [page(11), 'FitH', 842] });
  context.assign(outlines, context.obj({ Type: 'Outlines', First: intro, Last: annex, Count: 4 }));
  pdf.catalog.set(PDFName.of('Outlines'), outlines);
  pdf.catalog.set(PDFName.of('Dests'), context.obj({ penalties: [page(9), 'Fit'] }));
  return Buffer.from(await pdf.save());
}
