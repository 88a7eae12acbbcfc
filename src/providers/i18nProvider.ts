import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations } from 'react-admin';
import en from '../../i18n/en.json';

/** react-admin's own texts, overridden and extended by the portal's (i18n/en.json). */
export const i18nProvider = polyglotI18nProvider(() => mergeTranslations(englishMessages, en), 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});
