import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isAboutDocuments } from '../../../docstore/document-keys';
import { createPageStore, type PageStore, type WidgetEvent, type WidgetState } from './page-store';
import type { PlaceholderSources } from '../../../shared/documents/placeholders';
import { useVisitorSources } from './useVisitorSources';

const Context = createContext<PageStore | undefined>(undefined);

/**
 * The open page's store; a write anywhere reloads the gateway's answers (lists, details) that may show
 * it, but for those about a deleted document: they would answer 404, and the widgets showing them let
 * the document go as its selection does.
 */
export function PageStoreProvider({ widgetIds, children }: { widgetIds: number[]; children: ReactNode }) {
  const store = useMemo(() => createPageStore(), []);
  const queries = useQueryClient();
  const ids = widgetIds.join(',');
  useEffect(() => {
    store.initialise(ids ? ids.split(',').map(Number) : []);
  }, [store, ids]);
  useEffect(() => {
    const stop = store.onEvent((event) => {
      const gone = event.type === 'ENTITY_DELETED' ? event.fidds : [];
      void queries.invalidateQueries({ queryKey: ['gateway'], predicate: (query) => !isAboutDocuments(query.queryKey, gone) });
    });
    return () => void stop();
  }, [store, queries]);
  return <Context.Provider value={store}>{children}</Context.Provider>;
}

export function usePageStore(): PageStore {
  const store = useContext(Context);
  if (!store) throw new Error('usePageStore outside a composer page');
  return store;
}

export function usePageReady(): boolean {
  const store = usePageStore();
  return useSyncExternalStore(store.subscribe, () => store.getState().ready);
}

/** One widget's state, rerendering only when it changes. */
export function useWidgetState(id: number): WidgetState {
  const store = usePageStore();
  return useSyncExternalStore(store.subscribe, () => store.widget(id));
}

/** Listens to the page's widget events while mounted. */
export function useWidgetEvents(listener: (event: WidgetEvent) => void): void {
  const store = usePageStore();
  useEffect(() => {
    const stop = store.onEvent(listener);
    return () => void stop();
  }, [store, listener]);
}

/**
 * What placeholders resolve against for a widget: the visitor, the site, and the selections of the
 * widgets it names (read through the store, so the widget rerenders when one of them changes).
 */
export function usePlaceholderSources(widgetIds: number[]): PlaceholderSources {
  const store = usePageStore();
  const visitor = useVisitorSources();
  const key = widgetIds.join(',');
  const selected = useSyncExternalStore(store.subscribe, () => selectionsKey(store, key));
  return useMemo(() => {
    const entities = new Map(key.split(',').filter(Boolean).map((id) => [Number(id), store.widget(Number(id)).selectedEntity]));
    return { ...visitor, selected: (id: number) => entities.get(id) };
    // `selected` changes whenever one of the named widgets' selections does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visitor, key, selected, store]);
}

/** A text that changes when the selections of the widgets named change (ids and versions). */
function selectionsKey(store: PageStore, key: string): string {
  return key
    .split(',')
    .filter(Boolean)
    .map((id) => store.widget(Number(id)).selectedEntity?.fidd ?? '')
    .join(',');
}
