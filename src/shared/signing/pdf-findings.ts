import type { FromSchema } from 'json-schema-to-ts';

/**
 * What the server finds in a PDF that a signer must know (server/pdf: inspect-pdf.ts), as message
 * keys with their values, so that the viewer tells them in the reader's language and the server in
 * English (the audit trail, problem details) from the same texts: i18n/{lang}.json,
 * `portico.pdf.findings`.
 */

/** A change made by a revision after a signature, beyond what a signed document may take. */
export const pdfChangeSchema = {
  type: 'object',
  properties: {
    key: {
      enum: ['pagesAdded', 'pagesRemoved', 'content', 'resources', 'geometry', 'pageEntry', 'annotationAdded', 'annotationChanged', 'annotationRemoved', 'documentEntry', 'unreadable', 'more'],
    },
    page: { type: 'integer', description: 'The page, from 1' },
    name: { type: 'string', description: "An annotation's type, or an entry's name" },
    then: { type: 'integer', description: 'Pages then' },
    now: { type: 'integer', description: 'Pages now' },
    count: { type: 'integer', description: 'How many more changes' },
  },
  required: ['key'],
  additionalProperties: false,
} as const;

export type PdfChange = FromSchema<typeof pdfChangeSchema>;

/** What would run or open by itself in a reader that allows it. */
export const activeContentSchema = {
  type: 'object',
  properties: {
    key: { enum: ['openAction', 'documentEvents', 'scripts', 'xfa', 'fieldActions', 'pageEvents', 'annotation', 'media'] },
    action: { enum: ['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'Media', 'GoToE', 'URI'], description: 'What the action does (portico.pdf.findings.actions)' },
    page: { type: 'integer' },
    name: { type: 'string', description: "A media annotation's type" },
    count: { type: 'integer', description: 'How many document-level scripts' },
  },
  required: ['key'],
  additionalProperties: false,
} as const;

export type ActiveContent = FromSchema<typeof activeContentSchema>;

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
