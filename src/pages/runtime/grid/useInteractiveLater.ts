import { useEffect, useState } from 'react';
import { useIsFetching } from '@tanstack/react-query';

/** How long after the page is ready the grid becomes interactive even if some widget is still loading. */
const AT_LATEST_MS = 3000;

/**
 * True once the page's widgets have their data (no query in flight) and the browser is idle, or at
 * the latest AT_LATEST_MS after the page is ready: when the grid's dragging and resizing are fetched,
 * so that they never delay what the visitor came to see.
 */
export function useInteractiveLater(ready: boolean): boolean {
  const fetching = useIsFetching() > 0;
  const [interactive, setInteractive] = useState(false);
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!ready || interactive) return;
    const timer = window.setTimeout(() => setLate(true), AT_LATEST_MS);
    return () => window.clearTimeout(timer);
  }, [ready, interactive]);
  useEffect(() => {
    if (!ready || interactive || (fetching && !late)) return;
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setInteractive(true), 100);
      return () => window.clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(() => setInteractive(true), { timeout: 1000 });
    return () => window.cancelIdleCallback(idle);
  }, [ready, interactive, fetching, late]);
  return interactive;
}
