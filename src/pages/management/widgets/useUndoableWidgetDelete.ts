import { useQueryClient } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { translatedText } from '../../../shared/translated-text';
import { useUndoableRemoval } from '../useUndoableRemoval';
import { deleteWidget, widgetsChanged, type ManagedWidget } from '../../../widget-data/widgets-api';

/** Deleting a widget, undoable for a few seconds (`DELETE api/widgets/{id}` once the notification closes without Undo). */
export function useUndoableWidgetDelete(pageId: number) {
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const { hidden, remove } = useUndoableRemoval();
  const removeWidget = (widget: ManagedWidget) =>
    remove(widget.id, {
      message: 'portico.pageManagement.widgets.deleted',
      messageArgs: { title: translatedText(widget.title, locale) },
      send: () => deleteWidget(widget.id),
      refresh: () => widgetsChanged(queryClient, pageId),
    });
  return { hidden, remove: removeWidget };
}
