import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';

let texts: Record<string, unknown> | undefined;

/**
 * A text of the interface in English (i18n/en.json) with its %{values} filled, as the server writes
 * it where no reader's language applies (problem details, the audit trail); the client shows the
 * same texts in the reader's language.
 */
export function english(key: string, values: Record<string, unknown> = {}): string {
  texts ??= JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'i18n', 'en.json'), 'utf8')) as Record<string, unknown>;
  const template = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  if (typeof template !== 'string') return key;
  return template.replace(/%\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}
