/**
 * Texts that carry their own translations (spec 001 §5: "embedded multi-language text"), such as page
 * names: a JSON object of language code to text, `{"en":"Invoices","it":"Fatture"}`. Any other text is
 * the same in every language. A translated text without the language asked for shows NO_TRANSLATION,
 * as the spec says, so that a missing translation is seen and fixed rather than hidden.
 */
export const NO_TRANSLATION = 'NO TRANSLATION FOUND';

export type Translations = Record<string, string>;

/** The translations a text carries, or undefined for a plain text. */
export function translationsOf(text: string | null | undefined): Translations | undefined {
  if (!text || !text.trimStart().startsWith('{')) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    const entries = Object.entries(parsed as Record<string, unknown>);
    if (!entries.length || !entries.every(([key, value]) => /^[a-z]{2}$/.test(key) && typeof value === 'string')) return undefined;
    return Object.fromEntries(entries) as Translations;
  } catch {
    return undefined;
  }
}

/** The text in a language: its translation, the plain text itself, or NO_TRANSLATION. */
export function translatedText(text: string | null | undefined, language: string): string {
  const translations = translationsOf(text);
  if (!translations) return text ?? '';
  return translations[language.slice(0, 2).toLowerCase()] ?? NO_TRANSLATION;
}
