/**
 * Writes src/shared/generated/entities.ts: one TypeScript interface per entity schema, compiled from
 * the same normalized JSON Schema the server validates request bodies against, so the types cannot
 * drift from what the API accepts. `--check` only compares, for CI: it fails when the file is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { ROOT_DIR } from '../server/config.js';
import { loadEntityModels } from '../server/entities/registry.js';
import { readSchemaFiles } from '../server/widgets/conf-schemas.js';
import { inlineSchemaRefs } from '../src/shared/schema-refs.js';
import { GENERATED_TABLES_FILE, generateEntityTables } from './generate-entity-tables.js';

export const GENERATED_FILE = path.join(ROOT_DIR, 'src', 'shared', 'generated', 'entities.ts');
export const GENERATED_WIDGETS_FILE = path.join(ROOT_DIR, 'src', 'shared', 'generated', 'widget-confs.ts');

const header = (schemas: string) => `/**
 * Generated from ${schemas} by \`npm run generate:types\`. Do not edit by hand:
 * change the schema and run the command again (\`npm run check:types\` fails while this file is stale).
 */
`;
const HEADER = header('schemas/entities/*.schema.json');
const OPTIONS = {
  bannerComment: '',
  unknownAny: true,
  format: true,
  // Bounded arrays stay arrays (not unions of tuples of every length).
  maxItems: -1,
  style: { singleQuote: true, printWidth: 120, tabWidth: 2, semi: true, trailingComma: 'all' as const },
};

/** The whole file's text; depends only on the schema files, so two runs give the same bytes. */
export async function generateTypes(): Promise<string> {
  // Plain code-unit order: localeCompare would depend on the machine's locale.
  const models = loadEntityModels().sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const parts: string[] = [HEADER];
  for (const model of models) {
    // The compiler must not see (or change) the model's own object; `$id` would otherwise name the type.
    const { $id: _id, ...schema } = structuredClone(model.schema);
    // The entity itself is closed (its schema says so); a relation may carry the related entity's fields.
    const code = await compile(schema as JSONSchema, model.name, { ...OPTIONS, additionalProperties: true });
    parts.push(code.trim() + '\n');
  }
  const key = (name: string) => (/^[a-z]\w*$/i.test(name) ? name : `'${name}'`);
  const names = models.map((m) => `  ${key(m.name)}: ${String(m.schema.title)};`);
  parts.push(`/** Entity types by entity name (schema \`$id\`). */\nexport interface EntityTypes {\n${names.join('\n')}\n}\n`);
  return parts.join('\n');
}

/**
 * The configuration types of the widget types, one per schema in schemas/widgets (DocumentListConf …),
 * compiled as one document so that what they share (PlaceOnTheGrid, FormField …) is declared once.
 */
export async function generateWidgetTypes(): Promise<string> {
  const schemas = readSchemaFiles();
  const names = Object.keys(schemas).filter((n) => n !== 'widget-common').sort();
  const typeName = (name: string) => `${name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}Conf`;
  // Definitions keep their names (`#/$defs/layout`): the types are named after them, once for all.
  const $defs: Record<string, unknown> = {};
  for (const name of names) {
    const { $defs: shared, ...schema } = inlineSchemaRefs(schemas[name], schemas, (_file, def) => def);
    Object.assign($defs, withoutFieldTitles(JSON.parse(JSON.stringify(shared ?? {}), withoutRequiredChoices)));
    $defs[typeName(name)] = { ...(withoutFieldTitles(JSON.parse(JSON.stringify(schema), withoutRequiredChoices)) as object), title: typeName(name) };
  }
  const root = {
    title: 'WidgetConfs',
    description: 'Widget configurations by the name of their schema.',
    type: 'object',
    properties: Object.fromEntries(names.map((n) => [n, { $ref: `#/$defs/${typeName(n)}` }])),
    required: names,
    additionalProperties: false,
    $defs,
  };
  const code = await compile(root as JSONSchema, 'WidgetConfs', { ...OPTIONS, additionalProperties: false });
  return `${header('schemas/widgets/*.schema.json')}\n${code.trim()}\n`;
}

/**
 * The titles of fields and choice branches label the form: types are named after the definitions and
 * the groups of settings (PlaceOnTheGrid, FormField, Choices …), not after every field's label.
 */
function withoutFieldTitles(node: unknown, field?: 'property' | 'branch'): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutFieldTitles(item, field));
  if (!node || typeof node !== 'object') return node;
  const group = field === 'property' && (node as { type?: unknown }).type === 'object';
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'title' && field && !group) continue;
    if ((key === 'properties' || key === '$defs') && value && typeof value === 'object')
      out[key] = Object.fromEntries(Object.entries(value).map(([name, child]) => [name, withoutFieldTitles(child, key === 'properties' ? 'property' : undefined)]));
    else if (key === 'items') out[key] = withoutFieldTitles(value, 'property');
    else if (key === 'anyOf' || key === 'oneOf') out[key] = withoutFieldTitles(value, 'branch');
    else if (key === 'enum' || key === 'const' || key === 'default' || key === 'examples') out[key] = value;
    else out[key] = withoutFieldTitles(value);
  }
  return out;
}

/** `oneOf` branches that only say which properties are required are for validation: types leave them out. */
function withoutRequiredChoices(key: string, value: unknown): unknown {
  const onlyRequired = (branch: unknown) => !!branch && typeof branch === 'object' && Object.keys(branch).every((k) => k === 'required');
  return key === 'oneOf' && Array.isArray(value) && value.every(onlyRequired) ? undefined : value;
}

const GENERATED: [string, () => Promise<string>][] = [
  [GENERATED_FILE, generateTypes],
  [GENERATED_WIDGETS_FILE, generateWidgetTypes],
  [GENERATED_TABLES_FILE, generateEntityTables],
];

/** Whether the committed file matches the schemas, and what to do when it does not. */
export async function checkTypes(target = GENERATED_FILE, generate = generateTypes): Promise<{ ok: boolean; message: string }> {
  const expected = await generate();
  const actual = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined;
  const file = path.relative(ROOT_DIR, target);
  if (actual === expected) return { ok: true, message: `${file} is up to date` };
  return {
    ok: false,
    message: `${file} is ${actual === undefined ? 'missing' : 'stale'}: run \`npm run generate:types\` and commit the result`,
  };
}

async function main(): Promise<void> {
  for (const [file, generate] of GENERATED) {
    if (process.argv.includes('--check')) {
      const { ok, message } = await checkTypes(file, generate);
      (ok ? console.log : console.error)(message);
      if (!ok) process.exitCode = 1;
      continue;
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, await generate());
    console.log(`wrote ${path.relative(ROOT_DIR, file)}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
