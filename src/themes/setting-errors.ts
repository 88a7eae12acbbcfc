import type { FieldError } from 'react-hook-form';

/** Keys of react-hook-form's own in an error object: the rest name what lies below the field. */
const OWN_KEYS = new Set(['type', 'message', 'ref', 'types', 'root']);

/**
 * The refusals of settings inside a configuration, as react-hook-form keeps them under its field
 * when the server names them (`conf.palette` → `palette`): each with its path and its message (a
 * translation key). A refusal of the field as a whole is its own message, not among them.
 */
export function settingErrors(error: FieldError | undefined): { path: string; message: string }[] {
  const found: { path: string; message: string }[] = [];
  const walk = (node: unknown, path: string[]) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (OWN_KEYS.has(key)) continue;
      const message = (value as { message?: unknown } | undefined)?.message;
      if (typeof message === 'string') found.push({ path: [...path, key].join('.'), message });
      walk(value, [...path, key]);
    }
  };
  walk(error, []);
  return found;
}
