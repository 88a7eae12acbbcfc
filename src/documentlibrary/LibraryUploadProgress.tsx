import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormat } from '../i18n/useFormat';

/** How far the library document's upload has gone, as a bar and in words. */
export function LibraryUploadProgress({ progress }: { progress: { sent: number; total: number } }) {
  const translate = useTranslate();
  const { fileSize: formatFileSize } = useFormat();
  const percent = progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;
  return (
    <Box data-testid="library-progress">
      <LinearProgress variant="determinate" value={percent} aria-label={translate('portico.documentLibrary.progress')} />
      <Typography variant="caption" color="text.secondary">
        {translate('portico.documentLibrary.uploading', {
          percent,
          sent: formatFileSize(progress.sent),
          total: formatFileSize(progress.total),
        })}
      </Typography>
    </Box>
  );
}
