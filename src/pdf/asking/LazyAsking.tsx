import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { loadChunk } from '../../common/lazyPage';
import type { ShownPage } from '../geometry/shown-page';
import { useAsking } from './asking-context';

/** The panel and the boxes over the pages, fetched the first time someone asks for signatures: a reader never loads them. */
const AskPanel = lazy(() => loadChunk(() => import('./AskPanel')));
const AskBoxLayer = lazy(() => loadChunk(() => import('./AskBoxLayer')));

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
