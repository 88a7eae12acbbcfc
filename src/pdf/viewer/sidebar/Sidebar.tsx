import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { Box, IconButton, Paper, Tab, Tabs } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { destinationPage, type OutlineEntry } from './outline';
import { OutlineTree } from './OutlineTree';
import { useOutline } from './useOutline';
import type { SidebarTab } from './useSidebar';

export interface SidebarProps {
  id: string;
  pdf: PDFDocumentProxy;
  /** The tab shown as it opens (the outline falls back to the thumbnails when the PDF has none). */
  initialTab: SidebarTab;
  /**
   * The thumbnails, given a click's way to a page. They come from the viewer's own script, which holds
   * react-pdf and pdf.js: imported here, they would be split into a third script the viewer would load too.
   */
  thumbnails(onGo: (page: number) => void): ReactNode;
  goTo(page: number): void;
  /** A narrow viewer (a phone): a drawer over the pages, closed once it has taken the reader somewhere. */
  narrow: boolean;
  onClose(): void;
}

/** The sidebar's width beside the pages; over them on a phone it is 56 px wider, at most 80 % of the viewer. */
const WIDTH = 184;

/** The sidebar: the pages as thumbnails and, when the PDF has one, its outline, each a tab; a click goes to the page. */
export function Sidebar({ id, pdf, initialTab, thumbnails, goTo, narrow, onClose }: SidebarProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`portico.pdf.viewer.sidebar.${key}`);
  const outline = useOutline(pdf);
  const [tab, setTab] = useState<SidebarTab>(initialTab);
  const shownTab = tab === 'outline' && outline?.length ? 'outline' : 'thumbnails';
  const frame = useRef<HTMLElement>(null);
  // A drawer over the pages takes the focus as it opens (Escape closes it, the focus back on the toolbar's button).
  useEffect(() => {
    if (narrow) frame.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- as it opens only, not as the viewer's width changes
  }, []);

  const go = useCallback(
    (target: number) => {
      goTo(target);
      if (narrow) onClose();
    },
    [goTo, narrow, onClose],
  );
  const goToEntry = (entry: OutlineEntry) => void destinationPage(pdf, entry.dest).then((target) => target && go(target));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onClose();
  };

  return (
    <Paper
      component="section"
      ref={frame}
      id={id}
      square
      elevation={narrow ? 8 : 0}
      aria-label={t('title')}
      data-testid="pdf-sidebar"
      onKeyDown={onKeyDown}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        width: narrow ? `min(${WIDTH + 56}px, 80%)` : WIDTH,
        flexShrink: 0,
        ...(narrow ? { position: 'absolute', top: 0, bottom: 0, left: 0, zIndex: 3 } : { borderRight: 1, borderColor: 'divider' }),
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={shownTab} onChange={(_, value: SidebarTab) => setTab(value)} variant="fullWidth" sx={{ flex: 1, minHeight: 40, '& .MuiTab-root': { minHeight: 40, minWidth: 0, px: 1, textTransform: 'none' } }}>
          <Tab value="thumbnails" label={t('thumbnails')} id={`${id}-thumbnails-tab`} aria-controls={`${id}-thumbnails`} />
          {!!outline?.length && <Tab value="outline" label={t('outline')} id={`${id}-outline-tab`} aria-controls={`${id}-outline`} data-testid="pdf-outline-tab" />}
        </Tabs>
        {narrow && (
          <IconButton size="small" aria-label={t('close')} onClick={onClose} sx={{ mx: 0.5 }}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      <Box role="tabpanel" id={`${id}-${shownTab}`} aria-labelledby={`${id}-${shownTab}-tab`} sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
        {shownTab === 'outline' && outline ? (
          <OutlineTree entries={outline} label={t('outline')} onGo={goToEntry} />
        ) : (
          thumbnails(go)
        )}
      </Box>
    </Paper>
  );
}
