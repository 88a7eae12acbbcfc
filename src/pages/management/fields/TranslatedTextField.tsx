import { useState } from 'react';
import { Button, InputAdornment, TextField } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'react-admin';
import { TranslationTextDialog } from '../../runtime/modals/TranslationTextDialog';
import { translatedText, translationsOf } from '../../../shared/translated-text';

interface Props {
  label: string;
  /** The translation-text modal's title. */
  dialogTitle: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Names the field `{testId}` and its Translations button `{testId}-translations` for tests. */
  testId: string;
}

/**
 * A page's name or a widget's title: typed as one text, or given per language in the translation-text
 * modal (stored as the runtime reads it, a JSON object of language code to text), then read-only here.
 */
export function TranslatedTextField({ label, dialogTitle, value, onChange, error, testId }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const translations = translationsOf(value);
  const languages = translations ? Object.keys(translations).join(', ') : undefined;
  return (
    <>
      <TextField
        label={label}
        value={translations ? translatedText(value, locale) : value}
        onChange={(e) => onChange(e.target.value)}
        required
        fullWidth
        error={!!error}
        helperText={error ?? (languages ? translate('portico.pageManagement.translatedInto', { languages }) : ' ')}
        slotProps={{
          htmlInput: { readOnly: !!translations, 'data-testid': testId },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Button size="small" startIcon={<TranslateIcon />} onClick={() => setOpen(true)} data-testid={`${testId}-translations`}>
                  {translate('portico.pageManagement.translations')}
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      <TranslationTextDialog
        open={open}
        title={dialogTitle}
        value={translations ?? value}
        onClose={() => setOpen(false)}
        onSave={(texts) => {
          setOpen(false);
          onChange(Object.keys(texts).length ? JSON.stringify(texts) : '');
        }}
      />
    </>
  );
}
