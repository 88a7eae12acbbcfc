import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Box } from '@mui/material';
import type { ShownPage } from '../geometry/shown-page';
import { useViewerSession } from '../viewer/ViewerSession';
import { useDrawing } from './DrawingProvider';
import { loadChunk } from '../../common/lazyPage';
import { ObjectButtons } from './ObjectButtons';
import { ObjectMenu } from './ObjectMenu';
import { PlaceButton } from './PlaceButton';
import { SURFACE } from './surface';

/** Fabric's part, loaded apart from the viewer: the palette asks for it once it shows, ahead of the first click with a tool. */
export const loadDrawingCanvas = () => loadChunk(() => import('./DrawingCanvas'));
const DrawingCanvas = lazy(() => loadDrawingCanvas().then((m) => ({ default: m.DrawingCanvas })));

/**
 * The objects drawn on a page (sign boxes, handwritten signatures, texts), on a canvas over it. The
 * canvas exists while the page has objects or a tool is on: a reader who does not draw gets no
 * canvases beyond pdf.js's own, and clicks reach the page. With no tool on, the layer lets the
 * pointer through to the page's text and links but over its objects (its canvas, clipped to them:
 * fabric/useReadingPointer.ts), and its menu takes the pointer; with a tool on, it takes every click.
 */
export function DrawingLayer({ page }: { page: ShownPage }) {
  const { activeTool } = useViewerSession();
  const drawing = useDrawing();
  const { registerPage } = drawing;
  const objects = useMemo(() => drawing.objects.filter((o) => o.pageNumber === page.pageNumber && !(o.type === 'sign' && o.preLoaded)), [drawing.objects, page.pageNumber]);

  useEffect(() => registerPage(page.pageNumber, page.base), [registerPage, page.pageNumber, page.base]);

  // A page scrolled out of the stack takes its selection with it: Delete must not remove what is not in sight.
  const selectedHere = objects.find((o) => o.id === drawing.selectedId)?.id;
  const { select } = drawing;
  useEffect(() => {
    if (selectedHere) return () => select((current) => (current === selectedHere ? null : current));
  }, [selectedHere, select]);

  if (!activeTool && objects.length === 0) return null;
  const selected = objects.find((o) => o.id === selectedHere);
  return (
    <Box
      {...SURFACE}
      data-testid={`drawing-layer-${page.pageNumber}`}
      sx={{
        position: 'absolute',
        inset: 0,
        width: page.width,
        height: page.height,
        ...(activeTool ? { cursor: 'crosshair' } : { pointerEvents: 'none' }),
        '& .canvas-container': { position: 'absolute !important', inset: 0 },
      }}
    >
      <Suspense fallback={null}>
        <DrawingCanvas page={page} objects={objects} />
      </Suspense>
      {activeTool && <PlaceButton page={page} tool={activeTool} />}
      <ObjectButtons page={page} objects={objects} />
      {selected && <ObjectMenu page={page} object={selected} />}
    </Box>
  );
}
