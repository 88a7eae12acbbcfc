import { useQuery, type QueryClient } from '@tanstack/react-query';
import { siteInfoQuery, siteKeys, type SiteInfo } from './queries';

export type { SiteInfo };

/** The site's public face; the app's frame, above react-query's provider, names its client. */
export const useSiteInfo = (client?: QueryClient): SiteInfo | undefined => useQuery(siteInfoQuery(), client).data;

/** Reads the site again (after an administrator changed it): every screen showing it updates at once. */
export const reloadSiteInfo = (client: QueryClient): Promise<void> => client.invalidateQueries({ queryKey: siteKeys.info });

export const logoUrl = (site: SiteInfo | undefined) =>
  site?.logo ? `data:${site.logoContentType ?? 'image/png'};base64,${site.logo}` : '/logo.svg';
