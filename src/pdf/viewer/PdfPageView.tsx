import { memo, useEffect, useMemo, useState } from 'react';
import { Page } from 'react-pdf';
import type { PDFPageProxy } from 'pdfjs-dist';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { shownPage } from '../geometry/shown-page';
import { PageLayers } from './page-layers';
import type { PagePoints } from './page-layout';

export interface PdfPageViewProps {
  pageNumber: number;
  top: number;
  left: number;
  width: number;
  height: number;
  /** CSS pixels per PDF point. */
  scale: number;
  /** The viewer's rotation, added to the page's own. */
  rotation: number;
  onLoaded(pageNumber: number, size: PagePoints): void;
  onRendered(pageNumber: number): void;
}

/**
 * One mounted page of the stack: pdf.js draws it on a canvas (no text or annotation layer: the
 * viewer reads, it does not select), 'rendering...' shows until the drawing is done, and the drawn
 * objects and sign boxes lie over it, placed through the page's viewport.
 */
export const PdfPageView = memo(function PdfPageView({ pageNumber, top, left, width, height, scale, rotation, onLoaded, onRendered }: PdfPageViewProps) {
  const translate = useTranslate();
  const [proxy, setProxy] = useState<PDFPageProxy>();
  const look = `${scale}/${rotation}`;
  const [drawn, setDrawn] = useState<string>();
  // pdf.js keeps a drawn page's operator list and objects until told otherwise (react-pdf only
  // cleans a page before drawing it again): a page leaving the stack lets them go, or the heap
  // grows by each page read (≈18 kB a page here, 2.5x after 600 pages; docs/pdf-viewer.md, Speed).
  useEffect(() => () => void proxy?.cleanup(), [proxy]);
  const shownRotation = proxy ? (proxy.rotate + rotation) % 360 : undefined;
  const shown = useMemo(
    () => (proxy && shownRotation !== undefined ? shownPage(pageNumber, proxy.getViewport({ scale, rotation: shownRotation }), proxy.getViewport({ scale: 1 })) : undefined),
    [proxy, pageNumber, scale, shownRotation],
  );
  return (
    <Box
      data-testid="pdf-page"
      data-page-number={pageNumber}
      role="region"
      aria-label={translate('portico.pdf.viewer.pageLabel', { page: pageNumber })}
      sx={{ position: 'absolute', top, left, width, height, bgcolor: 'common.white', boxShadow: 2, overflow: 'hidden' }}
    >
      <Page
        pageNumber={pageNumber}
        scale={scale}
        rotate={shownRotation}
        renderTextLayer={false}
        renderAnnotationLayer={false}
        loading={null}
        suspense={false}
        onLoadSuccess={(page) => {
          setProxy(page);
          const base = page.getViewport({ scale: 1 });
          onLoaded(pageNumber, { width: base.width, height: base.height });
        }}
        onRenderSuccess={() => {
          setDrawn(look);
          onRendered(pageNumber);
        }}
      />
      {drawn !== look && (
        <Typography role="status" variant="body2" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'text.secondary', pointerEvents: 'none' }}>
          {translate('portico.pdf.viewer.rendering')}
        </Typography>
      )}
      {shown && shown.width > 0 && <PageLayers page={shown} />}
    </Box>
  );
});
