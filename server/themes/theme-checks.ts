import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import type { EntityRepository } from '../entities/repository.js';
import { validationProblem, type FieldError } from '../errors/app-error.js';
import { WidgetConfSchemas } from '../widgets/conf-schemas.js';
import { MIN_CONTRAST, MODE_SURFACE, contrastProblems, resolveThemeConf } from '../../src/shared/theme-conf.js';

/** The schema of a theme's configuration: schemas/themes/theme.schema.json. */
const THEME_SCHEMA_DIR = path.join(ROOT_DIR, 'schemas', 'themes');

/**
 * The rules of a theme's `conf`: a JSON object that fits its schema (400 with the mistakes as field
 * errors at their place, `conf.radius` …, as for widget configurations), and colours that read at
 * 4.5:1 on the mode's background (`conf.primary` `Contrast`, the ratio in the detail).
 */
export function installThemeChecks(repository: EntityRepository, schemas = new WidgetConfSchemas(THEME_SCHEMA_DIR, 'theme')): void {
  repository.checkWrites('theme', async (theme) => {
    const conf: unknown = JSON.parse(String(theme.conf ?? 'null'));
    if (!conf || typeof conf !== 'object' || Array.isArray(conf))
      throw validationProblem('theme', [{ objectName: 'theme', field: 'conf', message: 'TypeMismatch' }], 'A theme configuration is a JSON object');
    const errors = schemas.check('theme', conf);
    if (errors.length) throw validationProblem('theme', errors, 'The configuration does not fit the theme schema');
    const resolved = resolveThemeConf(conf);
    const problems = contrastProblems(resolved);
    if (problems.length) {
      const fieldErrors: FieldError[] = problems.map((p) => ({ objectName: 'theme', field: `conf.${p.field}`, message: 'Contrast' }));
      const detail = problems
        .map((p) => `conf.${p.field}: ${resolved[p.field]} reads at ${p.ratio}:1 on the ${resolved.mode} background ${MODE_SURFACE[resolved.mode]}, under ${MIN_CONTRAST}:1`)
        .join('; ');
      throw validationProblem('theme', fieldErrors, detail);
    }
  });
}
