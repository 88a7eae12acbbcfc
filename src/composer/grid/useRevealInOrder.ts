import { startTransition, useEffect, useState } from 'react';

/**
 * How many of the page's widget bodies to render: the first (in reading order) with the page's
 * frames, then one more after each commit, as a transition, which React renders in slices between
 * which the browser paints and answers input. The first screen then shows without waiting for a
 * page's heavier widgets (a list's table, a form) and no single task holds the main thread for all of
 * them (docs/performance.md).
 */
export function useRevealInOrder(count: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown < count) startTransition(() => setShown((n) => n + 1));
  }, [shown, count]);
  return shown;
}
