import { lazy, Suspense, useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldDescription } from '../../../../shared/documents/gateway-wire';
import { shownDate } from '../../../../shared/documents/dates';
import { loadChunk } from '../../../../common/lazyPage';
import { findList, useValueLists } from '../../../../docstore/useFamilies';

interface Props {
  field: Pick<FieldDescription, 'id' | 'name' | 'kind' | 'list'>;
  /** The input's name, unique in the form. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

const SIZE = { size: 'small', fullWidth: true } as const;

// The date picker (MUI X and dayjs, more than the rest of the list) loads when a visitor reaches for a date.
const loadDateInput = () => loadChunk(() => import('../../forms/DateInput'));
const DateInput = lazy(() => loadDateInput().then((m) => ({ default: m.LocalizedDateInput })));

/**
 * One input of the search form, by the field's kind: dates get the forms' date input (DD/MM/YYYY,
 * held as YYYY-MM-DD, sent as YYYYMMDD), numbers a number input, yes/no and value-list fields a select whose empty choice means
 * "any". A value list is searched by its entry's label, as the gateway's `like` on a list field reads it.
 */
export function SearchField({ field, name, label, value, onChange, error }: Props) {
  const translate = useTranslate();
  const change = (e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value);
  switch (field.kind) {
    case 'date':
      return <SearchDateField name={name} label={label} value={value} onChange={onChange} error={error} />;
    case 'number':
      return <TextField {...SIZE} type="number" label={label} value={value} onChange={change} slotProps={{ htmlInput: { step: 'any' } }} />;
    case 'boolean':
      return (
        <TextField {...SIZE} select label={label} value={value} onChange={change}>
          <MenuItem value="">{translate('portico.composer.list.any')}</MenuItem>
          <MenuItem value="true">{translate('portico.common.yes')}</MenuItem>
          <MenuItem value="false">{translate('portico.common.no')}</MenuItem>
        </TextField>
      );
    case 'list':
      return <ListSelect list={field.list} label={label} value={value} onChange={change} />;
    default:
      return <TextField {...SIZE} label={label} value={value} onChange={change} />;
  }
}

/**
 * A date of the search form: a plain field showing the date until the visitor moves into it, then the
 * date picker in its place, focused (its script is asked for as soon as the pointer is over the field).
 */
function SearchDateField({ name, label, value, onChange, error }: Omit<Props, 'field'>) {
  const [focused, setFocused] = useState(false);
  const placeholder = (
    <TextField
      {...SIZE}
      name={name}
      label={label}
      value={shownDate(value) ?? ''}
      error={!!error}
      helperText={error}
      onPointerEnter={() => void loadDateInput().catch(() => undefined)}
      onFocus={() => setFocused(true)}
      slotProps={{ htmlInput: { readOnly: true, placeholder: 'DD/MM/YYYY' } }}
    />
  );
  if (!focused) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <DateInput name={name} label={label} value={value} onChange={onChange} onBlur={() => undefined} error={error} autoFocus />
    </Suspense>
  );
}

function ListSelect({ list, label, value, onChange }: { list?: string; label: string; value: string; onChange: (e: React.ChangeEvent<HTMLInputElement>) => void }) {
  const translate = useTranslate();
  const lists = useValueLists();
  const entries = findList(lists.data, list)?.entries ?? [];
  return (
    <TextField {...SIZE} select label={label} value={entries.some((e) => e.label === value) ? value : ''} onChange={onChange} disabled={lists.isPending}>
      <MenuItem value="">{translate('portico.composer.list.any')}</MenuItem>
      {entries.map((entry) => (
        <MenuItem key={entry.id} value={entry.label}>
          {entry.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
