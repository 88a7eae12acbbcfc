import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SIGN_RESULT, SIGNATURE_PASSWORD_RESULT } from '../../src/shared/signing/codes.js';
import { passwordResultMessage, signResultMessage } from '../../src/pdf/signing/sign-messages.js';

const LANGS = ['en', 'it', 'fr', 'es', 'de'];
const messages = Object.fromEntries(LANGS.map((l) => [l, JSON.parse(fs.readFileSync(`i18n/${l}.json`, 'utf8'))]));
const text = (lang: string, key: string): unknown => key.split('.').reduce<any>((node, part) => node?.[part], messages[lang]); // eslint-disable-line @typescript-eslint/no-explicit-any

describe('every negative code in words, in five languages', () => {
  it.each(Object.entries(SIGN_RESULT))('sign result %s (%i)', (_name, code) => {
    const { key } = signResultMessage(code);
    expect(key).not.toBe('error.sign.unknown');
    for (const lang of LANGS) expect(text(lang, key), `${lang} ${key}`).toEqual(expect.any(String));
  });

  it.each(Object.entries(SIGNATURE_PASSWORD_RESULT))('signature password result %s (%i)', (_name, code) => {
    const { key } = passwordResultMessage(code);
    expect(key).not.toBe('error.sign.unknown');
    for (const lang of LANGS) expect(text(lang, key), `${lang} ${key}`).toEqual(expect.any(String));
  });

  it('a code the client does not know is still said, with its number', () => {
    expect(signResultMessage(-99)).toEqual({ key: 'error.sign.unknown', args: { code: -99 } });
    for (const lang of LANGS) expect(text(lang, 'error.sign.unknown')).toContain('%{code}');
  });
});
