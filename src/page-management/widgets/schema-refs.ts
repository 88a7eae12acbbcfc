/** A JSON Schema as read from its file. */
export type JsonSchema = Record<string, unknown>;

/** Keys whose values are data, never schemas: a `$ref` inside them is not a reference. */
const DATA_KEYS = new Set(['enum', 'const', 'default', 'examples']);

/**
 * The schema with its references into the folder's other files (`widget-common#/$defs/layout`)
 * pointing at copies of those definitions kept in its own `$defs` (`#/$defs/widget-common.layout`):
 * rjsf resolves references only inside the schema it is given. A copied definition's own local
 * references (`#/$defs/source` in widget-common) are renamed alike, and only the definitions reached
 * are copied. `$id` is left out, so that the validator compiles each form's schema afresh.
 */
export function inlineSchemaRefs(schema: JsonSchema, files: Record<string, JsonSchema>): JsonSchema {
  const copied: Record<string, unknown> = {};

  const target = (ref: string, file: string | undefined): string => {
    const [name, pointer = ''] = ref.split('#');
    const source = name || file;
    // A local reference of the schema itself stays as it is.
    if (!source) return ref;
    const def = /^\/\$defs\/([^/]+)$/.exec(pointer)?.[1];
    const definition = def === undefined ? undefined : (files[source]?.$defs as Record<string, unknown> | undefined)?.[def];
    if (definition === undefined) throw new Error(`${file ?? 'schema'}: cannot resolve ${ref}`);
    const key = `${source}.${def}`;
    if (!(key in copied)) {
      // Claimed before it is filled, so that a definition that refers to itself ends.
      copied[key] = true;
      copied[key] = rewrite(definition, source);
    }
    return `#/$defs/${key}`;
  };

  const rewrite = (node: unknown, file: string | undefined): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, file));
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' ? target(value, file) : DATA_KEYS.has(key) ? value : rewrite(value, file),
      ]),
    );
  };

  const { $id: _id, ...rest } = schema;
  const body = rewrite(rest, undefined) as JsonSchema;
  if (!Object.keys(copied).length) return body;
  return { ...body, $defs: { ...(body.$defs as JsonSchema | undefined), ...copied } };
}

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
