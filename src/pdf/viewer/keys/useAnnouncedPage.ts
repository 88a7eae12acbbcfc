import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The page to say to screen readers: the page reached by a move made on purpose (a key, the page box,
 * the previous and next buttons, a thumbnail, an outline entry, a find match, a link: whatever calls
 * `goTo`), not a page passed while scrolling with the wheel, the scrollbar or a finger, which would
 * flood the live region. A key pressed in the viewer counts as on purpose (the arrows scroll the pages
 * themselves); the wheel, a press on the pages (their scrollbar, a drag) and a touch do not, until the
 * next purposeful move. A page reached otherwise empties the region, so that going back to the page
 * said last is said again. The page the viewer opens on is said.
 */
export function useAnnouncedPage(root: RefObject<HTMLElement | null>, scrollRef: RefObject<HTMLElement | null>, setPage: (page: number) => void, goTo: (page: number) => void) {
  const onPurpose = useRef(true);
  const [announced, setAnnounced] = useState(1);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const purposeful = () => {
      onPurpose.current = true;
    };
    const scrolling = (event: Event) => {
      if (scrollRef.current?.contains(event.target as Node)) onPurpose.current = false;
    };
    const passive = { passive: true, capture: true };
    element.addEventListener('keydown', purposeful, true);
    for (const type of ['wheel', 'pointerdown', 'touchstart'] as const) element.addEventListener(type, scrolling, passive);
    return () => {
      element.removeEventListener('keydown', purposeful, true);
      for (const type of ['wheel', 'pointerdown', 'touchstart'] as const) element.removeEventListener(type, scrolling, passive);
    };
  }, [root, scrollRef]);

  const onCurrentPage = useCallback(
    (page: number) => {
      setPage(page);
      setAnnounced(onPurpose.current ? page : 0);
    },
    [setPage],
  );
  const goToOnPurpose = useCallback(
    (page: number) => {
      onPurpose.current = true;
      goTo(page);
    },
    [goTo],
  );
  return { announced, onCurrentPage, goTo: goToOnPurpose };
}
