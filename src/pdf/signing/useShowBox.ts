import { useCallback, useEffect, useRef, useState } from 'react';
import type { PreloadedBox, SignStep } from './sign-modes';

/** A sign box asked to come into sight: its key, and whether the focus goes to it. */
export interface ShownBox {
  key: string;
  focus: boolean;
}

/**
 * Bringing a sign box into sight: the viewer goes to its page (which mounts it), and the box, once
 * there, centres itself in the pages' view and says it is done (`boxShown`). With `openAtStep`, the
 * viewer opens on the box the signer is to approve first, once the pages are known.
 */
export function useShowBox(boxes: PreloadedBox[], step: SignStep, pageCount: number, goTo?: (page: number) => void, openAtStep = false) {
  const [shownBox, setShownBox] = useState<ShownBox | null>(null);
  const showBox = useCallback(
    (key: string, focus: boolean) => {
      const box = boxes.find((b) => b.key === key);
      if (!box) return;
      goTo?.(box.field.Fpage_number);
      setShownBox({ key, focus });
    },
    [boxes, goTo],
  );
  const boxShown = useCallback(() => setShownBox(null), []);

  const opened = useRef(false);
  const first = step && step !== 'place' ? step.approve.key : undefined;
  useEffect(() => {
    if (!openAtStep || opened.current || !pageCount || !first) return;
    opened.current = true;
    showBox(first, false);
  }, [openAtStep, pageCount, first, showBox]);

  return { shownBox, showBox, boxShown };
}
