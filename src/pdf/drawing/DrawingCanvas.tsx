import { useRef } from 'react';
import type { ShownPage } from '../geometry/shown-page';
import { useViewerSession } from '../viewer/ViewerSession';
import type { DrawnObject } from './drawn-object';
import { useDrawing } from './DrawingProvider';
import { useFabricCanvas } from './fabric/useFabricCanvas';
import { fittedText, moved, newSignBox, newText, pageFrame } from './place';

/** A page's fabric canvas: a click with a tool on adds its object there; drags and text measures go back to the model. */
export function DrawingCanvas({ page, objects }: { page: ShownPage; objects: DrawnObject[] }) {
  const session = useViewerSession();
  const { selectedId, select, update, setObjects, askHandwriting } = useDrawing();
  const host = useRef<HTMLDivElement>(null);
  const tool = session.activeTool;

  useFabricCanvas(host, page, objects, selectedId, {
    onBlankClick(x, y) {
      if (tool === 'handwritten-sign') askHandwriting({ pageNumber: page.pageNumber, base: page.base, at: page.toPdf(x, y) });
      if (tool === 'sign' || tool === 'text') {
        const object = tool === 'sign' ? newSignBox(page, x, y) : newText(page, x, y);
        setObjects((all) => [...all, object]);
        select(object.id);
      } else select(null);
      if (tool) session.setActiveTool(null);
    },
    onSelect: select,
    onMoved(id, dx, dy) {
      const [ox, oy] = page.toPdf(0, 0);
      const [x, y] = page.toPdf(dx, dy);
      update(id, (o) => moved(o, x - ox, y - oy));
    },
    onMeasured(id, width, height) {
      const { scale } = pageFrame(page);
      const text = objects.find((o) => o.id === id);
      // Only a change is written back: writing the same box would show it again, and measure it again.
      const fitted = text?.type === 'text' ? fittedText(text, page.base, width / scale, height / scale) : undefined;
      if (fitted) update(id, () => fitted);
    },
  });
  return <div ref={host} />;
}
