import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import type { FieldError } from '../errors/app-error.js';
import { confChecker, type ConfChecker } from '../../src/shared/conf-check.js';
import type { JsonSchema } from '../../src/shared/schema-refs.js';

export const WIDGET_SCHEMA_DIR = path.join(ROOT_DIR, 'schemas', 'widgets');

/** The schema files of a folder by name (`$id`), as they are written. */
export function readSchemaFiles(dir = WIDGET_SCHEMA_DIR): Record<string, JsonSchema> {
  const schemas: Record<string, JsonSchema> = {};
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.schema.json'))) {
    const schema = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as JsonSchema;
    if (schema.$id !== file.replace(/\.schema\.json$/, '')) throw new Error(`${file}: its $id must be its name without .schema.json`);
    schemas[schema.$id] = schema;
  }
  return schemas;
}

/**
 * The JSON Schemas of widget configurations (`schemas/widgets/{name}.schema.json`), one per widget
 * type, which the widget-type entity names in `confSchema`. Read once at start, their references
 * resolved (one that resolves to nothing stops the start with its file named); checked by the one
 * check both sides share (src/shared/conf-check.ts). Themes check their configuration with the same
 * machinery (`schemas/themes`, server/themes/theme-checks.ts): `objectName` names the entity in the
 * field errors.
 */
export class WidgetConfSchemas {
  readonly schemas: Record<string, JsonSchema>;
  private readonly checker: ConfChecker;

  constructor(
    dir = WIDGET_SCHEMA_DIR,
    private readonly objectName = 'widget',
  ) {
    this.schemas = readSchemaFiles(dir);
    try {
      this.checker = confChecker(this.schemas);
    } catch (error) {
      throw new Error(`${path.relative(ROOT_DIR, dir)}/${(error as Error).message}`);
    }
  }

  /** The names widget types may give in confSchema. */
  names(): string[] {
    return this.checker.names();
  }

  has(name: string): boolean {
    return this.checker.has(name);
  }

  /** The configuration's mistakes as field errors at their place in `conf` (`conf.layout.w` …); none when it fits. */
  check(name: string, conf: unknown): FieldError[] {
    return this.checker.check(name, conf).map((e) => ({ objectName: this.objectName, ...e }));
  }
}
