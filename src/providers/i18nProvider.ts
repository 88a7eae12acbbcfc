import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import en from '../../i18n/en.json?first';
import { loadAllTextsWith } from '../i18n/all-texts';
import { mergeMessages } from '../i18n/merge-messages';
import { DEFAULT_LOCALE, LANGUAGES, LOCALE_KEY, isLocale, type Locale } from '../i18n/languages';

declare const __BUILD_TIMESTAMP__: string;

/**
 * English: react-admin's texts overridden by the portal's. The only language in the main bundle, with
 * only the first screens' texts (`en.json?first`, src/i18n/first-texts.ts); all of them are fetched
 * once a screen may need them (`loadAllEnglish`), or with another language, over which English fills
 * in what is missing.
 */
const english = mergeMessages(englishMessages, en);
let allEnglish: Promise<TranslationMessages> | undefined;
function loadAllEnglish(): Promise<TranslationMessages> {
  allEnglish ??= portalMessages(DEFAULT_LOCALE).then((portal) => {
    const all = mergeMessages(englishMessages, portal);
    ready.set(DEFAULT_LOCALE, all);
    return all;
  });
  allEnglish.catch(() => (allEnglish = undefined));
  return allEnglish;
}

/** React-admin's own texts for the languages that have a complete package; the others carry them in their file. */
const reactAdminMessages: Partial<Record<Locale, () => Promise<TranslationMessages>>> = {
  fr: async () => (await import('ra-language-french')).default,
};

async function portalMessages(locale: Locale): Promise<TranslationMessages> {
  const response = await fetch(`/i18n/${locale}.json?v=${__BUILD_TIMESTAMP__}`);
  if (!response.ok) throw new Error(`The texts for ${locale} could not be loaded (${response.status})`);
  return response.json();
}

/**
 * A language's texts: react-admin's in that language, overridden by the portal's `i18n/{locale}.json`
 * (fetched with the build's timestamp in the address, so a new build is never served stale), over
 * English for anything missing. Each language is loaded once, on first use.
 */
const loaded = new Map<Locale, Promise<TranslationMessages>>();
function load(locale: Locale): Promise<TranslationMessages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = Promise.all([loadAllEnglish(), reactAdminMessages[locale]?.() ?? {}, portalMessages(locale)]).then(
      ([allOfEnglish, reactAdmin, portal]) => mergeMessages(allOfEnglish, reactAdmin, portal),
    );
    // A failed load may be retried on the next change of language.
    messages.catch(() => loaded.delete(locale));
    loaded.set(locale, messages);
  }
  return messages;
}

/**
 * The language chosen earlier in this browser session is loaded before the first render, so a reload
 * shows it at once; if it cannot be loaded the portal starts in English. (The site's languages are
 * applied afterwards by LocaleSync.)
 */
const stored = sessionStorage.getItem(LOCALE_KEY);
const ready = new Map<string, TranslationMessages>([[DEFAULT_LOCALE, english]]);
let initialLocale: Locale = DEFAULT_LOCALE;
if (isLocale(stored) && stored !== DEFAULT_LOCALE) {
  try {
    ready.set(stored, await load(stored));
    initialLocale = stored;
  } catch (error) {
    console.error(error);
  }
}

export const i18nProvider = polyglotI18nProvider(
  (locale) => ready.get(locale) ?? (isLocale(locale) ? load(locale) : english),
  initialLocale,
  LANGUAGES.map(({ locale, name }) => ({ locale, name })),
  // Missing keys show the key's fallback (`_`) or the key itself, never a crash.
  { allowMissing: true },
);

// A screen that may show texts beyond the first screens' waits for all of English; in English they
// then take the place of the first ones.
loadAllTextsWith(async () => {
  await loadAllEnglish();
  if (i18nProvider.getLocale() === DEFAULT_LOCALE) await i18nProvider.changeLocale(DEFAULT_LOCALE);
});
