import { useEffect, useState } from 'react';
import { apiFetch } from '../providers/httpClient';
import { takeFirstAnswer } from '../common/first-answers';
import { SITE_READ } from '../shared/first-answers';
import type { SiteFace } from '../shared/site-face';

/** The public face of the site (src/shared/site-face.ts). */
export type SiteInfo = SiteFace;

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
