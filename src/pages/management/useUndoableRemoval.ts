import { useState } from 'react';
import { useAddUndoableMutation, useNotify } from 'react-admin';

interface Removal {
  /** The notification's text key and its arguments ("… deleted", with Undo). */
  message: string;
  messageArgs: Record<string, string>;
  /** The call that deletes it, sent only once the notification closes without Undo. */
  send: () => Promise<void>;
  /** Reads the changed data again, before the row is shown again should the call have failed. */
  refresh: () => Promise<unknown>;
}

/**
 * Deleting a page or a widget, undoable for a few seconds with react-admin's undoable notification:
 * the row leaves the screen at once (its id is in `hidden`), and the delete is sent only when the
 * notification closes without Undo. A failed delete is said, and the row comes back.
 */
export function useUndoableRemoval() {
  const notify = useNotify();
  const addUndoableMutation = useAddUndoableMutation();
  const [hidden, setHidden] = useState(() => new Set<number>());
  const show = (id: number) =>
    setHidden((now) => {
      const next = new Set(now);
      next.delete(id);
      return next;
    });

  const remove = (id: number, { message, messageArgs, send, refresh }: Removal) => {
    setHidden((now) => new Set(now).add(id));
    addUndoableMutation(async ({ isUndo }) => {
      if (isUndo) return show(id);
      try {
        await send();
      } catch (error) {
        notify((error as Error).message, { type: 'error' });
      }
      await refresh();
      show(id);
    });
    notify(message, { type: 'info', undoable: true, messageArgs });
  };
  return { hidden, remove };
}
