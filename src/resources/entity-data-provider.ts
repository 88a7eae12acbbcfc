import type { DataProvider } from 'react-admin';
import type { PublishedEntityModel } from '../shared/entities/model';
import { createDataProvider } from '../providers/dataProvider';
import { widgetEntityWrites } from '../widget-data/widgets-api';

/**
 * The entity screens' data provider: the generic calls of every model, but for the resources whose
 * writes one module owns. A widget is written by widget-data alone, whichever screen writes it.
 */
export const entityDataProvider = (modelOf: (resource: string) => PublishedEntityModel): DataProvider =>
  createDataProvider(modelOf, { widget: widgetEntityWrites });
