/** The interface languages, and where the visitor's choice for this browser session is kept. */
export const LANGUAGES = [
  { locale: 'en', name: 'English' },
  { locale: 'it', name: 'Italiano' },
  { locale: 'fr', name: 'Français' },
  { locale: 'es', name: 'Español' },
  { locale: 'de', name: 'Deutsch' },
] as const;

export type Locale = (typeof LANGUAGES)[number]['locale'];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_KEY = 'locale';

export const isLocale = (value: unknown): value is Locale => LANGUAGES.some((l) => l.locale === value);

/** The languages a site allows (its comma-separated `langs`), in the order it lists them; all when empty. */
export function allowedLocales(langs: string | undefined): Locale[] {
  const listed = (langs ?? '')
    .split(',')
    .map((l) => l.trim())
    .filter(isLocale);
  return listed.length ? [...new Set(listed)] : LANGUAGES.map((l) => l.locale);
}

/**
 * The locale to use: the one chosen in this session if the site allows it, else the site's first
 * language (spec: a stored locale not in the site's list falls back to the first language).
 */
export function pickLocale(stored: string | null, allowed: Locale[]): Locale {
  return isLocale(stored) && allowed.includes(stored) ? stored : (allowed[0] ?? DEFAULT_LOCALE);
}
