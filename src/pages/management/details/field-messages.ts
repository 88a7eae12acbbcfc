import type { HttpError } from 'react-admin';
import type { Problem } from '../../../errors/describe';
import type { FieldMessages } from './PageFields';

/**
 * The field errors of a refused save as the form shows them: apiFetch puts each field's translation
 * key in `body.errors` (`portico.validation.Unique`); relations come as `template.id` and the like. A
 * field error's own words (a permission check's compiler message) follow the translated constraint.
 */
export function fieldMessages(error: unknown, translate: (key: string) => string): FieldMessages {
  const body = (error as HttpError | undefined)?.body as (Problem & { errors?: Record<string, string> }) | undefined;
  const details = new Map((body?.fieldErrors ?? []).map((e) => [e.field, e.detail]));
  return Object.fromEntries(
    Object.entries(body?.errors ?? {}).map(([field, key]) => [field.split('.')[0], [translate(key), details.get(field)].filter(Boolean).join(' ')]),
  );
}
