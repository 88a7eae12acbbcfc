import { lazy, Suspense } from 'react';
import { Box, LinearProgress, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { loadChunk } from '../../common/lazyPage';
import { translatedText } from '../../shared/translated-text';
import { PageDetailsForm } from './details/PageDetailsForm';
import type { ManagedPage } from './pages-api';
import { PagePreviewPanel } from './preview/PagePreviewPanel';

// The widget editor brings the grid and the form generator: loaded when its tab first opens.
const PageWidgetsEditor = lazy(() => loadChunk(() => import('./widgets/PageWidgetsEditor')).then((m) => ({ default: m.PageWidgetsEditor })));

const TABS = ['details', 'widgets', 'preview'] as const;
type PanelTab = (typeof TABS)[number];

/** The selected page: its fields, its widgets (pages only, not links) and its preview, a tab each (`?tab=`). */
export function SelectedPagePanel({ page }: { page: ManagedPage }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [search, setSearch] = useSearchParams();
  const tabs = page.type === 'LINK' ? TABS.slice(0, 1) : TABS;
  const asked = search.get('tab') as PanelTab | null;
  const tab: PanelTab = asked && tabs.includes(asked) ? asked : 'details';
  const open = (next: PanelTab) =>
    setSearch(
      (now) => {
        now.set('tab', next);
        return now;
      },
      { replace: true },
    );
  return (
    <Paper variant="outlined" sx={{ minWidth: 0 }} data-testid="selected-page">
      <Box sx={{ px: 2, pt: 1.5 }}>
        <Typography variant="h6" component="h2" noWrap>
          {translatedText(page.name, locale)}
        </Typography>
      </Box>
      <Tabs value={tab} onChange={(_, next: PanelTab) => open(next)} variant="scrollable" allowScrollButtonsMobile sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map((t) => (
          <Tab key={t} value={t} label={translate(`portico.pageManagement.tab.${t}`)} data-testid={`page-tab-${t}`} />
        ))}
      </Tabs>
      <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
        {tab === 'details' && <PageDetailsForm page={page} />}
        {tab === 'widgets' && (
          <Suspense fallback={<LinearProgress />}>
            <PageWidgetsEditor pageId={page.id} />
          </Suspense>
        )}
        {tab === 'preview' && <PagePreviewPanel pageId={page.id} />}
      </Box>
    </Paper>
  );
}
