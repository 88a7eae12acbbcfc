import { useCallback, useState } from 'react';
import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { FormProvider, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { useFormat } from '../../../i18n/useFormat';
import { FILE_VALUE, type ChosenFile } from './chosen-file';
import { PickersLocalization } from './DateInput';
import { valueName, type EditorField } from './editor-fields';
import { EditorFieldInput } from './EditorFieldInput';
import { FileInput } from './FileInput';
import { blankValue, dependentsOf, formPayload, type FormValues } from './form-values';
import { saveProblems } from './save-problems';
import { useSaveDocument } from './useSaveDocument';
import { formProblems } from './validation';

export interface EditorFormProps {
  fam: string | number;
  fields: EditorField[];
  initial: FormValues;
  documentId?: number;
  widgetId: number;
  file: 'none' | 'optional' | 'required';
  library: boolean;
  /** The file the document has now, if any. */
  currentFileName?: string | null;
  submitLabel?: string;
  onSaved?: (id: number, oldId?: number) => void;
  onCancel?: () => void;
  disabled?: boolean;
}

/** The form itself: its fields, the file, the checks before sending, the save and what a refusal says. */
export function EditorForm({ fam, fields, initial, documentId, widgetId, file, library, currentFileName, submitLabel, onSaved, onCancel, disabled }: EditorFormProps) {
  const translate = useTranslate();
  const { fileSize } = useFormat();
  const fileRequired = file === 'required' && !currentFileName;
  const resolver = useCallback<Resolver<FormValues>>(
    (values) => {
      const problems: Record<string, { key: string; max?: number }> = formProblems(fields, values);
      if (fileRequired && !values[FILE_VALUE]) problems[FILE_VALUE] = { key: 'required' };
      const errors = Object.fromEntries(
        Object.entries(problems).map(([name, problem]) => [name, { type: problem.key, message: translate(`portico.composer.form.invalid.${problem.key}`, problem) }]),
      ) as FieldErrors<FormValues>;
      return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
    },
    [fields, fileRequired, translate],
  );
  const form = useForm<FormValues>({ defaultValues: { ...initial, [FILE_VALUE]: null }, resolver });
  const { save, saving, progress } = useSaveDocument({ fam, documentId, widgetId });
  const [alert, setAlert] = useState<string>();
  const locked = saving || !!disabled;

  // A field whose choices depend on the one changed no longer holds a valid choice.
  const changed = (field: EditorField) => {
    for (const dependent of dependentsOf(fields, field.id)) form.setValue(valueName(dependent.id), blankValue(dependent));
  };

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    const chosen = values[FILE_VALUE] as ChosenFile | null;
    const payload = formPayload(fields, values, { editing: documentId !== undefined, initial, fileDataUrl: chosen?.dataUrl });
    try {
      const id = await save({ payload, fileName: chosen?.name });
      if (id !== undefined) onSaved?.(id, documentId);
    } catch (error) {
      const problems = saveProblems(error, fields, translate);
      for (const [name, message] of Object.entries(problems.fields)) form.setError(name, { type: 'server', message });
      setAlert(problems.alert);
    }
  });

  const percent = progress && progress.total > 0 ? Math.round((progress.sent / progress.total) * 100) : undefined;
  return (
    <PickersLocalization>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="document-editor">
          <Stack spacing={2} sx={{ pt: 1 }}>
            {fields.map((field) => (
              <EditorFieldInput key={field.id} field={field} fields={fields} disabled={locked} onChanged={changed} />
            ))}
            {file !== 'none' && <FileInput required={file === 'required'} library={library} currentName={currentFileName} disabled={locked} />}
            {saving && (form.getValues(FILE_VALUE) as ChosenFile | null) && (
              <Box data-testid="form-progress">
                <LinearProgress variant={percent === undefined ? 'indeterminate' : 'determinate'} value={percent} aria-label={translate('portico.composer.form.file.sending')} />
                {progress && (
                  <Typography variant="caption" color="text.secondary">
                    {translate('portico.composer.form.file.progress', { percent, sent: fileSize(progress.sent), total: fileSize(progress.total) })}
                  </Typography>
                )}
              </Box>
            )}
            {alert && (
              <Alert severity="error" role="alert" data-testid="form-error">
                {alert}
              </Alert>
            )}
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              {onCancel && (
                <Button onClick={onCancel} disabled={saving}>
                  {translate('ra.action.cancel')}
                </Button>
              )}
              <Button type="submit" variant="contained" disabled={locked} data-testid="form-submit">
                {submitLabel || translate('ra.action.save')}
              </Button>
            </Stack>
          </Stack>
        </Box>
      </FormProvider>
    </PickersLocalization>
  );
}
