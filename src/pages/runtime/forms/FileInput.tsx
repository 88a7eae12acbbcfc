import { useRef, useState } from 'react';
import { Alert, Box, Button, Chip, FormHelperText, LinearProgress, Stack, Typography } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { useController } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../i18n/useFormat';
import type { LibraryDocument } from '../../../shared/library-document';
import { fetchFile } from '../../../docstore/gateway-api';
import { LibraryPickerDialog } from '../modals/LibraryPickerDialog';
import { LIBRARY_API } from '../../../documentlibrary/library';
import { FILE_VALUE, type ChosenFile } from './chosen-file';
import { readAsDataUrl } from '../../../docstore/read-file';

interface Props {
  required: boolean;
  /** Offer the document library (signed-in visitors only: guests cannot read it). */
  library: boolean;
  /** The file the document has now, which a chosen one replaces. */
  currentName?: string | null;
  disabled?: boolean;
}

/** The document's file: chosen from the visitor's disk or, when allowed, from the document library. */
export function FileInput({ required, library, currentName, disabled }: Props) {
  const translate = useTranslate();
  const { fileSize } = useFormat();
  const { field, fieldState } = useController({ name: FILE_VALUE });
  const picker = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [picking, setPicking] = useState(false);
  const chosen = field.value as ChosenFile | null;

  const take = async (source: ChosenFile['source'], load: () => Promise<{ blob: Blob; name: string }>) => {
    setFailure(undefined);
    setReading(true);
    try {
      const { blob, name } = await load();
      if (blob.size === 0) throw new Error(translate('portico.composer.form.file.empty'));
      field.onChange({ name, size: blob.size, dataUrl: await readAsDataUrl(blob), source } satisfies ChosenFile);
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setReading(false);
      if (picker.current) picker.current.value = '';
    }
  };
  const fromLibrary = (doc: LibraryDocument) => {
    setPicking(false);
    void take('library', () => fetchFile(`${LIBRARY_API}/${doc.id}/file`).then(({ blob }) => ({ blob, name: doc.fileName })));
  };

  return (
    <Box>
      <Typography variant="body2" component="div" color={fieldState.error ? 'error' : 'text.secondary'} sx={{ mb: 0.5 }}>
        {translate('portico.composer.form.file.label')}
        {required ? ' *' : ''}
      </Typography>
      <input ref={picker} type="file" hidden data-testid="form-file" onChange={(e) => e.target.files?.[0] && void take('disk', async () => ({ blob: e.target.files![0], name: e.target.files![0].name }))} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" startIcon={<AttachFileIcon />} onClick={() => picker.current?.click()} disabled={disabled || reading}>
          {translate('portico.composer.form.file.choose')}
        </Button>
        {library && (
          <Button size="small" variant="outlined" startIcon={<LibraryBooksIcon />} onClick={() => setPicking(true)} disabled={disabled || reading}>
            {translate('portico.composer.form.file.library')}
          </Button>
        )}
        {chosen && (
          <Chip
            label={`${chosen.name} (${fileSize(chosen.size)})`}
            onDelete={disabled ? undefined : () => field.onChange(null)}
            data-testid="form-chosen-file"
            sx={{ maxWidth: '100%' }}
          />
        )}
      </Stack>
      {reading && <LinearProgress sx={{ mt: 1 }} aria-label={translate('portico.composer.form.file.reading')} />}
      {!chosen && currentName && (
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {translate('portico.composer.form.file.current', { name: currentName })}
        </Typography>
      )}
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {failure}
        </Alert>
      )}
      {library && <LibraryPickerDialog open={picking} onClose={() => setPicking(false)} onPick={fromLibrary} />}
    </Box>
  );
}
