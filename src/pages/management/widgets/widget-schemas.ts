import { confChecker, type ConfChecker } from '../../../shared/conf-check';
import { inlineSchemaRefs, type JsonSchema } from '../../../shared/schema-refs';
import { confRefusal } from './conf-refusal';
import { formSchema, type ChoiceTitle } from './form-schema';
import { localizedSchema } from './schema-texts';

// The configuration schemas, each fetched when a form first needs it (not with any first screen).
const files = import.meta.glob<JsonSchema>('../../../../schemas/widgets/*.schema.json', { import: 'default' });

const nameOf = (path: string) => path.replace(/^.*\//, '').replace(/\.schema\.json$/, '');

const readAll = async (shape: (schema: JsonSchema, name: string) => JsonSchema = (schema) => schema) =>
  Object.fromEntries(await Promise.all(Object.entries(files).map(async ([path, load]) => [nameOf(path), shape(await load(), nameOf(path))] as const)));

/**
 * The form's schema for a widget type's `confSchema`, in the reader's language: its references
 * inlined; null for an unknown name.
 */
export async function loadWidgetSchema(name: string, choiceTitle: ChoiceTitle, translate: (key: string, options?: Record<string, unknown>) => string): Promise<JsonSchema | null> {
  const all = await readAll((schema, file) => localizedSchema(schema, file, translate));
  return all[name] ? formSchema(inlineSchemaRefs(all[name], all), choiceTitle) : null;
}

let checker: Promise<ConfChecker> | undefined;

/** The check the server applies to every widget it saves, on the same schemas: what it would refuse, refused before sending. */
export const loadConfChecker = (): Promise<ConfChecker> => (checker ??= readAll().then(confChecker));

/** Refuses, before sending, a configuration the server would refuse, as it would (conf-refusal.ts). */
export async function refuseMisfit(schemaName: string | null | undefined, confText: string): Promise<void> {
  const refusal = confRefusal(await loadConfChecker(), schemaName, confText);
  if (refusal) throw refusal;
}
