import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Page } from '@playwright/test';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { expect, patchSite, test } from './support.js';

/**
 * The five languages, switched with the language menu as a visitor would: the portal's texts and
 * react-admin's change, the choice lasts for the browser session, and the site's `langs` decide which
 * languages are offered. Expected texts are read from the same files the browser loads.
 */
type Messages = { [key: string]: string | Messages };

const NAMES = { en: 'English', it: 'Italiano', fr: 'Français', es: 'Español', de: 'Deutsch' } as const;
type Locale = keyof typeof NAMES;
const OTHERS = ['it', 'fr', 'es', 'de'] as const;

const file = (locale: Locale): Messages => JSON.parse(fs.readFileSync(path.resolve('i18n', `${locale}.json`), 'utf8'));
const lookup = (messages: Messages, key: string): string | undefined => {
  const value = key.split('.').reduce<string | Messages | undefined>((m, k) => (typeof m === 'object' ? m[k] : undefined), messages);
  return typeof value === 'string' ? value : undefined;
};
/** A text as the browser shows it in `locale`: the portal's file, then react-admin's package, then English. */
function text(locale: Locale, key: string, values: Record<string, string> = {}): string {
  const sources: Messages[] = [file(locale)];
  if (locale === 'fr') sources.push(frenchMessages as Messages);
  sources.push(file('en'), englishMessages as Messages);
  const found = sources.map((m) => lookup(m, key)).find((t) => t !== undefined);
  if (found === undefined) throw new Error(`No text for ${key}`);
  return found.replace(/%\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
const plural = (locale: Locale, key: string) => text(locale, key).split('||||')[1].trim();

const languageButton = (page: Page, locale: Locale) => page.getByRole('button', { name: `${text(locale, 'portico.menu.language')}: ${NAMES[locale]}`, exact: true });

async function chooseLanguage(page: Page, from: Locale, to: Locale) {
  await languageButton(page, from).click();
  await page.getByRole('menuitem', { name: NAMES[to], exact: true }).click();
  await expect(languageButton(page, to)).toHaveText(NAMES[to]);
}

async function setLangs(request: APIRequestContext, langs: string) {
  await patchSite(request, { langs });
}

for (const locale of OTHERS)
  test(`${NAMES[locale]}: chosen from the menu, kept on reload, for the portal's texts and react-admin's`, async ({ page }) => {
    await page.goto('/wguest/composer');
    await expect(page.getByTestId('footer')).toHaveText(text('en', 'portico.footer.poweredBy'));
    await chooseLanguage(page, 'en', locale);
    await expect(page.getByTestId('footer')).toHaveText(text(locale, 'portico.footer.poweredBy'));
    await expect(page.getByTestId('account-menu')).toHaveText(text(locale, 'portico.menu.account'));
    expect(await page.evaluate(() => sessionStorage.getItem('locale'))).toBe(locale);

    // The choice survives a reload, and shows on the sign-in modal.
    await page.goto('/login');
    await expect(page.getByRole('dialog').getByRole('heading', { level: 1 })).toHaveText(text(locale, 'portico.login.title'));
    await expect(page.getByTestId('login-submit')).toHaveText(text(locale, 'portico.login.submit'));
    await expect(page.getByRole('dialog')).toContainText(text(locale, 'portico.login.forgotPassword'));
    await page.reload();
    await expect(page.getByRole('dialog').getByRole('heading', { level: 1 })).toHaveText(text(locale, 'portico.login.title'));
    await expect(page.getByTestId('footer')).toHaveText(text(locale, 'portico.footer.poweredBy'));

    // Signed in as an administrator, in the same language, react-admin's own texts are translated too.
    await page.getByLabel(text(locale, 'portico.login.username')).fill('admin');
    await page.getByRole('textbox', { name: text(locale, 'portico.login.password') }).fill('admin');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('account-menu')).toHaveText('admin');
    await expect(languageButton(page, locale)).toHaveText(NAMES[locale]);

    await page.goto('/theme');
    await expect(page.getByRole('heading', { level: 2, name: plural(locale, 'resources.theme.name') })).toBeVisible();
    const name = text(locale, 'resources.theme.fields.name');
    await expect(
      page.getByRole('columnheader').getByRole('button', {
        name: text(locale, 'ra.sort.sort_by', { field_lower_first: name.charAt(0).toLowerCase() + name.slice(1), order: text(locale, 'ra.sort.ASC') }),
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^(${text(locale, 'ra.action.close_menu')}|${text(locale, 'ra.action.open_menu')})$`) })).toBeVisible();

    // React-admin's validation messages: a new alias with a name but no document-store id.
    await page.goto('/alias/new');
    await page.getByRole('textbox', { name: text(locale, 'resources.alias.fields.name') }).fill('x');
    await page.getByRole('button', { name: text(locale, 'portico.action.save') }).click();
    await expect(page.getByText(text(locale, 'ra.validation.required'), { exact: true })).toBeVisible();
  });

test('back to English from another language', async ({ page }) => {
  await page.goto('/wguest/composer');
  await chooseLanguage(page, 'en', 'de');
  await chooseLanguage(page, 'de', 'en');
  await expect(page.getByTestId('footer')).toHaveText(text('en', 'portico.footer.poweredBy'));
  await page.reload();
  await expect(languageButton(page, 'en')).toHaveText('English');
});

test("widget titles carry their translations as page names do; a list's column names come from the document store", async ({ page }) => {
  const widget = (name: string) => page.getByRole('region', { name, exact: true });
  await page.goto('/wguest/composer');
  await expect(widget('Public contracts').getByRole('columnheader', { name: 'Reference' })).toBeVisible();
  await chooseLanguage(page, 'en', 'it');
  await expect(widget('Informazioni sul portale')).toBeVisible();
  await expect(widget('Link utili')).toBeVisible();
  await expect(widget('Contratti pubblici').getByRole('columnheader', { name: 'Riferimento' })).toBeVisible();
  await expect(widget('Public contracts')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/widget-titles-italian.png' });
  await chooseLanguage(page, 'it', 'de');
  await expect(widget('Öffentliche Verträge')).toBeVisible();
});

test.describe('the site decides which languages are offered', () => {
  test.afterEach(async ({ request }) => setLangs(request, 'en,it,fr,es,de'));

  test('with English and German only, the menu offers those two', async ({ page, request }) => {
    await setLangs(request, 'en,de');
    await page.goto('/wguest/composer');
    await languageButton(page, 'en').click();
    await expect(page.getByRole('menuitem')).toHaveText(['English', 'Deutsch']);
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page.getByTestId('footer')).toHaveText(text('de', 'portico.footer.poweredBy'));
  });

  test('with one language there is no language menu', async ({ page, request }) => {
    await setLangs(request, 'en');
    // A German choice from earlier in the session: the page turns English once it knows the site's languages.
    await page.addInitScript(() => sessionStorage.setItem('locale', 'de'));
    await page.goto('/wguest/composer');
    await expect(page.getByTestId('footer')).toHaveText(text('en', 'portico.footer.poweredBy'));
    await expect(page.getByTestId('account-menu')).toHaveText(text('en', 'portico.menu.account'));
    await expect(page.getByRole('button', { name: text('en', 'portico.menu.language') })).toHaveCount(0);
    await expect(page.getByRole('button', { name: text('de', 'portico.menu.language') })).toHaveCount(0);
  });

  test("a stored language the site does not allow gives way to the site's first language", async ({ page, request }) => {
    await setLangs(request, 'de,en');
    await page.addInitScript(() => sessionStorage.setItem('locale', 'it'));
    await page.goto('/wguest/composer');
    await expect(page.getByTestId('footer')).toHaveText(text('de', 'portico.footer.poweredBy'));
    await expect(languageButton(page, 'de')).toHaveText('Deutsch');
  });
});
