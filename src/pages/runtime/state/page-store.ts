import type { DocumentEntity } from '../../../shared/documents/placeholders.js';

/**
 * What each widget of the open page holds that others may read (spec 001 §3 per-widget state, keyed
 * by widget id): its selection, which W_ placeholders of other widgets resolve against. The data a
 * widget reads is react-query's (loading, entities, totalItems, errorMessage map to a query's
 * isPending, data, x-total-count and error), so the store keeps only what no query holds.
 */
export interface WidgetState {
  selectedEntity?: DocumentEntity;
  selectedEntities: DocumentEntity[];
}

/** Events between widgets (spec 001 §4). */
export type WidgetEvent =
  | { type: 'ENTITY_UPDATED'; widgetId: number; fam?: string | number; oldFidd?: number; fidd: number }
  | { type: 'ENTITY_DELETED'; widgetId: number; fam?: string | number; fidds: number[] }
  | { type: 'DOCUMENT_SIGNED'; widgetId: number; oldFidd: number; fidd: number };

export interface PageState {
  /** True once every widget's state exists: widgets render from then on. */
  ready: boolean;
  widgets: Record<number, WidgetState>;
}

const EMPTY: WidgetState = { selectedEntities: [] };

/** A small store per open page: widgets subscribe to what they read, so a selection rerenders only them. */
export function createPageStore() {
  let state: PageState = { ready: false, widgets: {} };
  const listeners = new Set<() => void>();
  const eventListeners = new Set<(event: WidgetEvent) => void>();
  const set = (next: PageState) => {
    state = next;
    listeners.forEach((l) => l());
  };
  const update = (id: number, change: Partial<WidgetState>) => set({ ...state, widgets: { ...state.widgets, [id]: { ...(state.widgets[id] ?? EMPTY), ...change } } });

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Spec 001 §4: widget states are initialised one by one, then flagged ready. */
    initialise(ids: number[]) {
      let widgets: Record<number, WidgetState> = {};
      for (const id of ids) widgets = { ...widgets, [id]: state.widgets[id] ?? EMPTY };
      set({ ready: true, widgets });
    },
    widget: (id: number): WidgetState => state.widgets[id] ?? EMPTY,
    select(id: number, entity: DocumentEntity | undefined, entities: DocumentEntity[] = entity ? [entity] : []) {
      update(id, { selectedEntity: entity, selectedEntities: entities });
    },
    emit(event: WidgetEvent) {
      // A saved document keeps its place as whatever selection held its old version.
      if (event.type !== 'ENTITY_DELETED' && event.oldFidd !== undefined && event.oldFidd !== event.fidd)
        for (const [id, widget] of Object.entries(state.widgets))
          if (widget.selectedEntities.some((e) => e.fidd === event.oldFidd) || widget.selectedEntity?.fidd === event.oldFidd) {
            const renewed = (e: DocumentEntity) => (e.fidd === event.oldFidd ? { ...e, fidd: event.fidd } : e);
            update(Number(id), { selectedEntity: widget.selectedEntity && renewed(widget.selectedEntity), selectedEntities: widget.selectedEntities.map(renewed) });
          }
      if (event.type === 'ENTITY_DELETED')
        for (const [id, widget] of Object.entries(state.widgets))
          if (widget.selectedEntities.some((e) => event.fidds.includes(e.fidd))) {
            const kept = widget.selectedEntities.filter((e) => !event.fidds.includes(e.fidd));
            update(Number(id), { selectedEntity: kept[0], selectedEntities: kept });
          }
      eventListeners.forEach((l) => l(event));
    },
    onEvent(listener: (event: WidgetEvent) => void) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
