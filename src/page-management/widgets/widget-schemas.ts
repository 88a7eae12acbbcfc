import { formSchema, inlineSchemaRefs, type ChoiceTitle, type JsonSchema } from './schema-refs';
import { localizedSchema } from './schema-texts';

// The configuration schemas, each fetched when a form first needs it (not with any first screen).
const files = import.meta.glob<JsonSchema>('../../../schemas/widgets/*.schema.json', { import: 'default' });

const nameOf = (path: string) => path.replace(/^.*\//, '').replace(/\.schema\.json$/, '');

/**
 * The form's schema for a widget type's `confSchema`, in the reader's language: its references
 * inlined; null for an unknown name.
 */
export async function loadWidgetSchema(name: string, choiceTitle: ChoiceTitle, translate: (key: string, options?: Record<string, unknown>) => string): Promise<JsonSchema | null> {
  const all = Object.fromEntries(
    await Promise.all(Object.entries(files).map(async ([path, load]) => [nameOf(path), localizedSchema(await load(), nameOf(path), translate)] as const)),
  );
  return all[name] ? formSchema(inlineSchemaRefs(all[name], all), choiceTitle) : null;
}
