import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useTranslate, type HttpError } from 'react-admin';
import { messageOf } from '../admin/AdminPage';
import { useFormat } from '../i18n/useFormat';
import type { LibraryDocument } from '../shared/library-document';
import { uploadLibraryDocument } from './library';

interface Props {
  /** The document to edit; a new one when absent. */
  document?: LibraryDocument;
  /** The server's limit per file, in bytes, when known. */
  maxFileSize?: number;
  onClose: () => void;
  onSaved: (saved: LibraryDocument) => void;
}

/**
 * Uploads a new document or edits one (its file may be replaced), showing the upload's progress.
 * Cancelling while uploading stops the upload. Mounted while open, so that each opening starts afresh.
 */
export function LibraryDocumentDialog({ document, maxFileSize, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const { fileSize: formatFileSize } = useFormat();
  const [name, setName] = useState(document?.name ?? '');
  const [description, setDescription] = useState(document?.description ?? '');
  const [category, setCategory] = useState(document?.category ?? '');
  const [file, setFile] = useState<File>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [progress, setProgress] = useState<{ sent: number; total: number }>();
  const upload = useRef<AbortController>(undefined);
  const picker = useRef<HTMLInputElement>(null);

  const uploading = progress !== undefined;
  const tooLarge = (size: number) => translate('portico.documentLibrary.tooLarge', { limit: formatFileSize(maxFileSize ?? size) });

  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setErrors((e) => ({ ...e, file: chosen && maxFileSize && chosen.size > maxFileSize ? tooLarge(chosen.size) : '' }));
  };

  const cancel = () => {
    upload.current?.abort();
    onClose();
  };

  const save = async () => {
    const found: Record<string, string> = {};
    if (!name.trim()) found.name = translate('portico.validation.NotNull');
    if (!document && !file) found.file = translate('portico.documentLibrary.fileRequired');
    if (file && maxFileSize && file.size > maxFileSize) found.file = tooLarge(file.size);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setError(undefined);
    const controller = new AbortController();
    upload.current = controller;
    setProgress({ sent: 0, total: file?.size ?? 0 });
    try {
      const saved = await uploadLibraryDocument(
        { id: document?.id, name: name.trim(), description, category },
        file,
        (sent, total) => setProgress({ sent, total }),
        controller.signal,
      );
      onSaved(saved);
    } catch (e) {
      if ((e as Error).name === 'AbortError') return;
      const failure = e as HttpError;
      if (failure.status === 413) {
        setErrors({ file: tooLarge(file?.size ?? 0) });
      } else {
        const fieldKeys = (failure.body?.errors ?? {}) as Record<string, string>;
        setErrors(Object.fromEntries(Object.entries(fieldKeys).map(([field, key]) => [field, translate(key)])));
        setError(messageOf(e));
      }
    } finally {
      upload.current = undefined;
      setProgress(undefined);
    }
  };

  const percent = progress && progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : 0;

  return (
    <Dialog open onClose={uploading ? undefined : cancel} fullWidth maxWidth="sm" aria-labelledby="library-document-title">
      <DialogTitle id="library-document-title">
        {translate(document ? 'portico.documentLibrary.editTitle' : 'portico.documentLibrary.createTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && (
            <Alert severity="error" data-testid="library-dialog-error">
              {error}
            </Alert>
          )}
          <TextField
            label={translate('portico.documentLibrary.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            error={Boolean(errors.name)}
            helperText={errors.name || ' '}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'library-name' } }}
            disabled={uploading}
            fullWidth
          />
          <TextField
            label={translate('portico.documentLibrary.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={Boolean(errors.description)}
            helperText={errors.description}
            slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'library-description' } }}
            disabled={uploading}
            multiline
            minRows={2}
            fullWidth
          />
          <TextField
            label={translate('portico.documentLibrary.category')}
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            error={Boolean(errors.category)}
            helperText={errors.category || translate('portico.documentLibrary.categoryHelp')}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'library-category' } }}
            disabled={uploading}
            fullWidth
          />
          <Box>
            <input ref={picker} type="file" hidden data-testid="library-file" onChange={(e) => choose(e.target.files?.[0])} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => picker.current?.click()} disabled={uploading}>
                {translate(document ? 'portico.documentLibrary.replaceFile' : 'portico.documentLibrary.chooseFile')}
              </Button>
              {file && (
                <Button
                  size="small"
                  onClick={() => {
                    choose(undefined);
                    if (picker.current) picker.current.value = '';
                  }}
                  disabled={uploading}
                >
                  {translate('portico.form.clear')}
                </Button>
              )}
            </Stack>
            <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }} data-testid="library-chosen-file">
              {file
                ? `${file.name} (${formatFileSize(file.size)})`
                : document
                  ? translate('portico.documentLibrary.currentFile', { name: document.fileName, size: formatFileSize(document.fileSize) })
                  : translate('portico.documentLibrary.noFile')}
            </Typography>
            <Typography variant="caption" color={errors.file ? 'error' : 'text.secondary'} role={errors.file ? 'alert' : undefined}>
              {errors.file || (maxFileSize ? translate('portico.documentLibrary.sizeLimit', { limit: formatFileSize(maxFileSize) }) : '')}
            </Typography>
          </Box>
          {uploading && (
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
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel}>{translate('portico.action.cancel')}</Button>
        <Button variant="contained" startIcon={<CloudUploadIcon />} onClick={() => void save()} disabled={uploading} data-testid="library-save">
          {translate(document ? 'portico.action.save' : 'portico.documentLibrary.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
