import type { EntityRepository } from '../entities/repository.js';
import { validationProblem } from '../errors/app-error.js';
import type { WidgetConfSchemas } from './conf-schemas.js';
import { readConf } from '../../src/shared/widget-conf.js';

/**
 * The rules of widgets that their entity schemas cannot say: a widget type names a configuration
 * schema that exists, and a widget's `conf` fits its type's schema (400 with the mistakes as field
 * errors, `conf.layout.w` …). A type without a schema takes any JSON object.
 */
export function installWidgetChecks(repository: EntityRepository, schemas: WidgetConfSchemas): void {
  repository.checkWrites('widget-type', async (type) => {
    const name = type.confSchema as string | null | undefined;
    if (name && !schemas.has(name))
      throw validationProblem('widget-type', [{ objectName: 'widget-type', field: 'confSchema', message: 'Enum' }], `There is no widget schema "${name}" (known: ${schemas.names().join(', ')})`);
  });

  repository.checkWrites('widget', async (widget, { trx }) => {
    const read = readConf(String(widget.conf ?? ''));
    if (!('conf' in read)) throw validationProblem('widget', [{ objectName: 'widget', field: 'conf', message: 'TypeMismatch' }], 'A widget configuration is a JSON object');
    const { conf } = read;
    const typeId = (widget.type as { id: number } | null)?.id;
    const type = typeId ? await repository.get(repository.model('widget-type'), typeId, false, trx) : undefined;
    const name = type?.confSchema as string | null | undefined;
    if (!name) return;
    const errors = schemas.check(name, conf);
    if (errors.length) throw validationProblem('widget', errors, `The configuration does not fit the schema of ${String(type?.name)} widgets`);
  });
}
