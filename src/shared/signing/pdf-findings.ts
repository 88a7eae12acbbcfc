/**
 * What the server finds in a PDF that a signer must know (server/pdf: inspect-pdf.ts), as message
 * keys with their values, so that the viewer tells them in the reader's language and the server in
 * English (the audit trail, problem details) from the same texts: i18n/{lang}.json,
 * `portico.pdf.findings`.
 */

/** A change made by a revision after a signature, beyond what a signed document may take. */
export interface PdfChange {
  key:
    | 'pagesAdded'
    | 'pagesRemoved'
    | 'content'
    | 'resources'
    | 'geometry'
    | 'pageEntry'
    | 'annotationAdded'
    | 'annotationChanged'
    | 'annotationRemoved'
    | 'documentEntry'
    | 'unreadable'
    | 'more';
  /** The page, from 1. */
  page?: number;
  /** An annotation's type, or an entry's name. */
  name?: string;
  /** Pages then and now; how many more changes. */
  then?: number;
  now?: number;
  count?: number;
}

/** What would run or open by itself in a reader that allows it. */
export interface ActiveContent {
  key: 'openAction' | 'documentEvents' | 'scripts' | 'xfa' | 'fieldActions' | 'pageEvents' | 'annotation' | 'media';
  /** What the action does (portico.pdf.findings.actions). */
  action?: 'JavaScript' | 'Launch' | 'SubmitForm' | 'ImportData' | 'Media' | 'GoToE' | 'URI';
  page?: number;
  /** A media annotation's type. */
  name?: string;
  /** How many document-level scripts. */
  count?: number;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

const FINDINGS = 'portico.pdf.findings';

/** A change in words. */
export function changeText(change: PdfChange, translate: Translate): string {
  return translate(`${FINDINGS}.changes.${change.key}`, { ...change });
}

/** An active content in words. */
export function activeContentText(found: ActiveContent, translate: Translate): string {
  const action = found.action ? translate(`${FINDINGS}.actions.${found.action}`) : undefined;
  return translate(`${FINDINGS}.active.${found.key}`, { ...found, action });
}
