import { useEffect, type RefObject } from 'react';

/**
 * react-pdf marks a page's text layer as selecting when a mouse button goes down in it (its end box
 * then covers the layer, and pdf.js's CSS turns the links of the annotation layer off), and unmarks it
 * only when the button comes up in it: a drag that ends elsewhere (on a drawn object, off the page)
 * would leave the page's links dead until the next click in its text, and so would a press the
 * browser cancels (dragging the selected text away). A button coming up anywhere, or a cancelled
 * press, ends the selecting, as in pdf.js's own viewer.
 */
export function useSelectionEnd(page: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const end = () => page.current?.querySelector('.textLayer.selecting')?.classList.remove('selecting');
    document.addEventListener('pointerup', end, true);
    document.addEventListener('pointercancel', end, true);
    return () => {
      document.removeEventListener('pointerup', end, true);
      document.removeEventListener('pointercancel', end, true);
    };
  }, [page]);
}
