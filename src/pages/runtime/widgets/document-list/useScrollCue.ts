import { useEffect, useRef } from 'react';

/**
 * Marks a scrolling box with `data-more-left` / `data-more-right` while part of its content is hidden
 * on that side, for its styles to show a shadow there. Set on the element itself, not as state: the
 * rows are not rendered again when the box scrolls or changes size.
 */
export function useScrollCue<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    const mark = () => {
      const hidden = box.scrollWidth - box.clientWidth;
      box.toggleAttribute('data-more-left', hidden > 1 && box.scrollLeft > 1);
      box.toggleAttribute('data-more-right', hidden > 1 && box.scrollLeft < hidden - 1);
    };
    mark();
    box.addEventListener('scroll', mark, { passive: true });
    // The box changes size with the window and the grid, its content with each page of rows.
    const sizes = new ResizeObserver(mark);
    sizes.observe(box);
    if (box.firstElementChild) sizes.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', mark);
      sizes.disconnect();
    };
  }, []);
  return ref;
}
