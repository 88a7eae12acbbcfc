import { useState } from 'react';
import { messageOf } from './AdminPage';

/**
 * The error of an administration page, and `act`, which runs a call for it: the error shown before
 * is cleared, a failure is shown (as apiFetch words it), and `after` (reloading the list) runs either
 * way, as a failed call may have changed part of it.
 */
export function useAction() {
  const [error, setError] = useState<string>();
  const act = async (call: () => Promise<unknown>, after?: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await call();
    } catch (e) {
      setError(messageOf(e));
    }
    await after?.();
  };
  return { error, setError, act };
}
