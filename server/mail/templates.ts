import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';

/** The languages mails are written in; any other langKey gets English. */
export const MAIL_LANGUAGES = ['en', 'it', 'fr', 'es', 'de'] as const;

/** Every kind of mail the portal sends, named as in i18n/mail/{lang}.json. */
export const MAIL_KEYS = [
  'activation',
  'registration-duplicate',
  'password-reset',
  'adiuto-password-reset',
  'adiuto-temporary-password',
  'crash-report',
  'sign-otp',
  'sign-invitation',
  'sign-request',
  'sign-reminder',
  'sign-withdrawn',
  'sign-request-ended',
  'sign-completed',
] as const;
export type MailKey = (typeof MAIL_KEYS)[number];

interface MailTexts {
  subject: string;
  lines: string[];
  action: string;
}
/** Words a mail's parameters are made of, in the recipient's language: `phrases` of the catalogue. */
type Catalogue = { greeting: string; signature: string; phrases: Record<string, string> } & Record<MailKey, MailTexts>;

/** A parameter written in the recipient's language: a phrase of the catalogue, with its own parameters. */
export interface Phrase {
  phrase: string;
  params?: Record<string, string | number>;
}
export type MailParams = Record<string, string | number | Phrase>;

export interface RenderedMail {
  lang: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/**
 * Mail texts from i18n/mail/{lang}.json: a greeting, the lines of one kind of mail, a link with its
 * label and a signature, as plain text and as simple HTML. Missing languages and missing texts fall
 * back to English.
 */
export class MailTemplates {
  private readonly catalogues = new Map<string, Partial<Catalogue>>();

  constructor(dir = path.join(ROOT_DIR, 'i18n', 'mail')) {
    for (const lang of MAIL_LANGUAGES) {
      const file = path.join(dir, `${lang}.json`);
      if (fs.existsSync(file)) this.catalogues.set(lang, JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Catalogue>);
    }
    if (!this.catalogues.has('en')) throw new Error(`Mail texts are missing: ${path.join(dir, 'en.json')}`);
  }

  /** `langKey` may carry a region (`it-CH`): its language decides. */
  render(key: MailKey, langKey: string, given: MailParams, link: string): RenderedMail {
    const wanted = langKey.slice(0, 2).toLowerCase();
    const lang = this.catalogues.has(wanted) ? wanted : 'en';
    const english = this.catalogues.get('en')!;
    const own = this.catalogues.get(lang)!;
    const phrase = ({ phrase: name, params = {} }: Phrase) => fill(own.phrases?.[name] ?? english.phrases?.[name] ?? '', params);
    const params = Object.fromEntries(Object.entries(given).map(([name, value]) => [name, typeof value === 'object' ? phrase(value) : value]));
    const texts = { ...english[key]!, ...own[key] };
    const greeting = fill(own.greeting ?? english.greeting!, params);
    const signature = own.signature ?? english.signature!;
    const subject = fill(texts.subject, params);
    // A line left empty by its parameters (an optional message) is not written.
    const lines = texts.lines.map((line) => fill(line, params)).filter((line) => line.trim() !== '');
    const action = fill(texts.action, params);

    const text = [greeting, '', ...lines.flatMap((l) => [l, '']), `${action}: ${link}`, '', signature, ''].join('\n');
    const paragraph = (s: string) => `<p>${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
    const html = [
      '<!doctype html>',
      `<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
      '<body style="font-family: Helvetica, Arial, sans-serif; color: #1b2a3a">',
      paragraph(greeting),
      ...lines.map(paragraph),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
      paragraph(signature),
      '</body></html>',
    ].join('\n');
    return { lang, subject, text, html };
  }
}
