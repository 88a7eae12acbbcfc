import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/** The scrolled element's view (where it is scrolled to, and its size), measured again when it resizes. */
export function useStackView(scrollRef: RefObject<HTMLDivElement | null>) {
  const [view, setView] = useState({ top: 0, height: 0, width: 0 });

  const measure = useCallback(() => {
    const element = scrollRef.current;
    if (element) setView({ top: element.scrollTop, height: element.clientHeight, width: element.clientWidth });
  }, [scrollRef]);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [scrollRef, measure]);

  return { view, measure };
}
