import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/config.js';
import { MAIL_KEYS, MAIL_LANGUAGES, MailTemplates } from '../../server/mail/templates.js';

const catalogue = (lang: string) => JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'i18n', 'mail', `${lang}.json`), 'utf8'));

describe('mail texts', () => {
  it.each(MAIL_LANGUAGES)('%s has every mail with the placeholders of the English one', (lang) => {
    const english = catalogue('en');
    const own = catalogue(lang);
    expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
    const placeholders = (v: unknown) => [...JSON.stringify(v).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of MAIL_KEYS) {
      expect(own[key], `${lang} ${key}`).toMatchObject({ subject: expect.any(String), action: expect.any(String) });
      expect(placeholders(own[key]), `${lang} ${key}`).toEqual(placeholders(english[key]));
    }
  });

  it('renders text and escaped HTML in the recipient language, falling back to English', () => {
    const templates = new MailTemplates();
    const it_ = templates.render('password-reset', 'it-CH', { login: '<ada>', hours: 24 }, 'https://p.example/account/reset/finish?key=a&b');
    expect(it_.lang).toBe('it');
    expect(it_.subject).toBe('Reimposta la tua password Portico');
    expect(it_.text).toContain('Gentile <ada>,');
    expect(it_.text).toContain('entro 24 ore');
    expect(it_.text).toContain('Scegli una nuova password: https://p.example/account/reset/finish?key=a&b');
    expect(it_.html).toContain('Gentile &#60;ada&#62;,');
    expect(it_.html).toContain('<a href="https://p.example/account/reset/finish?key=a&#38;b">');
    expect(templates.render('activation', 'ja', { login: 'x', days: 7 }, 'l').lang).toBe('en');
  });

  it('writes phrases in the recipient language and leaves out a line its parameters left empty', () => {
    const templates = new MailTemplates();
    const params = { login: 'Ada', sender: 'Anna', document: 'c.pdf', message: '', due: { phrase: 'sign-due', params: { date: '2026-12-31' } } };
    const it_ = templates.render('sign-request', 'it', params, 'l');
    expect(it_.text).toContain('Anna ti chiede di firmare il documento c.pdf entro il 2026-12-31.');
    expect(it_.text).not.toMatch(/\n\n\n/);
    const ended = templates.render('sign-withdrawn', 'de', { login: 'Ada', document: 'c.pdf', ending: { phrase: 'sign-ending-voided' }, reason: 'Falsch' }, 'l');
    expect(ended.text).toContain('wurde zurückgezogen: Falsch');
    for (const lang of MAIL_LANGUAGES) expect(Object.keys(catalogue(lang).phrases).sort(), lang).toEqual(Object.keys(catalogue('en').phrases).sort());
  });

  it('takes a missing text of a language from English', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mail-'));
    fs.copyFileSync(path.join(ROOT_DIR, 'i18n', 'mail', 'en.json'), path.join(dir, 'en.json'));
    fs.writeFileSync(path.join(dir, 'de.json'), JSON.stringify({ greeting: 'Hallo {{login}},', activation: { subject: 'Nur der Betreff' } }));
    const mail = new MailTemplates(dir).render('activation', 'de', { login: 'x', days: 7 }, 'l');
    expect(mail.subject).toBe('Nur der Betreff');
    expect(mail.text).toMatch(/^Hallo x,\n\nYour Portico account has been created/);
    fs.rmSync(dir, { recursive: true });
  });
});
