import { useRef, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../i18n/useFormat';
import type { AttachmentOnWire } from '../../../shared/documents/gateway-wire';
import { attachmentBody, uploadAttachment } from '../../../docstore/upload-attachment';

interface Props {
  documentId: number;
  open: boolean;
  onClose: () => void;
  onAdded: (attachment: AttachmentOnWire) => void;
}

/** The attachment modal (spec 001 §2): a file, a description, and the upload's progress. */
export function AttachmentDialog({ documentId, open, onClose, onAdded }: Props) {
  const translate = useTranslate();
  const format = useFormat();
  const [file, setFile] = useState<File>();
  const [description, setDescription] = useState('');
  const [progress, setProgress] = useState(0);
  const cancel = useRef<AbortController>(undefined);
  const upload = useMutation({
    mutationFn: async () => {
      if (!file) throw new Error(translate('portico.composer.attachments.chooseFile'));
      if (file.size === 0) throw new Error(translate('portico.composer.attachments.emptyFile'));
      cancel.current = new AbortController();
      setProgress(0);
      return uploadAttachment(documentId, await attachmentBody(file, description), setProgress, cancel.current.signal);
    },
    onSuccess: (added) => {
      onAdded(added);
      close();
    },
  });
  const close = () => {
    cancel.current?.abort();
    setFile(undefined);
    setDescription('');
    upload.reset();
    onClose();
  };
  const failed = upload.error && upload.error.name !== 'AbortError' ? upload.error : undefined;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="attachment-dialog-title">
      <DialogTitle id="attachment-dialog-title">{translate('portico.composer.attachments.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 0.5 }}>
          <Box>
            <Button component="label" variant="outlined" startIcon={<AttachFileIcon />} disabled={upload.isPending}>
              {translate('portico.composer.attachments.chooseFile')}
              <input
                type="file"
                hidden
                data-testid="attachment-file"
                aria-label={translate('portico.composer.attachments.chooseFile')}
                onChange={(e) => {
                  setFile(e.target.files?.[0]);
                  upload.reset();
                }}
              />
            </Button>
            <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }} color={file ? 'text.primary' : 'text.secondary'} data-testid="attachment-chosen">
              {file ? `${file.name} (${format.fileSize(file.size)})` : translate('portico.composer.attachments.noFile')}
            </Typography>
          </Box>
          <TextField
            label={translate('portico.composer.attachments.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            multiline
            minRows={2}
            disabled={upload.isPending}
            slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'attachment-description' } }}
          />
          {upload.isPending && <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={translate('portico.composer.attachments.uploading')} />}
          {failed && <Alert severity="error">{failed.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!file || upload.isPending} onClick={() => upload.mutate()} data-testid="attachment-upload">
          {translate('portico.composer.attachments.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
