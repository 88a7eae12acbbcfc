import { NO_TRANSLATION, translatedText } from '../../shared/translated-text';

/**
 * A configured text in a language: a plain text, a JSON text of translations, or an object of them
 * (widget schemas' `text`). A missing translation shows NO TRANSLATION FOUND (spec 001 §5).
 */
export function localText(text: string | Record<string, string> | undefined | null, locale: string): string {
  if (text && typeof text === 'object') return text[locale.slice(0, 2)] ?? NO_TRANSLATION;
  return translatedText(text, locale);
}
