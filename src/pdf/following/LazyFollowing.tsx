import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { loadChunk } from '../../common/lazyPage';
import { useFollowing } from './following-context';

/** The panel, one script fetched the first time someone follows a request: a reader never loads it. */
const FollowPanel = lazy(() => loadChunk(() => import('./FollowPanel')).then((parts) => ({ default: parts.FollowPanel })));

export function LazyFollowPanel({ narrow }: { narrow: boolean }) {
  const translate = useTranslate();
  const { open } = useFollowing();
  if (!open) return null;
  return (
    <Suspense fallback={<LinearProgress aria-label={translate('portico.pdf.viewer.loading')} sx={{ width: narrow ? '100%' : 360 }} />}>
      <FollowPanel narrow={narrow} />
    </Suspense>
  );
}
