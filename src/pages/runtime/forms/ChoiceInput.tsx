import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EditorField } from './editor-fields';
import type { Choice } from './form-values';
import { useChoices } from './useChoices';

interface Props {
  field: EditorField;
  fields: EditorField[];
  name: string;
  /** A list field's `{id, label}` (or null); another field's chosen label. */
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  disabled?: boolean;
  error?: string;
}

const NONE = '';

/**
 * A select of a field's choices. A list field holds the entry (`{id, label}`, sent as its id); a
 * field of another type holds the label chosen. A value that is no longer offered stays shown.
 */
export function ChoiceInput({ field, fields, name, value, onChange, onBlur, disabled, error }: Props) {
  const translate = useTranslate();
  const { choices, isPending, error: failure, waitingFor } = useChoices(field, fields);
  const byEntry = field.kind === 'list';
  const current = byEntry ? (value as Choice | null) : value ? { id: String(value), label: String(value) } : null;
  const key = (choice: Choice) => (byEntry ? String(choice.id) : choice.label);
  const offered = current && !choices.some((c) => key(c) === key(current)) ? [current, ...choices] : choices;
  const waiting = waitingFor.length > 0;
  const helper = error ?? failure?.message ?? (waiting ? translate('portico.composer.form.chooseFirst', { field: waitingFor.map((f) => f.name).join(', ') }) : undefined);
  return (
    <TextField
      select
      name={name}
      label={field.name}
      value={current ? key(current) : NONE}
      onChange={(event) => {
        const chosen = offered.find((c) => key(c) === event.target.value);
        onChange(chosen ? (byEntry ? { id: chosen.id, label: chosen.label } : chosen.label) : byEntry ? null : '');
      }}
      onBlur={onBlur}
      required={field.required}
      disabled={disabled || waiting}
      error={!!error || !!failure}
      helperText={helper}
      size="small"
      fullWidth
      slotProps={{
        select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } },
        // What the field waits for stays readable while the field is disabled.
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
      }}
    >
      <MenuItem value={NONE}>
        <em>{translate(isPending ? 'portico.composer.loading' : offered.length ? 'portico.composer.form.none' : 'portico.composer.form.noChoices')}</em>
      </MenuItem>
      {offered.map((choice) => (
        <MenuItem key={key(choice)} value={key(choice)}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
