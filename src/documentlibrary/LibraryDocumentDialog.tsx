import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useTranslate } from 'react-admin';
import type { LibraryDocument } from '../shared/library-document';
import { LibraryFilePicker } from './LibraryFilePicker';
import { LibraryUploadProgress } from './LibraryUploadProgress';
import { useLibraryDocumentUpload } from './useLibraryDocumentUpload';

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
  const { name, setName, description, setDescription, category, setCategory, file, choose, errors, error, progress, cancel, save } =
    useLibraryDocumentUpload({ document, maxFileSize, onClose, onSaved });
  const uploading = progress !== undefined;

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
          <LibraryFilePicker document={document} file={file} error={errors.file} maxFileSize={maxFileSize} disabled={uploading} onChoose={choose} />
          {uploading && <LibraryUploadProgress progress={progress} />}
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
