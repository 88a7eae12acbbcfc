import { useCallback, type KeyboardEvent, type RefObject } from 'react';
import { keepsItsKeys, viewerKeyAction } from './viewer-keys';

/** What the viewer's keys move: its place, its page and its zoom. */
export interface ViewerKeysProps {
  root: RefObject<HTMLElement | null>;
  scrollRef: RefObject<HTMLElement | null>;
  page: number;
  pageCount: number;
  zoom: number;
  setZoom(zoom: number): void;
  goTo(page: number): void;
}

/**
 * The viewer's keys while the focus is in it (`viewer-keys.ts`), not in a box to type in, nor in a
 * menu or dialog opened from it (React brings their keys here through the portal).
 */
export function useViewerKeys({ root, scrollRef, page, pageCount, zoom, setZoom, goTo }: ViewerKeysProps) {
  return useCallback(
    (event: KeyboardEvent) => {
      if (event.defaultPrevented || !(event.target instanceof Node) || !root.current?.contains(event.target) || keepsItsKeys(event.target)) return;
      const action = viewerKeyAction(event, page, pageCount, zoom);
      if (!action) return;
      event.preventDefault();
      if (action.type === 'page') goTo(action.page);
      else if (action.type === 'zoom') setZoom(action.zoom);
      // Instant: a key held down adds its steps, where a smooth scroll would start again from mid-way.
      else scrollRef.current?.scrollBy({ left: action.left, top: action.top, behavior: 'instant' });
    },
    [root, scrollRef, page, pageCount, zoom, setZoom, goTo],
  );
}
