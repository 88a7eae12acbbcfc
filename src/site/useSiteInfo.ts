import { useEffect, useState } from 'react';
import { apiFetch } from '../providers/httpClient';
import { takeFirstAnswer } from '../common/first-answers';
import { SITE_READ } from '../shared/first-answers';
import type { ThemeConf } from '../shared/theme-conf';

/** The public face of the site (`GET api/composer/site`), shown before anyone signs in. */
export interface SiteInfo {
  id: number | null;
  name: string;
  /** What the site is about: the app page's meta description. */
  description?: string | null;
  logo?: string | null;
  logoContentType?: string | null;
  langs: string;
  cssUrl?: string | null;
  captchaEnabled: boolean;
  validLicense: boolean;
  /** The site's theme (its configuration with every setting filled in). */
  theme?: ThemeConf;
}

const FALLBACK: SiteInfo = { id: null, name: 'Portico', langs: 'en', captchaEnabled: false, validLicense: false };

/** The answer once it has come (at once when the app's page carries it): a screen that mounts later starts with it rather than rendering twice. */
let known = takeFirstAnswer<SiteInfo>(SITE_READ);
let current: Promise<SiteInfo> | undefined = known && Promise.resolve(known);
const listeners = new Set<(site: SiteInfo) => void>();

function load(): Promise<SiteInfo> {
  current ??= apiFetch<SiteInfo>(SITE_READ)
    .then((r) => r.json)
    .catch(() => FALLBACK)
    .then((site) => (known = site));
  return current;
}

/** Asks for the site now (the composer's first screen reads it), if it was not asked for yet. */
export const prefetchSiteInfo = (): void => void load();

/** Reads the site again (after an administrator changed it) and tells every screen showing it. */
export function reloadSiteInfo(): void {
  current = undefined;
  void load().then((site) => listeners.forEach((l) => l(site)));
}

export function useSiteInfo(): SiteInfo | undefined {
  const [site, setSite] = useState<SiteInfo | undefined>(known);
  useEffect(() => {
    let live = true;
    void load().then((s) => live && setSite(s));
    const listener = (s: SiteInfo) => setSite(s);
    listeners.add(listener);
    return () => {
      live = false;
      listeners.delete(listener);
    };
  }, []);
  return site;
}

export const logoUrl = (site: SiteInfo | undefined) =>
  site?.logo ? `data:${site.logoContentType ?? 'image/png'};base64,${site.logo}` : '/logo.svg';
