import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { loadChunk } from '../../common/lazyPage';
import type { ShownPage } from '../geometry/shown-page';
import { useVerdicts } from './verdicts-context';

/** The panel and the outline over the pages, one script fetched the first time someone opens the panel: a reader who does not never loads it. */
const loadParts = () => loadChunk(() => import('./verdicts-parts'));
const VerdictsPanel = lazy(() => loadParts().then((parts) => ({ default: parts.VerdictsPanel })));
const VerdictOutline = lazy(() => loadParts().then((parts) => ({ default: parts.VerdictOutline })));

export function LazyVerdictsPanel({ narrow }: { narrow: boolean }) {
  const translate = useTranslate();
  const { open } = useVerdicts();
  if (!open) return null;
  return (
    <Suspense fallback={<LinearProgress aria-label={translate('portico.pdf.viewer.loading')} sx={{ width: narrow ? '100%' : 360 }} />}>
      <VerdictsPanel narrow={narrow} />
    </Suspense>
  );
}

export function LazyVerdictOutline({ page }: { page: ShownPage }) {
  const { selected, verdicts } = useVerdicts();
  if (selected === null || verdicts[selected]?.page !== page.pageNumber) return null;
  return (
    <Suspense fallback={null}>
      <VerdictOutline page={page} verdict={verdicts[selected]} />
    </Suspense>
  );
}
