import type { ShownPage } from '../geometry/shown-page';
import { DrawingLayer } from '../drawing/DrawingLayer';
import { SignBoxLayer } from '../signing/SignBoxLayer';

/** What lies over each shown page, bottom to top: the drawn objects, then the sign boxes to approve. */
export function PageLayers({ page }: { page: ShownPage }) {
  return (
    <>
      <DrawingLayer page={page} />
      <SignBoxLayer page={page} />
    </>
  );
}
