import { useRef } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { ShownPage } from '../geometry/shown-page';
import type { DrawnObject } from './drawn-object';
import { useDrawing } from './DrawingProvider';
import { useFabricCanvas } from './fabric/useFabricCanvas';
import { useReadingPointer } from './fabric/useReadingPointer';
import { useViewerSession } from '../viewer/ViewerSession';
import { fittedText, movedWithinPage, pageFrame } from './place';
import { usePlace } from './usePlace';
import { FALLBACK_FACE, isWinAnsi } from './faces';
import { loadScreenFace } from './fallback-fonts';

/**
 * A page's fabric canvas: clicks place objects (usePlace); drags and text measures go back to the
 * model. With no tool on it takes the pointer only over its objects (useReadingPointer).
 */
export function DrawingCanvas({ page, objects }: { page: ShownPage; objects: DrawnObject[] }) {
  const { selectedId, select, update } = useDrawing();
  const { activeTool } = useViewerSession();
  const host = useRef<HTMLDivElement>(null);
  const place = usePlace(page);
  // The DejaVu faces this page's texts need on screen; the canvas is built again as each arrives.
  const faces = [...new Set(objects.flatMap((o) => (o.type === 'text' && !isWinAnsi(o.text) ? [FALLBACK_FACE[o.font]] : [])))].sort();
  const loaded = useQueries({ queries: faces.map((face) => ({ queryKey: ['screen-face', face], queryFn: () => loadScreenFace(face), staleTime: Infinity, retry: 1 })) });
  const facesShown = loaded.filter((q) => q.isSuccess).length;

  const canvas = useFabricCanvas(host, page, objects, selectedId, facesShown, {
    onBlankClick: place,
    onSelect: select,
    onMoved(id, dx, dy) {
      const [ox, oy] = page.toPdf(0, 0);
      const [x, y] = page.toPdf(dx, dy);
      update(id, (o) => movedWithinPage(o, page.base, x - ox, y - oy));
    },
    onMeasured(id, width, height) {
      const { scale } = pageFrame(page);
      const text = objects.find((o) => o.id === id);
      // Only a change is written back: writing the same box would show it again, and measure it again.
      const fitted = text?.type === 'text' ? fittedText(text, page.base, width / scale, height / scale) : undefined;
      if (fitted) update(id, () => fitted);
    },
  });
  useReadingPointer(canvas, !activeTool, page, objects, facesShown);
  return <div ref={host} />;
}
