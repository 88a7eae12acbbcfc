import { inlineSchemaRefs, type JsonSchema } from '../../../shared/schema-refs';
import { readWidgetSchemas } from '../../../widget-data/conf-schemas';
import { formSchema, type ChoiceTitle } from './form-schema';
import { localizedSchema } from './schema-texts';

/**
 * The form's schema for a widget type's `confSchema`, in the reader's language: its references
 * inlined; null for an unknown name.
 */
export async function loadWidgetSchema(name: string, choiceTitle: ChoiceTitle, translate: (key: string, options?: Record<string, unknown>) => string): Promise<JsonSchema | null> {
  const all = await readWidgetSchemas((schema, file) => localizedSchema(schema, file, translate));
  return all[name] ? formSchema(inlineSchemaRefs(all[name], all), choiceTitle) : null;
}
