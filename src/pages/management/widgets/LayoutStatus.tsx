import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { useLayoutSave } from './useLayoutSave';

/** Whether the widgets' places are being saved, or were not saved (with a retry). */
export function LayoutStatus({ layout }: { layout: ReturnType<typeof useLayoutSave> }) {
  const translate = useTranslate();
  if (layout.failed)
    return (
      <Alert
        severity="error"
        data-testid="layout-failed"
        sx={{ flexBasis: '100%' }}
        action={
          <Button color="inherit" size="small" onClick={layout.retry} data-testid="layout-retry">
            {translate('portico.pageManagement.widgets.retry')}
          </Button>
        }
      >
        {translate('portico.pageManagement.widgets.layoutFailed', { message: layout.error?.message ?? '' })}
      </Alert>
    );
  if (!layout.saving) return null;
  return (
    <Box role="status" data-testid="layout-saving" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
      <CircularProgress size={16} aria-hidden />
      <Typography variant="body2">{translate('portico.pageManagement.widgets.savingLayout')}</Typography>
    </Box>
  );
}
