/**
 * A widget's configuration as it is stored and sent on `api/widgets` (a JSON object as text), read
 * and written here alone, for the server and the client. What the object must hold is each type's
 * JSON Schema (`schemas/widgets/`), checked by the server on every write (server/widgets).
 */
export type WidgetConf = Record<string, unknown>;

/** Why a stored configuration is no configuration, if it is not. */
export type ConfProblem = 'empty' | 'not-json' | 'not-object';

/** The configuration read from its text, or why it is none (with the parser's own words when the text is no JSON). */
export function readConf(text: string | null | undefined): { conf: WidgetConf } | { problem: ConfProblem; detail?: string } {
  if (text == null || text.trim() === '') return { problem: 'empty' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { problem: 'not-json', detail: (error as Error).message };
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? { conf: value as WidgetConf } : { problem: 'not-object' };
}

/** The configuration as an object; anything else (older or damaged data) as an empty one. */
export function parseConf(text: string | null | undefined): WidgetConf {
  const read = readConf(text);
  return 'conf' in read ? read.conf : {};
}

/** The configuration as it is stored. */
export const writeConf = (conf: WidgetConf): string => JSON.stringify(conf);
