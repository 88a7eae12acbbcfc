import { useCallback, useRef, useState } from 'react';

/**
 * Whether the sidebar is open. Closed when a viewer opens, on any screen: page 1 is drawn without
 * thumbnails asking pdf.js's worker for pages at the same time, and the sidebar's script is fetched
 * only by a reader who opens it (docs/pdf-viewer.md, The sidebar).
 */
export function useSidebar() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => setOpen((now) => !now), []);
  // Closed from inside (its Close, Escape, a page chosen on a phone), it gives the focus back to its button.
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return { open, toggle, close, button };
}
