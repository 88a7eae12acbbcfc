import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { CSS_PER_POINT } from '../geometry/shown-page';
import type { PagePoints } from './page-layout';
import type { FitAxis } from './useViewerControls';
import { fitZoom } from './zoom';

/**
 * Fitting the first page to the viewer's width or height, and fitting its width once when it opens
 * if the page would not fit it at 100 %. Returns the fitting, for the toolbar's button.
 */
export function useFitZoom(
  scrollRef: RefObject<HTMLDivElement | null>,
  estimate: PagePoints | undefined,
  rotation: number,
  fitTo: (axis: FitAxis, zoom: number) => void,
) {
  const fit = useCallback(
    (axis: 'width' | 'height') => {
      const element = scrollRef.current;
      if (!element || !estimate) return;
      const turned = rotation % 180 !== 0;
      const points = axis === 'width' ? (turned ? estimate.height : estimate.width) : turned ? estimate.width : estimate.height;
      fitTo(axis, fitZoom(points, axis === 'width' ? element.clientWidth : element.clientHeight));
    },
    // The ref is the same object on every render: it adds no recomputation.
    [scrollRef, estimate, rotation, fitTo],
  );

  // 100 % by default (001 §9), unless the page would not fit the width: then it fits, once.
  const fitted = useRef(false);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (fitted.current || !element || !estimate) return;
    fitted.current = true;
    if (estimate.width * CSS_PER_POINT + 30 > element.clientWidth) fit('width');
  }, [estimate, fit, scrollRef]);

  return fit;
}
