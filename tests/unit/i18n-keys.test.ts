import fs from 'node:fs';
import path from 'node:path';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { describe, expect, it } from 'vitest';

/**
 * The five interface languages must offer the same texts: every key of one exists in the others, with
 * the same placeholders and the same number of plural forms. English and French take react-admin's
 * own texts from their packages; Italian, Spanish and German carry them in their files.
 */
type Messages = { [key: string]: string | Messages };

const LOCALES = ['en', 'it', 'fr', 'es', 'de'] as const;
type Locale = (typeof LOCALES)[number];

const read = (locale: Locale): Messages => JSON.parse(fs.readFileSync(path.resolve('i18n', `${locale}.json`), 'utf8'));

function flatten(messages: Messages, prefix = ''): Map<string, unknown> {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(messages)) {
    if (value !== null && typeof value === 'object') for (const [k, v] of flatten(value, `${prefix}${key}.`)) flat.set(k, v);
    else flat.set(`${prefix}${key}`, value);
  }
  return flat;
}

const files = Object.fromEntries(LOCALES.map((l) => [l, flatten(read(l))])) as Record<Locale, Map<string, unknown>>;
const packages: Partial<Record<Locale, Map<string, unknown>>> = {
  en: flatten(englishMessages as Messages),
  fr: flatten(frenchMessages as Messages),
};
/** What a language shows: its react-admin package (if it has one) overridden by its file. */
const merged = Object.fromEntries(LOCALES.map((l) => [l, new Map([...(packages[l] ?? []), ...files[l]])])) as Record<Locale, Map<string, unknown>>;
const english = merged.en;
const reactAdminKeys = [...packages.en!.keys()];
const translations = LOCALES.filter((l) => l !== 'en');

const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]))].sort().join();
const pluralForms = (text: string) => text.split('||||').length;

/** How a translation differs from English: keys it lacks, keys English lacks, texts whose placeholders or plural forms differ. */
function compare(reference: Map<string, unknown>, translation: Map<string, unknown>) {
  const missing = [...reference.keys()].filter((k) => !translation.has(k));
  const unknown = [...translation.keys()].filter((k) => !reference.has(k));
  const mismatched: string[] = [];
  for (const [key, value] of reference) {
    const translated = translation.get(key);
    if (typeof value !== 'string' || typeof translated !== 'string') continue;
    if (placeholders(value) !== placeholders(translated)) mismatched.push(`${key}: %{${placeholders(value)}} became %{${placeholders(translated)}}`);
    if (pluralForms(value) !== pluralForms(translated)) mismatched.push(`${key}: ${pluralForms(value)} plural forms became ${pluralForms(translated)}`);
  }
  return { missing, unknown, mismatched };
}

describe('interface languages', () => {
  it('react-admin has its full set of texts in English', () => {
    expect(reactAdminKeys.length).toBeGreaterThanOrEqual(160);
  });

  for (const locale of LOCALES)
    it(`${locale}: every text is a non-empty string`, () => {
      const bad = [...merged[locale]].filter(([, v]) => typeof v !== 'string' || v === '').map(([k]) => k);
      expect(bad).toEqual([]);
    });

  for (const locale of translations) {
    it(`${locale} has every key English has, and no other`, () => {
      const { missing, unknown } = compare(english, merged[locale]);
      expect(missing, 'missing').toEqual([]);
      expect(unknown, 'unknown').toEqual([]);
    });

    it(`${locale} has every react-admin text`, () => {
      const own = locale === 'fr' ? merged.fr : files[locale];
      expect(reactAdminKeys.filter((k) => !own.has(k))).toEqual([]);
    });

    it(`${locale} translates the portal's own overrides of react-admin texts`, () => {
      const overrides = [...files.en.keys()].filter((k) => k.startsWith('ra.'));
      expect(overrides.filter((k) => !files[locale].has(k))).toEqual([]);
    });

    it(`${locale} keeps the placeholders and plural forms of English`, () => {
      expect(compare(english, merged[locale]).mismatched).toEqual([]);
    });
  }

  it('a missing key, an extra key, a renamed placeholder and a lost plural form are all noticed', () => {
    const reference = new Map([['a', 'Page %{page}'], ['b', 'One |||| %{smart_count} items'], ['c', 'Close']]);
    const translation = new Map([['a', 'Seite %{seite}'], ['b', '%{smart_count} Einträge'], ['d', 'Extra']]);
    expect(compare(reference, translation)).toEqual({
      missing: ['c'],
      unknown: ['d'],
      mismatched: ['a: %{page} became %{seite}', 'b: 2 plural forms became 1'],
    });
  });
});
