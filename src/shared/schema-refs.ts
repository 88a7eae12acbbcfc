/** A JSON Schema as read from its file. */
export type JsonSchema = Record<string, unknown>;

/** Keys whose values are data, never schemas: a `$ref` inside them is not a reference. */
export const DATA_KEYS = new Set(['enum', 'const', 'default', 'examples']);

/** The name a copied definition takes in the schema's `$defs`: by default its file and its name (`widget-common.layout`). */
export type DefinitionKey = (file: string, definition: string) => string;

/**
 * The one resolver of references between schema files, for the server's checks, the configuration
 * form and the type generator: the schema with its references into the folder's other files
 * (`widget-common#/$defs/layout`) pointing at copies of those definitions kept in its own `$defs`
 * (`#/$defs/widget-common.layout`), so that the schema stands alone (rjsf and the validator resolve
 * references only inside the schema they are given). A copied definition's own local references
 * (`#/$defs/source` in widget-common) are renamed alike, and only the definitions reached are copied.
 * `$id` is left out. A reference that resolves to nothing throws, naming it.
 */
export function inlineSchemaRefs(schema: JsonSchema, files: Record<string, JsonSchema>, keyOf: DefinitionKey = (file, def) => `${file}.${def}`): JsonSchema {
  const copied: Record<string, unknown> = {};

  const target = (ref: string, file: string | undefined): string => {
    const [name, pointer = ''] = ref.split('#');
    const source = name || file;
    // A local reference of the schema itself stays as it is.
    if (!source) return ref;
    const def = /^\/\$defs\/([^/]+)$/.exec(pointer)?.[1];
    const definition = def === undefined ? undefined : (files[source]?.$defs as Record<string, unknown> | undefined)?.[def];
    if (def === undefined || definition === undefined) throw new Error(`${file ?? 'schema'}: cannot resolve ${ref}`);
    const key = keyOf(source, def);
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
