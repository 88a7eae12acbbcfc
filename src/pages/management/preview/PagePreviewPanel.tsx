import { useState } from 'react';
import { Alert, Box, LinearProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ComposerPageContent } from '../../runtime/page/ComposerPageView';
import { useCheckedPage } from '../../runtime/page/useComposerPage';
import { PREVIEW_ROLES, type PreviewRole } from '../../../shared/page-management';
import { previewQuery } from '../pages-api';

/**
 * The page as a guest, a user or an administrator gets it: the server applies the permission checks
 * for that role and the runtime applies them again, as for a real visitor. The widgets then read the
 * documents with the administrator's own rights.
 */
export function PagePreviewPanel({ pageId }: { pageId: number }) {
  const translate = useTranslate();
  const [as, setAs] = useState<PreviewRole>('USER');
  const preview = useQuery(previewQuery(pageId, as));
  const { page, isPending, error, denied } = useCheckedPage(preview.data?.page ?? undefined, preview.data?.context);
  const hidden = preview.data?.page === null || denied;
  return (
    <Box data-testid="page-preview">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="body2" id="preview-as-label">
          {translate('portico.pageManagement.previewAs')}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={as} onChange={(_, next: PreviewRole | null) => next && setAs(next)} aria-labelledby="preview-as-label">
          {PREVIEW_ROLES.map((role) => (
            <ToggleButton key={role} value={role} data-testid={`preview-as-${role}`}>
              {translate(`portico.pageManagement.role.${role}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {preview.error || error ? (
        <Alert severity="error">{(preview.error ?? error)?.message}</Alert>
      ) : hidden ? (
        <Alert severity="info" data-testid="preview-hidden">
          {translate('portico.pageManagement.previewHidden', { role: translate(`portico.pageManagement.role.${as}`) })}
        </Alert>
      ) : isPending || preview.isFetching || !page ? (
        <LinearProgress aria-label={translate('portico.composer.loading')} />
      ) : (
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mx: { xs: -1, sm: 0 } }}>
          <ComposerPageContent key={`${as}-${preview.dataUpdatedAt}`} page={page} />
        </Box>
      )}
    </Box>
  );
}
