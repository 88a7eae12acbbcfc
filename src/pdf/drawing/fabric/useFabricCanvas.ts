import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { Canvas, cache, type FabricObject } from 'fabric';
import type { ShownPage } from '../../geometry/shown-page';
import type { DrawnObject } from '../drawn-object';
import { shapeData, shapeFor } from './shapes';

export interface CanvasEvents {
  /** A click on the page where no object is, at a point of the page as shown. */
  onBlankClick(x: number, y: number): void;
  onSelect(id: string | null): void;
  /** An object was dragged by (dx, dy) CSS pixels. */
  onMoved(id: string, dx: number, dy: number): void;
  /** What each text measures as fabric lays it out, in CSS pixels unturned. */
  onMeasured(id: string, width: number, height: number): void;
}

/**
 * A fabric canvas over one shown page, made in `host` and disposed with it, showing `objects`. The
 * objects are built again whenever they or the page change: the model is the truth,
 * fabric only shows it and reports clicks, selections and drags. Answers the canvas (null until made).
 */
export function useFabricCanvas(
  host: RefObject<HTMLDivElement | null>,
  page: ShownPage,
  objects: DrawnObject[],
  selectedId: string | null,
  /** Changes when a face the texts use has loaded: they measure differently then. */
  facesShown: number,
  events: CanvasEvents,
): RefObject<Canvas | null> {
  const canvas = useRef<Canvas | null>(null);
  const latest = useRef(events);
  const syncing = useRef(false);
  const faces = useRef(facesShown);
  useLayoutEffect(() => {
    latest.current = events;
  });

  useEffect(() => {
    const element = document.createElement('canvas');
    host.current!.appendChild(element);
    const made = new Canvas(element, { selection: false, preserveObjectStacking: true, enableRetinaScaling: true });
    canvas.current = made;
    const selected = (shape: FabricObject | undefined) => !syncing.current && latest.current.onSelect(shapeData(shape)?.id ?? null);
    made.on('selection:created', ({ selected: [shape] }) => selected(shape));
    made.on('selection:updated', ({ selected: [shape] }) => selected(shape));
    made.on('selection:cleared', () => selected(undefined));
    made.on('mouse:down', ({ target, scenePoint }) => {
      if (!target) latest.current.onBlankClick(scenePoint.x, scenePoint.y);
    });
    made.on('object:modified', ({ target }) => {
      const data = shapeData(target);
      if (!data) return;
      const now = target.getCenterPoint();
      if (Math.abs(now.x - data.center.x) + Math.abs(now.y - data.center.y) > 0.01) latest.current.onMoved(data.id, now.x - data.center.x, now.y - data.center.y);
    });
    return () => {
      canvas.current = null;
      void made.dispose().then(() => element.remove());
    };
  }, [host]);

  useEffect(() => {
    const made = canvas.current;
    if (!made) return;
    syncing.current = true;
    // Fabric keeps the widths it measured per family, also those measured before the face had loaded.
    if (faces.current !== facesShown) cache.clearFontCache();
    faces.current = facesShown;
    made.setDimensions({ width: page.width, height: page.height });
    made.discardActiveObject();
    made.remove(...made.getObjects());
    for (const object of objects) {
      const shape = shapeFor(object, page);
      made.add(shape);
      if (object.type === 'text') latest.current.onMeasured(object.id, shape.width, shape.height);
    }
    made.requestRenderAll();
    syncing.current = false;
  }, [page, objects, facesShown]);

  // The selection alone does not build the objects again: that would drop a drag that starts with a click on an unselected object.
  useEffect(() => {
    const made = canvas.current;
    if (!made) return;
    syncing.current = true;
    const shape = made.getObjects().find((s) => shapeData(s)?.id === selectedId);
    if (shape && made.getActiveObject() !== shape) made.setActiveObject(shape);
    if (!shape && made.getActiveObject()) made.discardActiveObject();
    made.requestRenderAll();
    syncing.current = false;
  }, [page, objects, selectedId, facesShown]);
  return canvas;
}
