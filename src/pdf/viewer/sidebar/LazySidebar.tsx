import { lazy, Suspense } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { loadChunk } from '../../../common/lazyPage';
import type { PagePoints } from '../page-layout';
import { ThumbnailList } from './ThumbnailList';
import type { SidebarTab } from './useSidebar';

/** The sidebar's script (its frame, tabs and the outline), fetched the first time the reader opens it: a reader who never does never loads it. */
const Sidebar = lazy(() => loadChunk(() => import('./sidebar-parts')).then((parts) => ({ default: parts.Sidebar })));

interface Props {
  open: boolean;
  /** The tab it opens on. */
  tab: SidebarTab;
  id: string;
  pdf: PDFDocumentProxy | undefined;
  pageCount: number;
  estimate: PagePoints;
  rotation: number;
  page: number;
  goTo(page: number): void;
  narrow: boolean;
  onClose(): void;
}

export function LazySidebar({ open, tab, id, pdf, pageCount, estimate, rotation, page, goTo, narrow, onClose }: Props) {
  const translate = useTranslate();
  if (!open || !pdf) return null;
  return (
    <Suspense fallback={<LinearProgress aria-label={translate('portico.pdf.viewer.loading')} sx={{ width: narrow ? '100%' : 184 }} />}>
      <Sidebar
        id={id}
        initialTab={tab}
        pdf={pdf}
        goTo={goTo}
        narrow={narrow}
        onClose={onClose}
        thumbnails={(onGo) => <ThumbnailList pdf={pdf} pageCount={pageCount} estimate={estimate} rotation={rotation} page={page} onGo={onGo} />}
      />
    </Suspense>
  );
}
