import { useTranslate } from 'react-admin';
import type { PublishedEntityModel } from '../shared/entities/model';

/**
 * Entity and field names, translated where i18n has them (`resources.{entity}.name`,
 * `resources.{entity}.fields.{field}`), else the schema's own titles: a new entity needs no text to show.
 */
export function useEntityLabels(model: PublishedEntityModel) {
  const translate = useTranslate();
  return {
    singular: translate(`resources.${model.name}.name`, { smart_count: 1, _: model.title }),
    plural: translate(`resources.${model.name}.name`, { smart_count: 2, _: model.plural }),
    field: (name: string) => translate(`resources.${model.name}.fields.${name}`, { _: humanize(name) }),
  };
}

/** `adiutoURL` → "Adiuto URL", `permissionChecks` → "Permission Checks". */
export const humanize = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase());
