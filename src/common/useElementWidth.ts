import { useCallback, useState } from 'react';

/**
 * An element's width, followed as it changes (0 until the element is there), and the ref that gives
 * the element. The width is read as the element arrives, so that the frame it first appears in is
 * painted with it; the observer's first report could come a frame later, as React renders the state
 * it sets in a task of its own.
 */
export function useElementWidth<T extends HTMLElement>(): [ref: (element: T | null) => (() => void) | undefined, width: number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: T | null) => {
    if (!element) return undefined;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
