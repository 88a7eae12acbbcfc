import type { PDF, PdfDict, PdfObject } from '@libpdf/core';
import type { ActiveContent } from '../../src/shared/signing/pdf-findings.js';
import { dictOf, dictsOf, MAX_DEPTH, nameIn, nameTreeCount, resolverOf, type Resolve } from './pdf-objects.js';

type Action = NonNullable<ActiveContent['action']>;

/**
 * What a reader that allows it would run or open by itself in a PDF ("JavaScript when the document
 * opens", "a program launch from an annotation on page 2": message keys of
 * src/shared/signing/pdf-findings.ts), each told once. The portal's viewer runs none of it
 * (docs/pdf-viewer.md); signing such a file is refused unless its family allows it, since a signer
 * would vouch for a document that can change what it shows in another reader.
 */
export function activeContent(pdf: PDF): ActiveContent[] {
  const resolve = resolverOf(pdf);
  const found = new Map<string, ActiveContent>();
  const add = (item: ActiveContent) => found.set(JSON.stringify(item), item);
  const catalog = pdf.getCatalog();
  for (const action of actionsOf(catalog.get('OpenAction', resolve), resolve, true)) add({ key: 'openAction', action });
  for (const action of additionalActions(catalog, resolve)) add({ key: 'documentEvents', action });
  const scripts = nameTreeCount(dictOf(dictOf(catalog.get('Names', resolve), resolve)?.get('JavaScript', resolve), resolve), resolve);
  if (scripts) add({ key: 'scripts', count: scripts });
  const form = dictOf(catalog.get('AcroForm', resolve), resolve);
  if (form?.has('XFA')) add({ key: 'xfa' });
  if (fieldsWithActions(form, resolve)) add({ key: 'fieldActions' });

  pdf.getPages().forEach((pdfPage, index) => {
    const page = index + 1;
    for (const action of additionalActions(pdfPage.dict, resolve)) add({ key: 'pageEvents', action, page });
    for (const annotation of dictsOf(pdfPage.dict.get('Annots', resolve), resolve)) {
      const subtype = nameIn(annotation, 'Subtype', resolve);
      if (subtype && MEDIA.has(subtype)) add({ key: 'media', name: subtype, page });
      for (const action of [...actionsOf(annotation.get('A', resolve), resolve, false), ...additionalActions(annotation, resolve)]) add({ key: 'annotation', action, page });
    }
  });
  return [...found.values()];
}

/** The actions that run or open something by themselves, by what they do. */
const ACTIVE: Record<string, Action> = {
  JavaScript: 'JavaScript',
  Launch: 'Launch',
  SubmitForm: 'SubmitForm',
  ImportData: 'ImportData',
  Rendition: 'Media',
  Movie: 'Media',
  Sound: 'Media',
  RichMediaExecute: 'Media',
  GoToE: 'GoToE',
};

/** Annotations that play or show media. */
const MEDIA = new Set(['Movie', 'Sound', 'Screen', 'RichMedia', '3D']);

/**
 * The active actions of an action and those chained after it (/Next). A web address opened without
 * a click (`automatic`: on opening, on an event) counts as well; a link's address does not.
 */
function actionsOf(value: PdfObject | undefined, resolve: Resolve, automatic: boolean, depth = 0): Action[] {
  if (depth > MAX_DEPTH) return [];
  return dictsOf(value, resolve).flatMap((action) => {
    const kind = nameIn(action, 'S', resolve);
    const own: Action[] = kind && ACTIVE[kind] ? [ACTIVE[kind]] : kind === 'URI' && automatic ? ['URI'] : [];
    return [...own, ...actionsOf(action.get('Next', resolve), resolve, automatic, depth + 1)];
  });
}

/** The active actions of a dictionary's /AA (additional actions: on events rather than clicks). */
function additionalActions(dict: PdfDict, resolve: Resolve): Action[] {
  const events = dictOf(dict.get('AA', resolve), resolve);
  if (!events) return [];
  return [...events].flatMap(([, action]) => actionsOf(action, resolve, true));
}

/** Whether a form field (walked down its kids) has actions of its own. */
function fieldsWithActions(form: PdfDict | undefined, resolve: Resolve): boolean {
  const walk = (fields: PdfDict[], depth: number): boolean =>
    depth <= MAX_DEPTH && fields.some((field) => additionalActions(field, resolve).length > 0 || walk(dictsOf(field.get('Kids', resolve), resolve), depth + 1));
  return walk(dictsOf(form?.get('Fields', resolve), resolve), 0);
}
