import type { useNotify } from 'react-admin';

/** Shows a failed call's message (already worded by the HTTP client), unless it is to pass silently. */
export function notifyFailure(notify: ReturnType<typeof useNotify>, error: unknown): void {
  const e = error as { message?: string; body?: { silent?: boolean } };
  if (e.body?.silent || !e.message) return;
  notify(e.message, { type: 'error', messageArgs: { _: e.message } });
}
