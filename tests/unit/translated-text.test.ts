import { describe, expect, it } from 'vitest';
import { NO_TRANSLATION, translatedText, translationsOf } from '../../src/shared/translated-text.js';

describe('texts that carry their translations', () => {
  const name = JSON.stringify({ en: 'HR requests', it: 'Richieste HR' });

  it('answers the translation of the language asked for', () => {
    expect(translatedText(name, 'en')).toBe('HR requests');
    expect(translatedText(name, 'it')).toBe('Richieste HR');
    expect(translatedText(name, 'it-IT')).toBe('Richieste HR');
  });

  it('shows NO TRANSLATION FOUND for a missing language, and plain texts as they are', () => {
    expect(translatedText(name, 'de')).toBe(NO_TRANSLATION);
    expect(NO_TRANSLATION).toBe('NO TRANSLATION FOUND');
    expect(translatedText('Invoices', 'de')).toBe('Invoices');
    expect(translatedText(null, 'en')).toBe('');
  });

  it('takes only objects of two-letter codes to texts as translations', () => {
    for (const text of ['{not json', '{}', '[1]', '{"en": 1}', '{"english": "x"}', '{"en": "a", "x": null}', '"en"'])
      expect(translationsOf(text), text).toBeUndefined();
    expect(translatedText('{"english": "x"}', 'en')).toBe('{"english": "x"}');
  });
});
