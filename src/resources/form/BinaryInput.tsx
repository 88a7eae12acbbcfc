import { useRef } from 'react';
import { Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ClearIcon from '@mui/icons-material/Clear';
import { useFormContext } from 'react-hook-form';
import { FieldTitle, InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import type { PublishedField } from '../../shared/entities/model';
import { useFormat } from '../../i18n/useFormat';
import { base64Size } from '../fields/FieldValue';

export const FORM_IMAGE_HEIGHT = 100;

/** Reads a picked file as base64 without its `data:...;base64,` prefix. */
export const readAsBase64 = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** A binary field and its `{field}ContentType`: set by picking a file, cleared with a button. */
export function BinaryInput({ field, label, validate, resource }: { field: PublishedField; label: string; validate: Validator[]; resource: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const fileInput = useRef<HTMLInputElement>(null);
  const contentTypeSource = `${field.name}ContentType`;
  const { setValue, watch } = useFormContext();
  const {
    field: { value, onChange },
    fieldState: { error, invalid },
    isRequired,
  } = useInput({ source: field.name, validate, resource });
  const contentType: string | undefined = watch(contentTypeSource);
  const isImage = field.mediaType?.startsWith('image/') ?? false;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    onChange(await readAsBase64(file));
    setValue(contentTypeSource, file.type || 'application/octet-stream', { shouldDirty: true });
  };
  const clear = () => {
    onChange(null);
    setValue(contentTypeSource, null, { shouldDirty: true });
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <Box sx={{ mb: 2, width: '100%' }} data-testid={`binary-${field.name}`}>
      <Typography variant="caption" color={invalid ? 'error' : 'text.secondary'} component="div" sx={{ mb: 0.5 }}>
        <FieldTitle label={label} source={field.name} resource={resource} isRequired={isRequired} />
      </Typography>
      {value ? (
        isImage && contentType?.startsWith('image/') ? (
          <Box component="img" src={`data:${contentType};base64,${value}`} alt={label} sx={{ maxHeight: FORM_IMAGE_HEIGHT, display: 'block', mb: 1 }} />
        ) : (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {contentType}, {format.fileSize(base64Size(String(value)))}
          </Typography>
        )
      ) : null}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} size="small">
          {translate('portico.form.chooseFile')}
          <input
            ref={fileInput}
            hidden
            type="file"
            name={field.name}
            accept={field.mediaType ?? undefined}
            onChange={(e) => void pick(e.target.files?.[0])}
          />
        </Button>
        {value ? (
          <Button variant="text" color="inherit" size="small" startIcon={<ClearIcon />} onClick={clear} aria-label={translate('portico.form.clearFile', { field: label })}>
            {translate('portico.form.clear')}
          </Button>
        ) : null}
      </Stack>
      <FormHelperText error={invalid}>
        <InputHelperText error={error?.message} />
      </FormHelperText>
    </Box>
  );
}
