import fs from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { ROOT_DIR } from '../config.js';
import { constraintNameOf } from '../validation/field-errors.js';
import { createAjv } from '../validation/ajv.js';
import type { FieldError } from '../errors/app-error.js';

export const WIDGET_SCHEMA_DIR = path.join(ROOT_DIR, 'schemas', 'widgets');
/** Definitions the type schemas refer to; not a type of its own. */
const COMMON = 'widget-common';

/**
 * The JSON Schemas of widget configurations (`schemas/widgets/{name}.schema.json`), one per widget
 * type, which the widget-type entity names in `confSchema`. Read and compiled once at start; a schema
 * that does not compile stops the start with its file named. Themes check their configuration with
 * the same machinery (`schemas/themes`, server/themes/theme-checks.ts): `objectName` names the entity
 * in the field errors.
 */
export class WidgetConfSchemas {
  private readonly validators = new Map<string, ValidateFunction>();
  readonly schemas: Record<string, object> = {};

  constructor(
    dir = WIDGET_SCHEMA_DIR,
    private readonly objectName = 'widget',
  ) {
    // Configuration values may be of several types (`"type": ["string", "number"]`), and `oneOf` branches
    // require properties declared beside them.
    const ajv = createAjv({ allowUnionTypes: true, strictRequired: false });
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.schema.json'));
    for (const file of files) {
      const schema = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { $id?: string };
      if (schema.$id !== file.replace(/\.schema\.json$/, '')) throw new Error(`${file}: its $id must be its name without .schema.json`);
      ajv.addSchema(schema);
      this.schemas[schema.$id] = schema;
    }
    for (const name of Object.keys(this.schemas)) {
      if (name === COMMON) continue;
      try {
        this.validators.set(name, ajv.getSchema(name)!);
      } catch (error) {
        throw new Error(`${path.relative(ROOT_DIR, dir)}/${name}.schema.json: ${(error as Error).message}`);
      }
    }
  }

  /** The names widget types may give in confSchema. */
  names(): string[] {
    return [...this.validators.keys()].sort();
  }

  has(name: string): boolean {
    return this.validators.has(name);
  }

  /** The configuration's mistakes as field errors at their place in `conf` (`conf.layout.w` …); none when it fits. */
  check(name: string, conf: unknown): FieldError[] {
    const validate = this.validators.get(name);
    if (!validate || validate(conf)) return [];
    const byField = new Map<string, FieldError>();
    for (const error of validate.errors ?? []) {
      // oneOf and anyOf repeat what their branches said; a mistake of their own is named below.
      if (error.keyword === 'oneOf' || error.keyword === 'anyOf') continue;
      const named = error.params.missingProperty ?? error.params.additionalProperty;
      const field = `conf${`${error.instancePath}${named === undefined ? '' : `/${String(named)}`}`.replace(/\//g, '.')}`;
      if (!byField.has(field)) byField.set(field, { objectName: this.objectName, field, message: constraintNameOf(error) });
    }
    return byField.size ? [...byField.values()] : [{ objectName: this.objectName, field: 'conf', message: 'OneOf' }];
  }
}

