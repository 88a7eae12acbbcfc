import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `count` parts to render: the first at once, then one more after each commit, as a
 * transition, which React renders in slices between which the browser paints and answers input. The
 * frame shows its app bar, then its sidebar, then the screen; a page its widget bodies in reading
 * order; a list its search, table and pager. The first screen then shows without waiting for its
 * heavier parts, and no single task holds the main thread for all of them (docs/performance.md).
 */
export function useRevealInOrder(count: number): number {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown < count) startTransition(() => setShown((n) => n + 1));
  }, [shown, count]);
  return shown;
}
