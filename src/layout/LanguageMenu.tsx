import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGES, LOCALE_KEY, allowedLocales } from '../i18n/languages';
import { useSiteInfo } from '../site/useSiteInfo';
import type { AppBarSection } from './app-bar-sections';

/** The language menu, only when the site allows more than one language. */
export function useLanguageSection(): AppBarSection | undefined {
  const site = useSiteInfo();
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const allowed = allowedLocales(site?.langs);
  if (!site || allowed.length < 2) return undefined;
  const current = LANGUAGES.find((l) => l.locale === locale)?.name ?? locale;
  return {
    id: 'language',
    label: current,
    // The name holds the shown language too, so that it can be called by what it shows (WCAG 2.5.3).
    name: `${translate('portico.menu.language')}: ${current}`,
    icon: <TranslateIcon />,
    entries: LANGUAGES.filter((l) => allowed.includes(l.locale)).map((l) => ({
      key: l.locale,
      label: l.name,
      lang: l.locale,
      selected: l.locale === locale,
      onSelect: () => {
        sessionStorage.setItem(LOCALE_KEY, l.locale);
        setLocale(l.locale);
      },
    })),
  };
}
