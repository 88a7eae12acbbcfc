import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAddUndoableMutation, useLocaleState, useNotify } from 'react-admin';
import type { PageScope } from '../shared/page-management';
import { translatedText } from '../shared/translated-text';
import { deletePage, type ManagedPage } from './pages-api';

/**
 * Deleting a page, undoable for a few seconds with react-admin's undoable notification: the page
 * leaves the tree at once, and `PUT api/pages/{id}/decrement` is sent only when the notification
 * closes without Undo. A page with subpages is not deleted: the server would refuse it, so it is said
 * at once.
 */
export function useUndoableDelete(scope: PageScope) {
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

  const remove = (page: ManagedPage, pages: ManagedPage[]) => {
    const name = translatedText(page.name, locale);
    if (pages.some((p) => p.parent?.id === page.id)) {
      notify('portico.pageManagement.hasChildren', { type: 'warning', messageArgs: { name } });
      return;
    }
    setHidden((now) => new Set(now).add(page.id));
    addUndoableMutation(async ({ isUndo }) => {
      if (isUndo) return show(page.id);
      try {
        await deletePage(page.id);
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
      }
      await queryClient.invalidateQueries({ queryKey: ['page-management', 'pages', scope] });
      show(page.id);
    });
    notify('portico.pageManagement.deleted', { type: 'info', undoable: true, messageArgs: { name } });
  };
  return { hidden, remove };
}
