import type { DataProvider } from 'react-admin';
import type { PublishedEntityModel } from '../shared/entities/model';
import { createDataProvider, type EntityWrites } from '../providers/dataProvider';

/** Writes owned by a module loaded with the first of them: the shell every guest loads does not carry it. */
function loadedOnWrite(load: () => Promise<EntityWrites>): EntityWrites {
  return {
    create: async (body) => (await load()).create(body),
    update: async (id, body) => (await load()).update(id, body),
    patch: async (id, body) => (await load()).patch(id, body),
    delete: async (id) => (await load()).delete(id),
  };
}

const widgetWrites = loadedOnWrite(() => import('../widget-data/widgets-api').then((m) => m.widgetEntityWrites));

/**
 * The entity screens' data provider: the generic calls of every model, but for the resources whose
 * writes one module owns. A widget is written by widget-data alone, whichever screen writes it.
 */
export const entityDataProvider = (modelOf: (resource: string) => PublishedEntityModel): DataProvider =>
  createDataProvider(modelOf, { widget: widgetWrites });
