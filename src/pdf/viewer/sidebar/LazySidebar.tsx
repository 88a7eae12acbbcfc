import { lazy, Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { loadChunk } from '../../../common/lazyPage';
import type { SidebarProps } from './Sidebar';

/** The sidebar's script, fetched the first time the reader opens it: a reader who never does never loads it. */
const Sidebar = lazy(() => loadChunk(() => import('./sidebar-parts')).then((parts) => ({ default: parts.Sidebar })));

export function LazySidebar({ open, ...props }: Omit<SidebarProps, 'pdf'> & { open: boolean; pdf: SidebarProps['pdf'] | undefined }) {
  const translate = useTranslate();
  if (!open || !props.pdf) return null;
  return (
    <Suspense fallback={<LinearProgress aria-label={translate('portico.pdf.viewer.loading')} sx={{ width: props.narrow ? '100%' : 184 }} />}>
      <Sidebar {...props} pdf={props.pdf} />
    </Suspense>
  );
}
