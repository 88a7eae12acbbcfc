import { DATA_KEYS, type JsonSchema } from '../../../shared/schema-refs.js';

/** The title of a choice's branch that has none (its kind: text, number …), or undefined to leave it. */
export type ChoiceTitle = (branch: JsonSchema) => string | undefined;

/**
 * The schema as the form shows it (one with its references inlined):
 * - a `oneOf` or `anyOf` whose branches only require one property or another (document-list's `fam`
 *   or `list`, a link's `url` or `libraryDocument`) is left out, as rjsf would offer it as a choice of
 *   "Option 1" and "Option 2"; the server still checks it, and its answer shows on the fields;
 * - the root's title is left out: the dialog names the type;
 * - a property that is only a reference to a titled definition is titled with both, so that two
 *   properties of one definition tell apart ("Family or value list (fam)", "… (list)");
 * - the branches of a choice without titles are titled by `choiceTitle` (rjsf shows them in a select).
 */
export function formSchema(schema: JsonSchema, choiceTitle: ChoiceTitle = () => undefined): JsonSchema {
  const defs = (schema.$defs ?? {}) as Record<string, JsonSchema>;
  const definitionOf = (ref: unknown) => (typeof ref === 'string' && ref.startsWith('#/$defs/') ? defs[ref.slice(8)] : undefined);

  const shape = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(shape);
    if (!node || typeof node !== 'object') return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) {
      if (DATA_KEYS.has(key)) out[key] = value;
      else if (key === 'properties' && value && typeof value === 'object')
        out[key] = Object.fromEntries(
          Object.entries(value as Record<string, JsonSchema>).map(([name, property]) => {
            const title = definitionOf(property.$ref)?.title;
            return [name, shape(title && !property.title ? { ...property, title: `${String(title)} (${name})` } : property)];
          }),
        );
      else if ((key === 'anyOf' || key === 'oneOf') && onlyRequired(value)) continue;
      else if ((key === 'anyOf' || key === 'oneOf') && Array.isArray(value))
        out[key] = value.map((branch: JsonSchema) => {
          const title = branch.title ?? choiceTitle(branch);
          return shape(title === undefined ? branch : { ...branch, title });
        });
      else out[key] = shape(value);
    }
    return out;
  };

  const { title: _title, ...shown } = schema;
  return shape(shown) as JsonSchema;
}

const onlyRequired = (branches: unknown) =>
  Array.isArray(branches) && branches.every((b) => b && typeof b === 'object' && Object.keys(b).every((k) => k === 'required'));
