import { useMutation } from '@tanstack/react-query';
import type { HttpError } from 'react-admin';
import { useTranslate } from 'react-admin';

export type Outcome = { kind: 'success'; message: string } | { kind: 'error'; message: string } | undefined;

/**
 * Runs a form's call and keeps its outcome: the success text, or the server's own message
 * (the problem's detail) on failure, as the portal shows them. A new call clears the last outcome.
 */
export function useSubmit<T>(call: (values: T) => Promise<unknown>, success: string, describe?: (error: HttpError) => string | undefined) {
  const translate = useTranslate();
  const mutation = useMutation<unknown, HttpError, T>({ mutationFn: call });
  const outcome: Outcome = mutation.isSuccess
    ? { kind: 'success', message: translate(success) }
    : mutation.isError
      ? { kind: 'error', message: describe?.(mutation.error) ?? mutation.error.message ?? translate('portico.error.unknown') }
      : undefined;
  // The outcome shows the failure: the promise itself ends either way.
  const submit = (values: T) => mutation.mutateAsync(values).then(
    () => undefined,
    () => undefined,
  );
  return { submit, outcome, busy: mutation.isPending };
}
