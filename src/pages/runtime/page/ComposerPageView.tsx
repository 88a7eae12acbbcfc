import { memo, useState } from 'react';
import { Alert, Box, Button, Typography } from '@mui/material';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { useLocaleState, useTranslate } from 'react-admin';
import type { EagerComposerPage } from '../../../shared/composer-page';
import { translatedText } from '../../../shared/translated-text';
import { WidgetGrid } from '../grid/WidgetGrid';
import { forgetLayouts } from '../grid/layout-storage';
import { PageStoreProvider } from '../state/PageStoreContext';
import { GuestCaptchaProvider } from '../../../docstore/useGuestCaptcha';
import { PageLoading } from './PageLoading';
import { PageStylesheets } from './PageStylesheets';
import { useCheckContext } from './useCheckContext';
import { useComposerPage } from './useComposerPage';

/**
 * One page as the visitor may see it, read and checked again in the client. Memoised: the screen
 * renders again when the address changes, as when the first page, shown at once, gets its path.
 */
export const ComposerPageView = memo(function ComposerPageView({ pageId }: { pageId: number }) {
  const translate = useTranslate();
  const context = useCheckContext();
  const { page, isPending, error, denied } = useComposerPage(pageId, context.data);

  if (error || context.error) return <Alert severity="error" sx={{ m: 2 }}>{(error ?? context.error)?.message}</Alert>;
  if (denied) return <Alert severity="info" sx={{ m: 2 }}>{translate('portico.composer.pageNotFound')}</Alert>;
  if (isPending || !page) return <PageLoading />;
  return <ComposerPageContent page={page} />;
});

/** A page the checks let through: its name, its stylesheets, and its widgets on the grid, with a way back to the configured layout. */
export function ComposerPageContent({ page }: { page: EagerComposerPage }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [generation, setGeneration] = useState(0);
  const stylesheets = [...(page.template?.stylesheets ?? []), ...page.stylesheets, ...page.widgets.flatMap((w) => w.stylesheets)];
  const reset = () => {
    forgetLayouts(page.id);
    setGeneration((g) => g + 1);
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="composer-page" data-page-id={page.id}>
      <PageStylesheets urls={stylesheets} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {translatedText(page.name, locale)}
        </Typography>
        {page.widgets.length > 0 && (
          <Button size="small" startIcon={<RestartAltIcon />} onClick={reset} data-testid="reset-layout">
            {translate('portico.composer.resetLayout')}
          </Button>
        )}
      </Box>
      {page.widgets.length === 0 ? (
        <Alert severity="info">{translate('portico.composer.noWidgets')}</Alert>
      ) : (
        <PageStoreProvider widgetIds={page.widgets.map((w) => w.id)}>
          <GuestCaptchaProvider>
            <WidgetGrid pageId={page.id} widgets={page.widgets} generation={generation} />
          </GuestCaptchaProvider>
        </PageStoreProvider>
      )}
    </Box>
  );
}
