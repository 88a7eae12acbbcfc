import { memo, useEffect, useState } from 'react';
import { Page } from 'react-pdf';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import { Box, ButtonBase, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PagePoints } from '../page-layout';
import { THUMB_WIDTH, thumbScale } from './thumb-layout';

interface Props {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  top: number;
  boxHeight: number;
  /** The first page's size, what a page not read yet is taken to measure. */
  estimate: PagePoints;
  rotation: number;
  current: boolean;
  onGo(page: number): void;
}

/**
 * One page's thumbnail, a button named "Page N": pdf.js draws it small, with no text layer, turned as
 * the pages are. Leaving the column, it lets its canvas and pdf.js's page objects go, as the stack's pages do.
 */
export const Thumbnail = memo(function Thumbnail({ pdf, pageNumber, top, boxHeight, estimate, rotation, current, onGo }: Props) {
  const translate = useTranslate();
  const [proxy, setProxy] = useState<PDFPageProxy>();
  useEffect(() => () => void proxy?.cleanup(), [proxy]);
  // Its size with its own /Rotate applied; the viewer's rotation turns it further.
  const size = proxy ? proxy.getViewport({ scale: 1 }) : estimate;
  const label = translate('portico.pdf.viewer.pageLabel', { page: pageNumber });
  return (
    <ButtonBase
      onClick={() => onGo(pageNumber)}
      aria-label={label}
      aria-current={current ? 'page' : undefined}
      data-testid="pdf-thumbnail"
      data-page-number={pageNumber}
      sx={{ position: 'absolute', top, left: 0, right: 0, mx: 'auto', width: THUMB_WIDTH + 8, display: 'flex', flexDirection: 'column', alignItems: 'center', borderRadius: 1, p: 0.5, '&:hover .thumb-box, &.Mui-focusVisible .thumb-box': { outlineColor: 'action.active' } }}
    >
      <Box
        className="thumb-box"
        sx={{ width: THUMB_WIDTH, height: boxHeight, display: 'grid', placeItems: 'center', overflow: 'hidden', bgcolor: 'common.white', boxShadow: 1, outline: '3px solid', outlineColor: current ? 'primary.main' : 'transparent', outlineOffset: 1 }}
      >
        <Page
          pdf={pdf}
          pageNumber={pageNumber}
          scale={thumbScale(size, rotation, boxHeight)}
          rotate={rotation && proxy ? (proxy.rotate + rotation) % 360 : undefined}
          renderTextLayer={false}
          renderAnnotationLayer={false}
          loading={null}
          suspense={false}
          onLoadSuccess={setProxy}
        />
      </Box>
      <Typography variant="caption" aria-hidden sx={{ mt: 0.25, fontWeight: current ? 700 : 400, color: current ? 'primary.main' : 'text.secondary' }}>
        {pageNumber}
      </Typography>
    </ButtonBase>
  );
});
