import { useLayoutEffect, useState } from 'react';

/** An element's width, followed as it changes (0 until it is measured). */
export function useElementWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    // The observer reports the first width too, after layout and before the frame is painted.
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
