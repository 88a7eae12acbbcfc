import type { ShownPage } from '../geometry/shown-page';
import { DrawingLayer } from '../drawing/DrawingLayer';
import { SignBoxLayer } from '../signing/SignBoxLayer';
import { LazyAskBoxLayer } from '../asking/LazyAsking';
import { LazyVerdictOutline } from '../verdicts/LazyVerdicts';

/** What lies over each shown page, bottom to top: the drawn objects, the sign boxes to approve, the boxes of a request being asked for, then the outline of the signature selected in the signature panel. */
export function PageLayers({ page }: { page: ShownPage }) {
  return (
    <>
      <DrawingLayer page={page} />
      <SignBoxLayer page={page} />
      <LazyAskBoxLayer page={page} />
      <LazyVerdictOutline page={page} />
    </>
  );
}
