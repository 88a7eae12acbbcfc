import type { ShownPage } from '../geometry/shown-page';
import { useViewerSession } from '../viewer/ViewerSession';
import { useDrawing } from './DrawingProvider';
import { newSignBox, newText } from './place';

/**
 * What a click at a point of the page does: with a tool on, adds its object there (the signature
 * pad first for a handwritten one), selects it and turns the tool off; without one, deselects.
 */
export function usePlace(page: ShownPage): (x: number, y: number) => void {
  const session = useViewerSession();
  const { select, setObjects, askHandwriting } = useDrawing();
  const tool = session.activeTool;
  return (x, y) => {
    if (tool === 'handwritten-sign') askHandwriting({ pageNumber: page.pageNumber, base: page.base, at: page.toPdf(x, y) });
    if (tool === 'sign' || tool === 'text') {
      const object = tool === 'sign' ? newSignBox(page, x, y) : newText(page, x, y);
      setObjects((all) => [...all, object]);
      select(object.id);
    } else select(null);
    if (tool) session.setActiveTool(null);
  };
}
