import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../providers/httpClient';
import { takeFirstAnswer } from '../common/first-answers';
import { PROFILE_READ, SITE_READ } from '../shared/first-answers';
import type { SiteFace } from '../shared/site-face';
import type { Info } from '../shared/management';

/** The public face of the site (src/shared/site-face.ts). */
export type SiteInfo = SiteFace;

/** The application profile from `management/info`. */
export interface Profile {
  ribbonEnv?: string;
  inProduction: boolean;
  isOpenAPIEnabled: boolean;
}

/** What `management/info` answers; a first answer carried in the page may be older than this client (parts left out). */
type ManagementInfo = Partial<Info>;

/** The reads every screen shares, each under one key (not under 'site', react-admin's keys for the site entity). */
export const siteKeys = {
  info: ['shell', 'site'] as const,
  profile: ['shell', 'profile'] as const,
};

/** What screens show when a read fails: the portal's own name and look, a production profile. */
const SITE_FALLBACK: SiteInfo = { id: null, name: 'Portico', langs: 'en', captchaEnabled: false, validLicense: false };
const PROFILE_FALLBACK: Profile = { inProduction: true, isOpenAPIEnabled: false };

/*
 * Both are read once per page and kept (they change only when an administrator saves the site, which
 * invalidates the site's key). The app's page carries their answers: the query starts with them, so
 * the first render has them and no screen renders a second time. A failed read answers the fallback
 * rather than an error: every screen has something to show.
 */
const kept = { staleTime: Infinity, gcTime: Infinity } as const;

export const siteInfoQuery = () =>
  queryOptions({
    queryKey: siteKeys.info,
    queryFn: ({ signal }) => apiFetch<SiteInfo>(SITE_READ, { signal }).then(({ json }) => json, () => SITE_FALLBACK),
    initialData: () => takeFirstAnswer<SiteInfo>(SITE_READ),
    ...kept,
  });

function toProfile(info: ManagementInfo): Profile {
  const profiles = info.activeProfiles ?? [];
  const ribbon = info['display-ribbon-on-profiles']?.split(',').find((p) => profiles.includes(p));
  return { ribbonEnv: ribbon, inProduction: profiles.includes('prod'), isOpenAPIEnabled: profiles.includes('api-docs') };
}

export const profileQuery = () =>
  queryOptions({
    queryKey: siteKeys.profile,
    queryFn: ({ signal }) => apiFetch<ManagementInfo>(PROFILE_READ, { signal }).then(({ json }) => toProfile(json), () => PROFILE_FALLBACK),
    initialData: () => {
      const carried = takeFirstAnswer<ManagementInfo>(PROFILE_READ);
      return carried && toProfile(carried);
    },
    ...kept,
  });
