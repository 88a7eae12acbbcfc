import { useRef } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslate } from 'react-admin';
import { useFormat } from '../i18n/useFormat';
import type { LibraryDocument } from '../shared/library-document';

interface Props {
  /** The document edited, whose current file is named until another is chosen; none for a new one. */
  document?: LibraryDocument;
  file?: File;
  /** Why the file cannot be sent, if it cannot. */
  error?: string;
  maxFileSize?: number;
  disabled: boolean;
  onChoose: (file: File | undefined) => void;
}

/** The library document's file: the button that picks it, the file chosen or kept, and the size limit or the file's error. */
export function LibraryFilePicker({ document, file, error, maxFileSize, disabled, onChoose }: Props) {
  const translate = useTranslate();
  const { fileSize: formatFileSize } = useFormat();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <input ref={picker} type="file" hidden data-testid="library-file" onChange={(e) => onChoose(e.target.files?.[0])} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => picker.current?.click()} disabled={disabled}>
          {translate(document ? 'portico.documentLibrary.replaceFile' : 'portico.documentLibrary.chooseFile')}
        </Button>
        {file && (
          <Button
            size="small"
            onClick={() => {
              onChoose(undefined);
              if (picker.current) picker.current.value = '';
            }}
            disabled={disabled}
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
      <Typography variant="caption" color={error ? 'error' : 'text.secondary'} role={error ? 'alert' : undefined}>
        {error || (maxFileSize ? translate('portico.documentLibrary.sizeLimit', { limit: formatFileSize(maxFileSize) }) : '')}
      </Typography>
    </Box>
  );
}
