import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { loadChunk } from '../common/lazyPage';
import type { PdfViewerProps } from './PdfViewer';

const PdfViewer = lazy(() => loadChunk(() => import('./PdfViewer')));

/** The viewer, with pdf.js, fetched the first time one opens: a page without one never loads them. */
export function LazyPdfViewer(props: PdfViewerProps) {
  const translate = useTranslate();
  return (
    <Suspense fallback={<LinearProgress aria-label={translate('portico.pdf.viewer.loading')} />}>
      <PdfViewer {...props} />
    </Suspense>
  );
}
