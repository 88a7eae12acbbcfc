import { useEffect } from 'react';
import { useGetIdentity, useLocaleState } from 'react-admin';
import { LOCALE_KEY, allowedLocales, pickLocale } from '../i18n/languages';
import { useSiteInfo } from '../site/useSiteInfo';

/**
 * Keeps the interface language within the site's languages: the one chosen in this browser session,
 * else the signed-in account's, else the site's first.
 */
export function LocaleSync() {
  const site = useSiteInfo();
  const { identity } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();
  useEffect(() => {
    if (!site) return;
    const wanted = pickLocale(sessionStorage.getItem(LOCALE_KEY) ?? (identity?.langKey as string | undefined) ?? null, allowedLocales(site.langs));
    if (wanted !== locale) setLocale(wanted);
  }, [site, identity, locale, setLocale]);
  return null;
}
