import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../../i18n/useFormat';
import { fetchFile, GATEWAY, saveBlob } from '../../../../docstore/gateway-api';
import { withFileRetries } from '../../../../docstore/file-retries';
import { openDocumentFile } from '../../../../docstore/open-file';
import { whenOpened } from '../../../../common/whenOpened';
import { DEFAULT_FEATURES } from '../../../../pdf/viewer/tool-visibility';

const DocumentViewerDialog = whenOpened(() => import('../../../../pdf/DocumentViewerDialog').then((m) => m.DocumentViewerDialog), (p) => p.documentId !== undefined);

interface Props {
  id: number;
  name: string;
  size?: number | null;
  /** A PDF, which the viewer shows. */
  pdf: boolean;
  /** The server named a newer version of the document while sending the file (x-new-doc-id), or the viewer saved or signed one. */
  onNewVersion: (newId: number, signed?: boolean) => void;
}

/** A document's file: its name and size, the viewer for a PDF, a download (tried again while the file is not there yet) and opening it in a new tab. */
export function DocumentFileBar({ id, name, size, pdf, onNewVersion }: Props) {
  const [viewing, setViewing] = useState(false);
  const translate = useTranslate();
  const format = useFormat();
  const download = useMutation({
    mutationFn: () => withFileRetries(() => fetchFile(`${GATEWAY}/entities/${id}/getFile`)),
    onSuccess: ({ blob, name: served, newDocId }) => {
      saveBlob(blob, served);
      if (newDocId && newDocId !== id) onNewVersion(newDocId);
    },
  });
  const open = useMutation({ mutationFn: () => openDocumentFile(id) });
  const error = download.error ?? open.error;
  return (
    <Box sx={{ mb: 1.5 }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ minWidth: 0 }}>
        <InsertDriveFileIcon fontSize="small" color="action" aria-hidden />
        <Typography variant="body2" noWrap title={name} sx={{ minWidth: 0, fontWeight: 500 }} data-testid="document-file-name">
          {name}
        </Typography>
        {size != null && (
          <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }} data-testid="document-file-size">
            {format.fileSize(size)}
          </Typography>
        )}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.75 }}>
        {pdf && (
          <Button size="small" variant="contained" startIcon={<PdfIcon />} onClick={() => setViewing(true)} data-testid="document-view">
            {translate('portico.composer.detail.view')}
          </Button>
        )}
        <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={download.isPending} onClick={() => download.mutate()} data-testid="document-download">
          {translate(download.isPending ? 'portico.composer.detail.downloading' : 'portico.composer.detail.download')}
        </Button>
        <Button size="small" startIcon={<OpenInNewIcon />} disabled={open.isPending} onClick={() => open.mutate()} title={translate('portico.composer.detail.openTitle')} data-testid="document-open">
          {translate('portico.composer.detail.open')}
        </Button>
      </Stack>
      <DocumentViewerDialog documentId={viewing ? id : undefined} features={DEFAULT_FEATURES} onClose={() => setViewing(false)} onNewVersion={(_, newId, kind) => onNewVersion(newId, kind === 'signed')} />
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error.message}
        </Alert>
      )}
    </Box>
  );
}
