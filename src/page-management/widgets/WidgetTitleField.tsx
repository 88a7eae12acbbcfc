import { useState } from 'react';
import { Button, InputAdornment, TextField } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'react-admin';
import { TranslationTextDialog } from '../../composer/modals/TranslationTextDialog';
import { translatedText, translationsOf } from '../../shared/translated-text';

/**
 * A widget's title: one text, or a text per language through the translation-text modal (stored as
 * the runtime reads it, a JSON object of language code to text).
 */
export function WidgetTitleField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const translations = translationsOf(value);
  return (
    <>
      <TextField
        label={translate('portico.pageManagement.widgets.title')}
        value={translations ? translatedText(value, locale) : value}
        onChange={(e) => onChange(e.target.value)}
        required
        fullWidth
        error={!!error}
        helperText={error ?? (translations ? translate('portico.pageManagement.widgets.titleTranslated', { languages: Object.keys(translations).join(', ') }) : ' ')}
        slotProps={{
          htmlInput: { readOnly: !!translations, 'data-testid': 'widget-title' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Button size="small" startIcon={<TranslateIcon />} onClick={() => setOpen(true)}>
                  {translate('portico.pageManagement.widgets.translations')}
                </Button>
              </InputAdornment>
            ),
          },
        }}
      />
      <TranslationTextDialog
        open={open}
        title={translate('portico.pageManagement.widgets.titleTranslations')}
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
