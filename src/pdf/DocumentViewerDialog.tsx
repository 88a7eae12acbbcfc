import { Dialog, DialogTitle, IconButton, useMediaQuery, useTheme } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { LazyPdfViewer } from './LazyPdfViewer';
import type { PdfViewerProps } from './PdfViewer';

export interface DocumentViewerDialogProps extends Omit<PdfViewerProps, 'source'> {
  documentId: number | undefined;
  onClose(): void;
}

/** The document-viewer modal (001 §2): a document's PDF in the viewer, over the page; the whole screen on a phone. */
export function DocumentViewerDialog({ documentId, onClose, ...viewer }: DocumentViewerDialogProps) {
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={documentId !== undefined} onClose={onClose} fullScreen={phone} fullWidth maxWidth="lg" aria-labelledby="document-viewer-title" slotProps={{ paper: { sx: { height: phone ? '100%' : '90vh' } } }}>
      <DialogTitle id="document-viewer-title" sx={{ display: 'flex', alignItems: 'center', py: 1, pr: 1 }}>
        <span style={{ flex: 1 }}>{translate('portico.pdf.viewer.title', { id: documentId ?? '' })}</span>
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {documentId !== undefined && <LazyPdfViewer source={{ documentId }} {...viewer} />}
    </Dialog>
  );
}
