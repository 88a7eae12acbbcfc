/**
 * Placeholders in widget configurations (spec 001 §5): `{USER.login}` (the account, and its
 * `adiutoUserData`), `{SITE.name}`, `{W_12.fidd}` (what widget 12 has selected: `fidd`, `fidf`, or a
 * field id such as `{W_12.3}`, its value, and `{W_12.3.idval}`), `{DEPS_2}` (the value of field 2 in the
 * same form, which makes a field's choices depend on it). One resolver for queries, defaults and links.
 */

/** A document as the gateway answers it (spec 001 §3 Entity). */
export interface DocumentEntity {
  fidd: number;
  fidf?: number;
  fields: Record<string, { val: unknown; lbl?: string; type?: number; idval?: number }>;
}

export interface PlaceholderSources {
  user?: Record<string, unknown> | null;
  site?: Record<string, unknown> | null;
  /** What a widget has selected, by widget id. */
  selected?: (widgetId: number) => DocumentEntity | undefined;
  /** A field's value in the form being filled in. */
  deps?: (fieldId: number) => unknown;
}

const TOKEN = /\{(USER|SITE|W_(\d+)|DEPS_(\d+))(?:\.([A-Za-z0-9_.-]+))?\}/g;
const WHOLE = new RegExp(`^${TOKEN.source}$`);

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** The value one placeholder stands for, or undefined when its source has none. */
function valueOf(match: RegExpExecArray | RegExpMatchArray, sources: PlaceholderSources): unknown {
  const [, kind, widgetId, fieldId, path] = match;
  if (kind === 'USER') return pick(sources.user, path ?? 'login');
  if (kind === 'SITE') return pick(sources.site, path ?? 'name');
  if (fieldId !== undefined) return sources.deps?.(Number(fieldId));
  const entity = sources.selected?.(Number(widgetId));
  if (!entity) return undefined;
  const [head = 'fidd', ...rest] = (path ?? 'fidd').split('.');
  if (head === 'fidd' || head === 'fidf') return entity[head];
  const field = entity.fields[head];
  if (!field) return undefined;
  return rest[0] === 'idval' ? field.idval : rest[0] === 'lbl' ? field.lbl : field.val;
}

function pick(from: Record<string, unknown> | null | undefined, path: string): unknown {
  let at: unknown = from;
  for (const key of path.split('.')) {
    if (!at || typeof at !== 'object' || !Object.hasOwn(at, key)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

export interface Resolved<T> {
  value: T;
  /** The placeholders that had no value (a widget with nothing selected, an empty field). */
  missing: string[];
}

/**
 * Resolves every placeholder in a value: strings, and the strings inside arrays and objects. A string
 * that is one placeholder takes the value's own type (a number stays a number); inside a longer text
 * it is written out. A placeholder without a value becomes empty and is listed in `missing`.
 */
export function resolvePlaceholders<T>(value: T, sources: PlaceholderSources): Resolved<T> {
  const missing: string[] = [];
  const resolve = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const whole = WHOLE.exec(v);
      if (whole) {
        const found = valueOf(whole, sources);
        if (blank(found)) missing.push(v);
        return blank(found) ? '' : found;
      }
      return v.replace(TOKEN, (...match: string[]) => {
        const found = valueOf(match as unknown as RegExpMatchArray, sources);
        if (blank(found)) missing.push(match[0]);
        return blank(found) ? '' : String(found);
      });
    }
    if (Array.isArray(v)) return v.map(resolve);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, resolve(inner)]));
    return v;
  };
  return { value: resolve(value) as T, missing };
}

/** The ids of the widgets a value's placeholders name (`{W_12…}`): the widgets it depends on. */
export function widgetsReferenced(value: unknown): number[] {
  const ids = new Set<number>();
  const text = JSON.stringify(value ?? null);
  for (const match of text.matchAll(TOKEN)) if (match[2]) ids.add(Number(match[2]));
  return [...ids];
}

/** The form fields a value's placeholders name (`{DEPS_2}`). */
export function fieldsReferenced(value: unknown): number[] {
  const ids = new Set<number>();
  for (const match of JSON.stringify(value ?? null).matchAll(TOKEN)) if (match[3]) ids.add(Number(match[3]));
  return [...ids];
}
