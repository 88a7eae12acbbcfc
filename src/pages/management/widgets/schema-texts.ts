import type { UiSchema } from '@rjsf/utils';
import type { JsonSchema } from '../../../shared/schema-refs.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const DATA_KEYS = new Set(['enum', 'const', 'default', 'examples']);

/**
 * A configuration schema file with its titles and descriptions in the reader's language: each is
 * looked up as `portico.widgetSchema.{file}.{path}.title|description`, the path naming a definition,
 * then properties, `items` and a choice's branch by its index (`widget-common.source.0.title`,
 * `document-list.search.items.field.title`); the schema's English is the fallback.
 */
export function localizedSchema(schema: JsonSchema, file: string, translate: Translate): JsonSchema {
  const walk = (node: unknown, path: string[]): unknown => {
    if (Array.isArray(node)) return node;
    if (!node || typeof node !== 'object') return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      if (DATA_KEYS.has(key)) out[key] = value;
      else if ((key === 'title' || key === 'description') && typeof value === 'string')
        out[key] = translate(['portico.widgetSchema', file, ...path, key].join('.'), { _: value });
      else if ((key === 'properties' || key === '$defs') && value && typeof value === 'object')
        out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, walk(child, key === '$defs' ? [name] : [...path, name])]));
      else if ((key === 'anyOf' || key === 'oneOf') && Array.isArray(value)) out[key] = value.map((branch, i) => walk(branch, [...path, String(i)]));
      else if (key === 'items') out[key] = walk(value, [...path, 'items']);
      else out[key] = value;
    }
    return out;
  };
  return walk(schema, []) as JsonSchema;
}

/**
 * The form's settings for choices (a text or one per language; a key or an id): the selector names
 * the property and offers the branches by their titles, so a branch's own field shows no label of
 * its own, its title only as a placeholder, rather than a second "Text" beside the first.
 */
export function choiceUiSchema(schema: JsonSchema): UiSchema {
  const defs = (schema.$defs ?? {}) as Record<string, JsonSchema>;
  const resolve = (node: JsonSchema) => (typeof node.$ref === 'string' && node.$ref.startsWith('#/$defs/') ? { ...defs[node.$ref.slice(8)], ...node } : node);
  const walk = (given: JsonSchema, depth: number): UiSchema | undefined => {
    if (depth > 8) return undefined;
    const node = resolve(given);
    const ui: UiSchema = {};
    for (const key of ['anyOf', 'oneOf'] as const) {
      const branches = node[key];
      if (Array.isArray(branches)) ui[key] = (branches as JsonSchema[]).map((b) => ({ 'ui:label': false, ...(typeof b.title === 'string' && { 'ui:placeholder': b.title }) }));
    }
    for (const [name, child] of Object.entries((node.properties ?? {}) as Record<string, JsonSchema>)) {
      const inner = walk(child, depth + 1);
      if (inner) ui[name] = inner;
    }
    if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) {
      const inner = walk(node.items as JsonSchema, depth + 1);
      if (inner) ui.items = inner;
    }
    return Object.keys(ui).length ? ui : undefined;
  };
  return walk(schema, 0) ?? {};
}
