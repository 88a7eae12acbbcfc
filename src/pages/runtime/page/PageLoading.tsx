import { Box, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What the composer shows while its tree or its page is on the way: a progress bar over the window's
 * height, so that the footer waits below it rather than being drawn at the top and pushed down when
 * the page comes (a layout shift, as the browser counts them).
 */
export function PageLoading() {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <LinearProgress aria-label={translate('portico.composer.loading')} />
    </Box>
  );
}
