import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Page } from 'react-pdf';
import 'react-pdf/dist/Page/TextLayer.css';
import 'react-pdf/dist/Page/AnnotationLayer.css';
import type { PDFPageProxy } from 'pdfjs-dist';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { shownPage } from '../geometry/shown-page';
import { PageLayers } from './page-layers';
import type { PagePoints } from './page-layout';
import { usePageFind } from './find/FindContext';
import { markedItem } from './find/find-text';
import { revealMatch } from './find/reveal-match';
import { prepareAnnotationLayer } from './links/annotation-layer';
import { useSelectionEnd } from './useSelectionEnd';

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

/** How find's matches show on the text layer (its text itself is transparent over the canvas). */
const MATCH_STYLE = {
  '& .textLayer mark.find-match': { color: 'transparent', bgcolor: 'rgb(255 196 0 / 0.45)', borderRadius: '2px', p: 0, m: 0 },
  '& .textLayer mark.find-match.selected': { bgcolor: 'rgb(255 110 0 / 0.55)', outline: '2px solid rgb(190 70 0)' },
  // pdf.js lifts its annotation layer to z-index 3: level with the text layer, it lies over the text
  // (later in the page) and under the drawn objects, so that a drawing tool that is on takes the clicks.
  '& .annotationLayer': { zIndex: 0 },
} as const;

/**
 * One mounted page of the stack: pdf.js draws it on a canvas with its text layer over it (the text
 * selectable and read by screen readers, find's matches marked on it) and its annotation layer, read
 * only (links; form fields are drawn on the canvas, not edited), 'rendering...' shows until
 * the drawing is done, and the drawn objects and sign boxes lie over it, placed through the page's
 * viewport (a drawing tool that is on takes the clicks before the text does).
 */
export const PdfPageView = memo(function PdfPageView({ pageNumber, top, left, width, height, scale, rotation, onLoaded, onRendered }: PdfPageViewProps) {
  const translate = useTranslate();
  const element = useRef<HTMLDivElement>(null);
  useSelectionEnd(element);
  const find = usePageFind(pageNumber);
  // Made again only when this page's matches or selection change: a new renderer draws the text layer again.
  const renderText = useMemo(() => (find ? ({ str, itemIndex }: { str: string; itemIndex: number }) => markedItem(str, itemIndex, find.text, find.matches, find.selected) : undefined), [find]);
  const onTextDrawn = useCallback(() => {
    if (find?.mustReveal() && element.current && revealMatch(element.current)) find.revealed();
  }, [find]);
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
      ref={element}
      data-testid="pdf-page"
      data-page-number={pageNumber}
      role="region"
      aria-label={translate('portico.pdf.viewer.pageLabel', { page: pageNumber })}
      sx={{ position: 'absolute', top, left, width, height, bgcolor: 'common.white', boxShadow: 2, overflow: 'hidden', ...MATCH_STYLE }}
    >
      <Page
        pageNumber={pageNumber}
        scale={scale}
        rotate={shownRotation}
        customTextRenderer={renderText}
        onRenderTextLayerSuccess={onTextDrawn}
        renderForms={false}
        onRenderAnnotationLayerSuccess={() => element.current && prepareAnnotationLayer(element.current, translate('portico.pdf.viewer.link.internal'))}
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
