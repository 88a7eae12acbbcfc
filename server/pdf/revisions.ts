import { AnnotationFlags, PdfArray, type PDF, type PDFPage, type PdfDict, type PdfObject } from '@libpdf/core';
import { inheritedAttribute } from './page-geometry.js';
import { dictOf, MAX_DEPTH, nameIn, resolverOf, type Resolve } from './pdf-objects.js';
import { SameObjects } from './same-objects.js';
import type { PdfChange } from '../../src/shared/signing/pdf-findings.js';

/**
 * What the revisions after a signature changed in the document a reader sees (as message keys:
 * src/shared/signing/pdf-findings.ts, "page 1: its content changed"), or nothing when they only add what a signed document may take after a
 * signature (docs/decisions.md, "Changes after a signature"):
 * - signatures and document timestamps: signature fields, their widgets on the pages, the form's
 *   dictionary, validation data (/DSS) and the catalog's version and extensions;
 * - form-field values: a widget's value, state and appearance (/V, /AS, /AP, /MK);
 * - the drawings of a later signer: locked stamp annotations that a later valid signature covers
 *   (the portal draws a countersigner's boxes and handwriting so, in the signature's own update).
 * Anything else counts: pages added or removed, a page's content, resources, size or other entries,
 * annotations added, changed or removed, and the catalog's other entries (what happens on opening,
 * named scripts and files, bookmarks...).
 *
 * `before` is the revision the signature covers, `after` the whole file; `coveredLater` says whether
 * an annotation (by its object) is in the revision of a later valid signature.
 */
export function changesAfterSignature(before: PDF, after: PDF, coveredLater: (annotation: string) => boolean): PdfChange[] {
  const resolveBefore = resolverOf(before);
  const resolveAfter = resolverOf(after);
  const same = new SameObjects(resolveBefore, resolveAfter);
  const changes: PdfChange[] = [];
  const [pagesBefore, pagesAfter] = [before.getPages(), after.getPages()];
  if (pagesBefore.length !== pagesAfter.length)
    changes.push({ key: pagesAfter.length > pagesBefore.length ? 'pagesAdded' : 'pagesRemoved', then: pagesBefore.length, now: pagesAfter.length });
  for (let i = 0; i < Math.min(pagesBefore.length, pagesAfter.length); i++) {
    const pages = { before: pagesBefore[i], after: pagesAfter[i], page: i + 1 };
    changes.push(...pageChanges(same, pages, resolveBefore, resolveAfter));
    changes.push(...annotationChanges(same, pages, { before: resolveBefore, after: resolveAfter }, coveredLater));
  }
  changes.push(...catalogChanges(same, before.getCatalog(), after.getCatalog()));
  return changes.length > MAX_LISTED ? [...changes.slice(0, MAX_LISTED), { key: 'more', count: changes.length - MAX_LISTED }] : changes;
}

/** How many changes are told one by one. */
const MAX_LISTED = 12;

type Pages = { before: PDFPage; after: PDFPage; page: number };

const PAGE_LEFT_OUT = new Set(['Annots', 'Parent']);
const INHERITED = ['Resources', 'MediaBox', 'CropBox', 'Rotate'] as const;

/** A page's own entries (its annotations aside) and those it inherits from the page tree. */
function pageChanges(same: SameObjects, { before, after, page }: Pages, resolveBefore: Resolve, resolveAfter: Resolve): PdfChange[] {
  const changed = new Set<string>();
  const keys = new Set([...before.dict.keys(), ...after.dict.keys()].map((k) => k.value).filter((k) => !PAGE_LEFT_OUT.has(k)));
  for (const key of keys) if (!same.same(before.dict.get(key), after.dict.get(key))) changed.add(key);
  for (const key of INHERITED) if (!same.same(inheritedAttribute(before, key, resolveBefore), inheritedAttribute(after, key, resolveAfter))) changed.add(key);
  const found: PdfChange[] = [];
  if (changed.delete('Contents')) found.push({ key: 'content', page });
  if (changed.delete('Resources')) found.push({ key: 'resources', page });
  const geometry = ['MediaBox', 'CropBox', 'Rotate'].filter((k) => changed.delete(k));
  if (geometry.length) found.push({ key: 'geometry', page });
  for (const name of changed) found.push({ key: 'pageEntry', page, name });
  return found;
}

/** The keys of a widget that filling in its field changes. */
const FIELD_VALUE_KEYS: ReadonlySet<string> = new Set(['V', 'AS', 'AP', 'MK']);

/** A page's annotations: those kept must be the same (a widget's value aside), those added allowed. */
function annotationChanges(same: SameObjects, { before, after, page }: Pages, resolve: { before: Resolve; after: Resolve }, coveredLater: (key: string) => boolean): PdfChange[] {
  const then = annotationsOf(before, resolve.before);
  const now = annotationsOf(after, resolve.after);
  const found: PdfChange[] = [];
  for (const [key, annotation] of now) {
    const name = nameIn(annotation.dict, 'Subtype', resolve.after) ?? '?';
    const earlier = then.get(key);
    if (earlier) {
      const widget = name === 'Widget';
      if (!same.same(earlier.dict, annotation.dict, widget ? FIELD_VALUE_KEYS : undefined)) found.push({ key: 'annotationChanged', page, name });
    } else if (!isSignatureWidget(annotation.dict, resolve.after) && !(isLockedStamp(annotation.dict, resolve.after) && coveredLater(key))) {
      found.push({ key: 'annotationAdded', page, name });
    }
  }
  for (const [key, annotation] of then) if (!now.has(key)) found.push({ key: 'annotationRemoved', page, name: nameIn(annotation.dict, 'Subtype', resolve.before) ?? '?' });
  return found;
}

/** A page's annotations by their object (`12.0`), or by their place among those written in the page itself. */
export function annotationsOf(page: PDFPage, resolve: Resolve): Map<string, { dict: PdfDict }> {
  const annotations = new Map<string, { dict: PdfDict }>();
  const list = page.dict.get('Annots');
  const resolved = list?.type === 'ref' ? resolve(list) : list;
  const items = resolved instanceof PdfArray ? resolved.toArray() : [];
  items.forEach((item: PdfObject, index) => {
    const dict = dictOf(item, resolve);
    if (dict) annotations.set(item.type === 'ref' ? `${item.objectNumber}.${item.generation}` : `direct ${index}`, { dict });
  });
  return annotations;
}

/** A widget of a signature field: the field's type (/FT, inherited from its parents) is /Sig. */
function isSignatureWidget(annotation: PdfDict, resolve: Resolve): boolean {
  if (nameIn(annotation, 'Subtype', resolve) !== 'Widget') return false;
  let field: PdfDict | undefined = annotation;
  for (let depth = 0; field && depth < MAX_DEPTH; depth++) {
    const type = nameIn(field, 'FT', resolve);
    if (type) return type === 'Sig';
    field = dictOf(field.get('Parent'), resolve);
  }
  return false;
}

function isLockedStamp(annotation: PdfDict, resolve: Resolve): boolean {
  const flags = annotation.getNumber('F', resolve)?.value ?? 0;
  return nameIn(annotation, 'Subtype', resolve) === 'Stamp' && (flags & AnnotationFlags.Locked) !== 0;
}

/** Catalog entries that signing changes: the form, validation data, the version and extensions, the XMP metadata. */
const CATALOG_LEFT_OUT: ReadonlySet<string> = new Set(['Pages', 'AcroForm', 'DSS', 'Version', 'Extensions', 'Metadata']);

/** The catalog's other entries: what happens on opening (/OpenAction, /AA), named scripts and files (/Names), bookmarks (/Outlines)… */
function catalogChanges(same: SameObjects, before: PdfDict, after: PdfDict): PdfChange[] {
  const keys = new Set([...before.keys(), ...after.keys()].map((k) => k.value));
  return [...keys].filter((key) => !CATALOG_LEFT_OUT.has(key) && !same.same(before.get(key), after.get(key))).map((name) => ({ key: 'documentEntry', name }));
}
