import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs, TextField, useMediaQuery, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { allowedLocales, LANGUAGES } from '../../../i18n/languages';
import { useSiteInfo } from '../../../site/useSiteInfo';

export type Translations = Record<string, string>;

interface Props {
  open: boolean;
  title: string;
  /** The text now: one for every language (a plain text), or its translations. */
  value: string | Translations | undefined;
  /** Several lines (HTML); one line otherwise. */
  multiline?: boolean;
  busy?: boolean;
  error?: string;
  onSave: (value: Translations) => void;
  onClose: () => void;
}

/** A plain text stands for every language; translations are taken as they are. */
const startingTexts = (value: Props['value'], languages: string[]): Translations =>
  typeof value === 'object' && value ? { ...value } : Object.fromEntries(languages.map((l) => [l, value ?? '']));

/**
 * The translation-text modal (spec 001 §2): a text in each of the site's languages, one tab per
 * language (a tab is marked while its text is empty). It answers `{lang: text}` without the empty
 * ones, so that a language left empty shows NO TRANSLATION FOUND rather than a blank.
 */
export function TranslationTextDialog({ open, title, value, multiline, busy, error, onSave, onClose }: Props) {
  const translate = useTranslate();
  const site = useSiteInfo();
  // On a phone the texts get the whole screen.
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const siteLanguages: string[] = allowedLocales(site?.langs);
  const [texts, setTexts] = useState<Translations>();
  // Until something is typed, the text as it is now.
  const shown = texts ?? startingTexts(value, siteLanguages);
  const languages = [...new Set([...siteLanguages, ...Object.keys(shown)])];
  const [tab, setTab] = useState(0);
  const language = languages[Math.min(tab, languages.length - 1)];
  const nameOf = (code: string) => LANGUAGES.find((l) => l.locale === code)?.name ?? code;
  // Left as it was when closed, then forgotten once the dialog is gone: the next opening starts afresh.
  const forget = () => {
    setTexts(undefined);
    setTab(0);
  };
  const save = () => onSave(Object.fromEntries(Object.entries(shown).filter(([, text]) => text.trim() !== '')));

  return (
    <Dialog open={open} onClose={onClose} fullWidth fullScreen={fullScreen} maxWidth="md" aria-labelledby="translation-text-title" slotProps={{ transition: { onExited: forget } }}>
      <DialogTitle id="translation-text-title">{title}</DialogTitle>
      <DialogContent>
        <Tabs value={Math.min(tab, languages.length - 1)} onChange={(_, next: number) => setTab(next)} variant="scrollable" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
          {languages.map((code) => (
            <Tab
              key={code}
              lang={code}
              data-testid={`translation-tab-${code}`}
              label={
                <span>
                  {nameOf(code)}
                  {!shown[code]?.trim() && ' '}
                  {!shown[code]?.trim() && (
                    <Box component="span" sx={{ color: 'warning.dark', fontSize: '0.75em' }}>
                      ({translate('portico.composer.translation.missing')})
                    </Box>
                  )}
                </span>
              }
            />
          ))}
        </Tabs>
        <Box lang={language}>
          <TextField
            key={language}
            label={translate('portico.composer.translation.textIn', { language: nameOf(language) })}
            value={shown[language] ?? ''}
            onChange={(e) => setTexts({ ...shown, [language]: e.target.value })}
            helperText={shown[language]?.trim() ? ' ' : translate('portico.composer.translation.emptyHint')}
            multiline={multiline}
            minRows={multiline ? 8 : undefined}
            maxRows={multiline ? 20 : undefined}
            fullWidth
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: 100000, 'data-testid': `translation-text-${language}`, spellCheck: !multiline, sx: multiline ? { fontFamily: 'monospace', fontSize: 13 } : undefined } }}
          />
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={busy} data-testid="translation-save">
          {translate('ra.action.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
