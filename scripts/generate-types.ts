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

export const GENERATED_FILE = path.join(ROOT_DIR, 'src', 'shared', 'generated', 'entities.ts');

const HEADER = `/**
 * Generated from schemas/entities/*.schema.json by \`npm run generate:types\`. Do not edit by hand:
 * change the schema and run the command again (\`npm run check:types\` fails while this file is stale).
 */
`;

/** The whole file's text; depends only on the schema files, so two runs give the same bytes. */
export async function generateTypes(): Promise<string> {
  // Plain code-unit order: localeCompare would depend on the machine's locale.
  const models = loadEntityModels().sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const parts: string[] = [HEADER];
  for (const model of models) {
    // The compiler must not see (or change) the model's own object; `$id` would otherwise name the type.
    const { $id: _id, ...schema } = structuredClone(model.schema);
    const code = await compile(schema as JSONSchema, model.name, {
      bannerComment: '',
      // The entity itself is closed (its schema says so); a relation may carry the related entity's fields.
      additionalProperties: true,
      unknownAny: true,
      format: true,
      style: { singleQuote: true, printWidth: 120, tabWidth: 2, semi: true, trailingComma: 'all' },
    });
    parts.push(code.trim() + '\n');
  }
  const key = (name: string) => (/^[a-z]\w*$/i.test(name) ? name : `'${name}'`);
  const names = models.map((m) => `  ${key(m.name)}: ${String(m.schema.title)};`);
  parts.push(`/** Entity types by entity name (schema \`$id\`). */\nexport interface EntityTypes {\n${names.join('\n')}\n}\n`);
  return parts.join('\n');
}

/** Whether the committed file matches the schemas, and what to do when it does not. */
export async function checkTypes(target = GENERATED_FILE): Promise<{ ok: boolean; message: string }> {
  const expected = await generateTypes();
  const actual = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : undefined;
  const file = path.relative(ROOT_DIR, target);
  if (actual === expected) return { ok: true, message: `${file} is up to date` };
  return {
    ok: false,
    message: `${file} is ${actual === undefined ? 'missing' : 'stale'}: run \`npm run generate:types\` and commit the result`,
  };
}

async function main(): Promise<void> {
  if (process.argv.includes('--check')) {
    const { ok, message } = await checkTypes();
    (ok ? console.log : console.error)(message);
    process.exitCode = ok ? 0 : 1;
    return;
  }
  fs.mkdirSync(path.dirname(GENERATED_FILE), { recursive: true });
  fs.writeFileSync(GENERATED_FILE, await generateTypes());
  console.log(`wrote ${path.relative(ROOT_DIR, GENERATED_FILE)}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
