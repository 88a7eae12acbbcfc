import { FabricObject, FabricText, Path, Rect } from 'fabric';
import type { ShownPage } from '../../geometry/shown-page';
import type { DrawnObject, TextFont } from '../drawn-object';
import { pageFrame } from '../place';
import { FALLBACK_FACE, isWinAnsi } from '../faces';
import { screenFamily } from '../fallback-fonts';

/** The browser's faces for the PDF's standard fonts. */
export const CSS_FONTS: Record<TextFont, string> = {
  courier: '"Courier New", Courier, "DejaVu Sans Mono", monospace',
  helvetica: 'Helvetica, Arial, "DejaVu Sans", sans-serif',
  timesRoman: '"Times New Roman", Times, "DejaVu Serif", serif',
};

/** What a fabric object shows: the drawn object's id, and where its centre was when built (to tell a drag). */
export interface ShapeData {
  id: string;
  center: { x: number; y: number };
}

const common = { hasControls: false, lockScalingX: true, lockScalingY: true, lockRotation: true, hoverCursor: 'move', borderColor: '#1565c0', borderScaleFactor: 2, padding: 2 } as const;

/** The fabric object that shows a drawn object on a page as shown (its zoom and rotation). */
export function shapeFor(object: DrawnObject, page: ShownPage): FabricObject {
  const { scale, angle } = pageFrame(page);
  const view = page.rectToView(object.rect);
  const center = { x: view.left + view.width / 2, y: view.top + view.height / 2 };
  let shape: FabricObject;
  if (object.type === 'sign') {
    // Fabric counts the stroke in an object's size: the box's outer edge is the object's.
    shape = new Rect({ ...common, left: center.x, top: center.y, width: view.width - 1.5, height: view.height - 1.5, fill: 'rgba(21, 101, 192, 0.08)', stroke: '#1565c0', strokeWidth: 1.5, strokeDashArray: [6, 4], strokeUniform: true });
  } else if (object.type === 'handwritten-sign') {
    const d = object.segments
      .filter((s) => s.length > 0)
      .map((s) => {
        const points = (s.length === 1 ? [s[0], { x: s[0].x + 0.5, y: s[0].y }] : s).map((p) => page.toView(p.x, p.y));
        return `M ${points.map(([x, y]) => `${x} ${y}`).join(' L ')}`;
      })
      .join(' ');
    shape = new Path(d, { ...common, fill: '', stroke: '#000000', strokeWidth: scale, strokeLineCap: 'round', strokeLineJoin: 'round', objectCaching: false });
    shape.setPositionByOrigin(shape.getCenterPoint(), 'center', 'center');
  } else {
    shape = new FabricText(object.text, {
      ...common,
      left: center.x,
      top: center.y,
      angle,
      // A text the standard fonts cannot write is saved in a DejaVu face: shown in it too, so that it measures the same.
      fontFamily: isWinAnsi(object.text) ? CSS_FONTS[object.font] : `"${screenFamily(FALLBACK_FACE[object.font])}", ${CSS_FONTS[object.font]}`,
      fontSize: object.fontSize * scale,
      fill: object.color,
      textAlign: object.textAnchor === 'middle' ? 'center' : object.textAnchor === 'end' ? 'right' : 'left',
    });
  }
  const data: ShapeData = { id: object.id, center: { ...shape.getCenterPoint() } };
  (shape as FabricObject & { drawn?: ShapeData }).drawn = data;
  return shape;
}

export const shapeData = (shape: FabricObject | undefined): ShapeData | undefined => (shape as (FabricObject & { drawn?: ShapeData }) | undefined)?.drawn;
