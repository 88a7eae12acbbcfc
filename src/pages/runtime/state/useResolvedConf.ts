import { useMemo } from 'react';
import { resolvePlaceholders, widgetsReferenced, type PlaceholderSources, type Resolved } from '../../../shared/documents/placeholders';
import { usePlaceholderSources } from './PageStoreContext';

/**
 * A widget's configuration (or a part of it) with its placeholders resolved against the visitor, the
 * site and the selections of the widgets it names; it changes when one of those selections does.
 * `missing` lists the placeholders without a value (a widget with nothing selected yet).
 */
export function useResolvedConf<T>(conf: T, extra?: Pick<PlaceholderSources, 'deps'>): Resolved<T> {
  const referenced = useMemo(() => widgetsReferenced(conf), [conf]);
  const sources = usePlaceholderSources(referenced);
  return useMemo(() => resolvePlaceholders(conf, { ...sources, ...extra }), [conf, sources, extra]);
}
