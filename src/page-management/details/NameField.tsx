import { useState } from 'react';
import { Button, InputAdornment, TextField } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'react-admin';
import { TranslationTextDialog } from '../../composer/modals/TranslationTextDialog';
import { translatedText, translationsOf } from '../../shared/translated-text';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * A page's name: typed as one text, or given per language in the translation-text modal (stored as
 * the runtime reads it, a JSON object of language code to name).
 */
export function NameField({ value, onChange, error }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const translations = translationsOf(value);
  const languages = translations ? Object.keys(translations).join(', ') : undefined;
  return (
    <>
      <TextField
        label={translate('portico.pageManagement.name')}
        value={translations ? translatedText(value, locale) : value}
        onChange={(e) => onChange(e.target.value)}
        required
        fullWidth
        error={!!error}
        helperText={error ?? (languages ? translate('portico.pageManagement.nameTranslated', { languages }) : ' ')}
        slotProps={{
          htmlInput: { readOnly: !!translations, 'data-testid': 'page-name' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Button size="small" startIcon={<TranslateIcon />} onClick={() => setOpen(true)} data-testid="page-name-translations">
                  {translate('portico.pageManagement.translations')}
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      <TranslationTextDialog
        open={open}
        title={translate('portico.pageManagement.nameTitle')}
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
