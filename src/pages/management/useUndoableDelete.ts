import { useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useNotify } from 'react-admin';
import type { PageScope } from '../../shared/page-management';
import { translatedText } from '../../shared/translated-text';
import { deletePage, type ManagedPage } from './pages-api';
import { useUndoableRemoval } from './useUndoableRemoval';

/**
 * Deleting a page, undoable for a few seconds (`PUT api/pages/{id}/decrement` once the notification
 * closes without Undo). A page with subpages is not deleted: the server would refuse it, so it is said
 * at once.
 */
export function useUndoableDelete(scope: PageScope) {
  const notify = useNotify();
  const [locale] = useLocaleState();
  const queryClient = useQueryClient();
  const { hidden, remove } = useUndoableRemoval();

  const removePage = (page: ManagedPage, pages: ManagedPage[]) => {
    const name = translatedText(page.name, locale);
    if (pages.some((p) => p.parent?.id === page.id)) {
      notify('portico.pageManagement.hasChildren', { type: 'warning', messageArgs: { name } });
      return;
    }
    remove(page.id, {
      message: 'portico.pageManagement.deleted',
      messageArgs: { name },
      send: () => deletePage(page.id),
      refresh: () => queryClient.invalidateQueries({ queryKey: ['page-management', 'pages', scope] }),
    });
  };
  return { hidden, remove: removePage };
}
