import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Full screen for one element (the viewer), following the browser's own state (Escape leaves it too). */
export function useFullScreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const follow = () => setActive(!!ref.current && document.fullscreenElement === ref.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [ref]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void ref.current?.requestFullscreen?.().catch(() => undefined);
  }, [ref]);
  return { active, toggle, available: typeof document !== 'undefined' && document.fullscreenEnabled !== false };
}
