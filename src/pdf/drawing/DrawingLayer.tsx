import { useEffect, useMemo, useRef } from 'react';
import { Box } from '@mui/material';
import type { ShownPage } from '../geometry/shown-page';
import { useViewerSession } from '../viewer/ViewerSession';
import { useDrawing } from './DrawingProvider';
import { useFabricCanvas } from './fabric/useFabricCanvas';
import { fittedText, moved, newSignBox, newText, pageFrame } from './place';
import { ObjectButtons } from './ObjectButtons';
import { ObjectMenu } from './ObjectMenu';
import { SURFACE } from './surface';

/** The objects drawn on a page (sign boxes, handwritten signatures, texts), on a canvas over it. */
export function DrawingLayer({ page }: { page: ShownPage }) {
  const session = useViewerSession();
  const drawing = useDrawing();
  const host = useRef<HTMLDivElement>(null);
  const { registerPage, select, update, setObjects, askHandwriting } = drawing;
  const objects = useMemo(() => drawing.objects.filter((o) => o.pageNumber === page.pageNumber && !(o.type === 'sign' && o.preLoaded)), [drawing.objects, page.pageNumber]);
  const tool = session.activeTool;

  useEffect(() => registerPage(page.pageNumber, page.base), [registerPage, page.pageNumber, page.base]);

  useFabricCanvas(host, page, objects, drawing.selectedId, {
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

  // Clicks reach the page's own text while there is nothing to draw on it.
  const idle = !tool && objects.length === 0;
  const selected = objects.find((o) => o.id === drawing.selectedId);
  return (
    <Box
      {...SURFACE}
      data-testid={`drawing-layer-${page.pageNumber}`}
      data-tool={tool ?? ''}
      sx={{ position: 'absolute', inset: 0, width: page.width, height: page.height, pointerEvents: idle ? 'none' : 'auto', cursor: tool ? 'crosshair' : undefined, '& .canvas-container': { position: 'absolute !important', inset: 0 } }}
    >
      <div ref={host} />
      <ObjectButtons page={page} objects={objects} />
      {selected && <ObjectMenu page={page} object={selected} />}
    </Box>
  );
}
