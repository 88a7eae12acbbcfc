import { formSchema, inlineSchemaRefs, type ChoiceTitle, type JsonSchema } from './schema-refs';

// The configuration schemas, each fetched when a form first needs it (not with any first screen).
const files = import.meta.glob<JsonSchema>('../../../schemas/widgets/*.schema.json', { import: 'default' });

const nameOf = (path: string) => path.replace(/^.*\//, '').replace(/\.schema\.json$/, '');

/** The form's schema for a widget type's `confSchema`: its references inlined; undefined for an unknown name. */
export async function loadWidgetSchema(name: string, choiceTitle: ChoiceTitle): Promise<JsonSchema | null> {
  const all = Object.fromEntries(await Promise.all(Object.entries(files).map(async ([path, load]) => [nameOf(path), await load()] as const)));
  return all[name] ? formSchema(inlineSchemaRefs(all[name], all), choiceTitle) : null;
}
