import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import en from '../../i18n/en.json';
import { DEFAULT_LOCALE, LANGUAGES, LOCALE_KEY, isLocale } from '../i18n/languages';

declare const __BUILD_TIMESTAMP__: string;

const english = mergeTranslations(englishMessages, en) as TranslationMessages;

/**
 * English is bundled; the other languages load on demand from `i18n/{locale}.json` (react-admin's
 * own texts included), the build's timestamp in the address so a new build is never served stale.
 */
async function messages(locale: string): Promise<TranslationMessages> {
  if (locale === DEFAULT_LOCALE || !isLocale(locale)) return english;
  const response = await fetch(`/i18n/${locale}.json?v=${__BUILD_TIMESTAMP__}`);
  if (!response.ok) return english;
  return mergeTranslations(english, await response.json()) as TranslationMessages;
}

const stored = sessionStorage.getItem(LOCALE_KEY);

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === DEFAULT_LOCALE ? english : messages(locale)),
  isLocale(stored) ? stored : DEFAULT_LOCALE,
  LANGUAGES.map(({ locale, name }) => ({ locale, name })),
  // Missing keys show the key's fallback (`_`) or the key itself, never a crash.
  { allowMissing: true },
);
