import { useState } from 'react';
import type { HttpError } from 'react-admin';
import { useTranslate } from 'react-admin';

export type Outcome = { kind: 'success'; message: string } | { kind: 'error'; message: string } | undefined;

/**
 * Runs a form's call and keeps its outcome: the success text, or the server's own message
 * (the problem's detail) on failure, as the portal shows them.
 */
export function useSubmit<T>(call: (values: T) => Promise<unknown>, success: string, describe?: (error: HttpError) => string | undefined) {
  const translate = useTranslate();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const submit = async (values: T) => {
    setBusy(true);
    setOutcome(undefined);
    try {
      await call(values);
      setOutcome({ kind: 'success', message: translate(success) });
    } catch (e) {
      const error = e as HttpError;
      const message = describe?.(error) ?? error.message ?? translate('portico.error.unknown');
      setOutcome({ kind: 'error', message });
    } finally {
      setBusy(false);
    }
  };
  return { submit, outcome, busy };
}
