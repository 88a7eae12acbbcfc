import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAddUndoableMutation, useLocaleState, useNotify } from 'react-admin';
import { translatedText } from '../../shared/translated-text';
import { deleteWidget, widgetsChanged, type ManagedWidget } from './widgets-api';

/**
 * Deleting a widget, undoable for a few seconds with react-admin's undoable notification (as pages
 * are): the widget leaves the grid at once, and `DELETE api/widgets/{id}` is sent only when the
 * notification closes without Undo.
 */
export function useUndoableWidgetDelete(pageId: number) {
  const notify = useNotify();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const addUndoableMutation = useAddUndoableMutation();
  const [hidden, setHidden] = useState(() => new Set<number>());
  const show = (id: number) =>
    setHidden((now) => {
      const next = new Set(now);
      next.delete(id);
      return next;
    });

  const remove = (widget: ManagedWidget) => {
    setHidden((now) => new Set(now).add(widget.id));
    addUndoableMutation(async ({ isUndo }) => {
      if (isUndo) return show(widget.id);
      try {
        await deleteWidget(widget.id);
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
      }
      await widgetsChanged(queryClient, pageId);
      show(widget.id);
    });
    notify('portico.pageManagement.widgets.deleted', { type: 'info', undoable: true, messageArgs: { title: translatedText(widget.title, locale) } });
  };
  return { hidden, remove };
}
