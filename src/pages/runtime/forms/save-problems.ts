import type { Problem } from '../../../errors/describe.js';
import { SupersededError } from '../../../docstore/superseded-error.js';
import { valueName, type EditorField } from './editor-fields.js';

type Translate = (key: string, args?: Record<string, unknown>) => string;

export interface SaveProblems {
  /** Said above the form's buttons. */
  alert?: string;
  /** Messages for the fields the server named, by value name. */
  fields: Record<string, string>;
}

/**
 * What a refused save says, and where: field errors on the fields they name (by field id), an
 * older version edited or a wrong captcha in the visitor's words, anything else as the server put it.
 */
export function saveProblems(error: unknown, fields: EditorField[], translate: Translate): SaveProblems {
  if (error instanceof SupersededError) return { alert: translate('portico.composer.form.superseded', { id: error.newDocId }), fields: {} };
  const body = (error as { body?: Problem }).body;
  if (body?.message === 'error.captcha') return { alert: translate('portico.composer.form.captchaWrong'), fields: {} };
  const named: Record<string, string> = {};
  for (const fieldError of body?.fieldErrors ?? []) {
    const id = Number(/^f?(\d+)$/.exec(fieldError.field)?.[1]);
    if (fields.some((f) => f.id === id)) named[valueName(id)] = translate(`portico.validation.${fieldError.message}`, { _: fieldError.message });
  }
  const unnamed = (body?.fieldErrors?.length ?? 0) > Object.keys(named).length || !body?.fieldErrors?.length;
  return { alert: unnamed ? (error as Error).message : undefined, fields: named };
}
