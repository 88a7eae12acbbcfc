import { useRef, useState, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, esES, frFR, itIT } from '@mui/x-date-pickers/locales';
import { INVALID_DATE } from './date-entry';

const PICKER_TEXTS = { en: enUS, it: itIT, fr: frFR, es: esES, de: deDE };

/** The date pickers' language (month names, button labels) follows the visitor's. */
export function PickersLocalization({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const language = (locale.slice(0, 2) in PICKER_TEXTS ? locale.slice(0, 2) : 'en') as keyof typeof PICKER_TEXTS;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={language} localeText={PICKER_TEXTS[language].components.MuiLocalizationProvider.defaultProps.localeText}>
      {children}
    </LocalizationProvider>
  );
}


interface Props {
  name: string;
  label: string;
  /** YYYY-MM-DD, '' or INVALID_DATE. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  required?: boolean;
  disabled?: boolean;
  error?: string;
  autoFocus?: boolean;
}

/**
 * A document date: shown and typed as DD/MM/YYYY (spec 001 §5), held by the form as YYYY-MM-DD. A date
 * typed only in part stays in the field as typed while the form holds INVALID_DATE.
 */
export function DateInput({ name, label, value, onChange, onBlur, required, disabled, error, autoFocus }: Props) {
  const [typed, setTyped] = useState<Dayjs | null>(null);
  const shown = value === INVALID_DATE ? typed : value ? dayjs(value) : null;
  // The picker keeps a date typed in part into an empty field to itself (its value stays empty); its
  // hidden input shows the sections, so leaving the field tells the form whether something was typed.
  const sections = useRef<HTMLInputElement>(null);
  const left = () => {
    const partial = /\d/.test(sections.current?.value ?? '');
    if (value === '' && partial) {
      setTyped(null);
      onChange(INVALID_DATE);
    }
    else if (value === INVALID_DATE && !partial) onChange('');
    onBlur();
  };
  return (
    <DatePicker
      label={label}
      format="DD/MM/YYYY"
      value={shown}
      disabled={disabled}
      autoFocus={autoFocus}
      onChange={(date) => {
        if (date && !date.isValid()) {
          setTyped(date);
          onChange(INVALID_DATE);
        } else onChange(date ? date.format('YYYY-MM-DD') : '');
      }}
      slotProps={{
        textField: { name, variant: 'filled', size: 'small', fullWidth: true, required, error: !!error, helperText: error, onBlur: left, inputRef: sections },
        field: { clearable: !required },
      }}
    />
  );
}

/** A date input with its own localization, for a form that has no other date (the list's search). */
export const LocalizedDateInput = (props: Props) => (
  <PickersLocalization>
    <DateInput {...props} />
  </PickersLocalization>
);
