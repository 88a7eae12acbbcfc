import { Suspense } from 'react';
import { LinearProgress } from '@mui/material';
import {
  BooleanInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  useLocaleState,
} from 'react-admin';
import { translatedText } from '../../shared/translated-text';
import type { PublishedEntityModel, PublishedField } from '../../shared/entities/model';
import { modelOf } from '../models';
import { useEntityLabels } from '../useEntityLabels';
import { BinaryInput } from './BinaryInput';
import { lazyPage } from '../../common/lazyPage';
import { validatorsFor } from './validators';

// A theme's configuration: its form and preview (rjsf) load with the theme form only.
const ThemeConfInput = lazyPage(() => import('../../themes/ThemeConfInput').then((m) => m.ThemeConfInput));

/** Selection lists hold every row of the related entity. */
export const FULL_LIST = 10_000;

/** The input for one field of the model, chosen by its kind. */
export function FieldInput({ model, field, mode }: { model: PublishedEntityModel; field: PublishedField; mode: 'create' | 'edit' }) {
  const labels = useEntityLabels(model);
  const [locale] = useLocaleState();
  // A related row is named by its label field, in the visitor's language when it carries translations.
  const optionText = (labelField: string) => (record: Record<string, unknown>) => translatedText(String(record[labelField] ?? record.id), locale);
  const label = labels.field(field.name);
  // A secret is never read back: required when creating, and left empty when editing to keep it.
  const validate = validatorsFor(field.writeOnly && mode === 'edit' ? { ...field, required: false } : field);
  const common = { source: field.name, label, validate, helperText: field.description ?? false } as const;
  // Computed by the server (a site's validLicense comes from the licence): shown, never edited.
  if (field.derived) return null;
  // Who changed the row last and when are the server's to write: shown on an existing row, never typed.
  if (field.audit) return mode === 'edit' ? <TextInput source={field.name} label={label} readOnly helperText={false} sx={{ maxWidth: 320 }} /> : null;
  switch (field.kind) {
    case 'id':
      return <TextInput source="id" label={label} readOnly helperText={false} sx={{ maxWidth: 200 }} />;
    case 'contentType':
      return null;
    case 'binary':
      return <BinaryInput field={field} label={label} validate={validate} resource={model.name} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'integer':
    case 'number':
      return <NumberInput {...common} step={field.kind === 'integer' ? 1 : 'any'} sx={{ maxWidth: 320 }} />;
    case 'enum':
      return <SelectInput {...common} choices={field.enum!.map((v) => ({ id: v, name: v }))} emptyText="" sx={{ maxWidth: 320 }} />;
    case 'reference': {
      const target = modelOf(field.ref!);
      return (
        <ReferenceInput source={field.name} reference={target.name} perPage={FULL_LIST} sort={{ field: target.labelField, order: 'ASC' }}>
          <SelectInput label={label} validate={validate} optionText={optionText(target.labelField)} helperText={false} sx={{ minWidth: 320 }} />
        </ReferenceInput>
      );
    }
    case 'references': {
      const target = modelOf(field.ref!);
      return (
        <ReferenceArrayInput source={field.name} reference={target.name} perPage={FULL_LIST} sort={{ field: target.labelField, order: 'ASC' }}>
          <SelectArrayInput label={label} validate={validate} optionText={optionText(target.labelField)} helperText={false} sx={{ minWidth: 320 }} />
        </ReferenceArrayInput>
      );
    }
    default: {
      if (field.input === 'theme')
        return (
          // Named for the field it stands in for, while its form loads.
          <Suspense fallback={<LinearProgress aria-label={label} sx={{ width: 1, my: 2 }} />}>
            <ThemeConfInput source={field.name} label={label} validate={validate} />
          </Suspense>
        );
      if (field.writeOnly)
        return <PasswordInput {...common} autoComplete="new-password" helperText={mode === 'edit' ? 'portico.form.keepSecret' : false} fullWidth />;
      const multiline = field.input === 'multiline' || field.input === 'code';
      return (
        <TextInput
          {...common}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          fullWidth
          sx={field.input === 'code' ? { '& textarea': { fontFamily: 'monospace' } } : undefined}
        />
      );
    }
  }
}
