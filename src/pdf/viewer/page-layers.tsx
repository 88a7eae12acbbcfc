import type { ShownPage } from '../geometry/shown-page';
import { DrawingLayer } from '../drawing/DrawingLayer';
import { SignBoxLayer } from '../signing/SignBoxLayer';
import { LazyAskBoxLayer } from '../asking/LazyAsking';

/** What lies over each shown page, bottom to top: the drawn objects, the sign boxes to approve, then the boxes of a request being asked for. */
export function PageLayers({ page }: { page: ShownPage }) {
  return (
    <>
      <DrawingLayer page={page} />
      <SignBoxLayer page={page} />
      <LazyAskBoxLayer page={page} />
    </>
  );
}
