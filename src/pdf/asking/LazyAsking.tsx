import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { loadChunk } from '../../common/lazyPage';
import type { ShownPage } from '../geometry/shown-page';
import { useAsking } from './asking-context';

/**
 * The panel and the boxes over the pages, one script fetched the first time someone asks for
 * signatures: a reader never loads it.
 */
const loadParts = () => loadChunk(() => import('./asking-parts'));
const AskPanel = lazy(() => loadParts().then((parts) => ({ default: parts.AskPanel })));
const AskBoxLayer = lazy(() => loadParts().then((parts) => ({ default: parts.AskBoxLayer })));

export function LazyAskPanel({ narrow }: { narrow: boolean }) {
  const translate = useTranslate();
  const { open } = useAsking();
  if (!open) return null;
  return (
    <Suspense fallback={<LinearProgress aria-label={translate('portico.pdf.viewer.loading')} sx={{ width: narrow ? '100%' : 360 }} />}>
      <AskPanel narrow={narrow} />
    </Suspense>
  );
}

export function LazyAskBoxLayer({ page }: { page: ShownPage }) {
  const { open } = useAsking();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <AskBoxLayer page={page} />
    </Suspense>
  );
}
