import type { DocumentEntity } from '../../../../shared/documents/placeholders';
import { usePageStore, useWidgetState } from '../../state/PageStoreContext';

export type SelectionMode = 'none' | 'single' | 'multiple';

/**
 * A list's selection, kept in the page store so that widgets naming `{W_<id>.fidd}` follow it. A click
 * on a row selects that row alone; in multiple selection the checkboxes add and remove rows, and the
 * last row added is the one other widgets show.
 */
export function useListSelection(widgetId: number, mode: SelectionMode) {
  const store = usePageStore();
  const { selectedEntity, selectedEntities } = useWidgetState(widgetId);
  const selected = mode === 'none' ? [] : selectedEntities;
  const isSelected = (fidd: number) => selected.some((e) => e.fidd === fidd);
  const selectAmong = (next: DocumentEntity[], added?: DocumentEntity) => {
    const kept = selectedEntity && next.find((e) => e.fidd === selectedEntity.fidd);
    store.select(widgetId, added ?? kept ?? next[0], next);
  };
  return {
    selected,
    isSelected,
    choose(entity: DocumentEntity) {
      if (mode !== 'none') store.select(widgetId, entity, [entity]);
    },
    toggle(entity: DocumentEntity) {
      if (isSelected(entity.fidd)) selectAmong(selected.filter((e) => e.fidd !== entity.fidd));
      else selectAmong([...selected, entity], entity);
    },
    /** The page's rows: all of them selected when some are not, none of them otherwise. */
    toggleAll(rows: DocumentEntity[]) {
      const all = rows.every((r) => isSelected(r.fidd));
      if (all) selectAmong(selected.filter((e) => !rows.some((r) => r.fidd === e.fidd)));
      else selectAmong([...selected, ...rows.filter((r) => !isSelected(r.fidd))]);
    },
  };
}

export type ListSelection = ReturnType<typeof useListSelection>;
