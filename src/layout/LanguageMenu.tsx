import { useState } from 'react';
import { Button, MenuItem } from '@mui/material';
import { AppBarMenu } from './AppBarMenu';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGES, LOCALE_KEY, allowedLocales } from '../i18n/languages';
import { useSiteInfo } from '../site/useSiteInfo';

/** The language dropdown, shown only when the site allows more than one language. */
export function LanguageMenu() {
  const site = useSiteInfo();
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const allowed = allowedLocales(site?.langs);
  if (!site || allowed.length < 2) return null;
  const current = LANGUAGES.find((l) => l.locale === locale)?.name ?? locale;
  return (
    <>
      {/* The name holds the shown language too, so that it can be called by what it shows (WCAG 2.5.3). */}
      <Button color="inherit" startIcon={<TranslateIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu" aria-label={`${translate('portico.menu.language')}: ${current}`}>
        {current}
      </Button>
      <AppBarMenu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LANGUAGES.filter((l) => allowed.includes(l.locale)).map((l) => (
          <MenuItem
            key={l.locale}
            selected={l.locale === locale}
            lang={l.locale}
            onClick={() => {
              sessionStorage.setItem(LOCALE_KEY, l.locale);
              setLocale(l.locale);
              setAnchor(null);
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </AppBarMenu>
    </>
  );
}
