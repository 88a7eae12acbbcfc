import type { ConfChecker } from '../shared/conf-check';
import type { JsonSchema } from '../shared/schema-refs';
import { confRefusal } from './conf-refusal';

// The configuration schemas (schemas/widgets), each fetched when first needed (not with any first screen).
const files = import.meta.glob<JsonSchema>('../../schemas/widgets/*.schema.json', { import: 'default' });

const nameOf = (path: string) => path.replace(/^.*\//, '').replace(/\.schema\.json$/, '');

/** Every configuration schema by its name, each shaped by `shape` (as it is, by default). */
export const readWidgetSchemas = async (shape: (schema: JsonSchema, name: string) => JsonSchema = (schema) => schema): Promise<Record<string, JsonSchema>> =>
  Object.fromEntries(await Promise.all(Object.entries(files).map(async ([path, load]) => [nameOf(path), shape(await load(), nameOf(path))] as const)));

let checker: Promise<ConfChecker> | undefined;

/**
 * The check the server applies to every widget it saves, on the same schemas; with its validator
 * loaded on the first write that asks for it, not with the app's first screens.
 */
const loadConfChecker = (): Promise<ConfChecker> =>
  (checker ??= Promise.all([import('../shared/conf-check'), readWidgetSchemas()]).then(([{ confChecker }, files]) => confChecker(files)));

/** Refuses, before sending, a configuration the server would refuse, as it would (conf-refusal.ts). */
export async function refuseMisfit(schemaName: string | null | undefined, confText: string | null | undefined): Promise<void> {
  const refusal = confRefusal(await loadConfChecker(), schemaName, confText ?? '');
  if (refusal) throw refusal;
}
