import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders a screen loaded on demand once the frame around it is on screen: its script is asked for
 * after the browser has painted what was committed with this element, and the screen then renders as
 * a transition, in slices between which the browser paints and answers input. Through Suspense alone
 * the script was asked for while the frame was still being laid out, and the screen rendered in one
 * task when React revealed it (docs/performance.md). A script that fails to load is left to the
 * screen's own loading (lazyPage), which reports it.
 */
export function AfterPaint({ load, children }: { load: () => Promise<void>; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setReady(true));
    // A frame callback runs before the next paint, a task queued from it after that paint.
    requestAnimationFrame(() => setTimeout(() => void load().then(show, show)));
  }, [load]);
  return ready ? children : null;
}
