import { useState } from 'react';
import { messageOf } from '../console/AdminPage';
import type { ManagedSite } from './site';

/** The busy flag and error of one section's save; a saved site replaces the page's copy. */
export function useSectionSave(onSaved: (site: ManagedSite) => void, describe: (error: unknown) => string = messageOf) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (save: () => Promise<ManagedSite>) => {
    setBusy(true);
    setError(undefined);
    try {
      onSaved(await save());
    } catch (e) {
      setError(describe(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
