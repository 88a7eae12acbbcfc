/**
 * Writes server/entities/generated-tables.ts: the row type of each entity's table and join tables, as
 * syncEntityTables (server/db/entity-tables.ts) makes them from the same models, so that the modules
 * reading an entity's table (pages, sites, themes …) are checked against its columns.
 */
import path from 'node:path';
import { ROOT_DIR } from '../server/config.js';
import { loadEntityModels } from '../server/entities/registry.js';
import type { EntityModel, FieldModel } from '../src/shared/entities/model.js';

export const GENERATED_TABLES_FILE = path.join(ROOT_DIR, 'server', 'entities', 'generated-tables.ts');

const HEADER = `/**
 * Generated from schemas/entities/*.schema.json by \`npm run generate:types\`. Do not edit by hand:
 * change the schema and run the command again (\`npm run check:types\` fails while this file is stale).
 * Every column but the id may be null: the database allows it (the API's validation is what
 * requires a value, and a row may predate a schema's \`required\`). Relations are the related row's id.
 */
import type { BooleanColumn, BytesColumn, IdColumn } from '../db/column-values.js';
`;

function columnType(field: FieldModel): string {
  switch (field.kind) {
    case 'id':
      return 'IdColumn';
    case 'integer':
    case 'number':
    case 'reference':
      return 'number';
    case 'boolean':
      return 'BooleanColumn';
    case 'binary':
      return 'BytesColumn';
    case 'enum':
      return field.enum!.map((value) => `'${value}'`).join(' | ');
    default:
      return 'string';
  }
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
const interfaceName = (table: string) => `${table.replace(/(^|_)(\w)/g, (_m, _s, c: string) => c.toUpperCase())}Table`;

function tableOf(model: EntityModel): string {
  const columns = model.fields.filter((f) => f.column).map((f) => {
    const type = columnType(f);
    return `  ${f.column}: ${f.kind === 'id' ? type : `${type} | null`};`;
  });
  return `/** Table ${model.table}: entity ${model.name}. */\nexport interface ${interfaceName(model.table)} {\n${columns.join('\n')}\n}\n`;
}

/** The whole file's text; depends only on the schema files. */
export async function generateEntityTables(): Promise<string> {
  const models = loadEntityModels().sort(byName);
  const parts = [HEADER];
  const tables: string[] = [];
  for (const model of models) {
    parts.push(tableOf(model));
    tables.push(`  ${model.table}: ${interfaceName(model.table)};`);
    for (const join of Object.values(model.joins).sort((a, b) => (a.table < b.table ? -1 : 1))) {
      parts.push(`/** Join table of ${model.name}. */\nexport interface ${interfaceName(join.table)} {\n  ${join.ownerColumn}: number;\n  ${join.targetColumn}: number;\n}\n`);
      tables.push(`  ${join.table}: ${interfaceName(join.table)};`);
    }
  }
  parts.push(`/** The entities' tables and join tables by name. */\nexport interface EntityTables {\n${tables.join('\n')}\n}\n`);
  return parts.join('\n');
}
