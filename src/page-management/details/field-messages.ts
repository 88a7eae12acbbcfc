import type { HttpError } from 'react-admin';
import type { FieldMessages } from './PageFields';

/**
 * The field errors of a refused save as the form shows them: apiFetch puts each field's translation
 * key in `body.errors` (`portico.validation.Unique`); relations come as `template.id` and the like.
 */
export function fieldMessages(error: unknown, translate: (key: string) => string): FieldMessages {
  const errors = ((error as HttpError | undefined)?.body as { errors?: Record<string, string> } | undefined)?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field.split('.')[0], translate(key)]));
}
