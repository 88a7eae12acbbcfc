import { Checkbox, FormControlLabel, FormHelperText, TextField } from '@mui/material';
import { useController } from 'react-hook-form';
import { ChoiceInput } from './ChoiceInput';
import { DateInput } from './DateInput';
import { isChoice, MULTILINE_FROM, valueName, type EditorField } from './editor-fields';

interface Props {
  field: EditorField;
  fields: EditorField[];
  /** Read-only fields can still be read; the whole form is disabled while it is sent. */
  disabled?: boolean;
  /** Called after the visitor changes the value (the form clears the fields that depend on it). */
  onChanged?: (field: EditorField) => void;
}

/** Texts that may be this long start with three lines; shorter multi-line ones with one that grows. */
const LONG_TEXT_FROM = 500;

/** One field of a document form, with the input its type asks for and its validation message. */
export function EditorFieldInput({ field, fields, disabled, onChanged }: Props) {
  const name = valueName(field.id);
  const { field: input, fieldState } = useController({ name });
  const error = fieldState.error?.message;
  const locked = disabled || field.readOnly;
  const change = (value: unknown) => {
    input.onChange(value);
    onChanged?.(field);
  };

  if (isChoice(field))
    return <ChoiceInput field={field} fields={fields} name={name} value={input.value} onChange={change} onBlur={input.onBlur} disabled={locked} error={error} />;
  if (field.kind === 'date')
    return <DateInput name={name} label={field.name} value={String(input.value ?? '')} onChange={change} onBlur={input.onBlur} required={field.required} disabled={locked} error={error} />;
  if (field.kind === 'boolean')
    return (
      <div>
        <FormControlLabel
          control={<Checkbox name={name} checked={input.value === true} onChange={(event) => change(event.target.checked)} onBlur={input.onBlur} disabled={locked} size="small" />}
          label={field.name}
        />
        {error && <FormHelperText error>{error}</FormHelperText>}
      </div>
    );
  const multiline = field.kind === 'text' && (field.maxLength ?? 0) > MULTILINE_FROM;
  return (
    <TextField
      name={name}
      inputRef={input.ref}
      label={field.name}
      value={input.value ?? ''}
      onChange={(event) => change(event.target.value)}
      onBlur={input.onBlur}
      required={field.required}
      disabled={disabled}
      error={!!error}
      helperText={error}
      multiline={multiline}
      minRows={multiline ? ((field.maxLength ?? 0) > LONG_TEXT_FROM ? 3 : 1) : undefined}
      maxRows={multiline ? 10 : undefined}
      size="small"
      fullWidth
      slotProps={{ htmlInput: { readOnly: field.readOnly, inputMode: field.kind === 'number' ? 'decimal' : undefined } }}
    />
  );
}
