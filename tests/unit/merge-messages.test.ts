import fs from 'node:fs';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { mergeTranslations } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from '../../src/i18n/merge-messages.js';

const en = JSON.parse(fs.readFileSync(new URL('../../i18n/en.json', import.meta.url), 'utf8'));

describe('mergeMessages', () => {
  it('lets the later source win key by key at every depth, keeping what only the earlier one has', () => {
    const merged = mergeMessages({ a: { b: 'one', c: 'two' }, d: 'three' }, { a: { c: 'TWO', e: 'four' } }, { d: 'THREE' });
    expect(merged).toEqual({ a: { b: 'one', c: 'TWO', e: 'four' }, d: 'THREE' });
  });

  it('changes none of its sources', () => {
    const first = { a: { b: 'one' } };
    const second = { a: { b: 'two' } };
    mergeMessages(first, second);
    expect(first).toEqual({ a: { b: 'one' } });
    expect(second).toEqual({ a: { b: 'two' } });
  });

  it("gives react-admin's mergeTranslations' result on the portal's texts", () => {
    expect(mergeMessages(englishMessages, en)).toEqual(mergeTranslations(englishMessages, en));
    expect(mergeMessages(englishMessages, frenchMessages, { ra: { action: { save: 'Enregistrer' } } })).toEqual(
      mergeTranslations(englishMessages, frenchMessages, { ra: { action: { save: 'Enregistrer' } } }),
    );
  });
});
