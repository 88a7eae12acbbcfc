import { useSiteInfo } from '../site/useSiteInfo';
import { isStyledPath } from './site-styles';
import { usePathname } from './usePathname';

/** Links the site's cssUrl (served from `/api/{cssUrl}`) on the paths above only. */
export function SiteStylesheet() {
  const site = useSiteInfo();
  const pathname = usePathname();
  if (!site?.cssUrl || !isStyledPath(pathname)) return null;
  return <link rel="stylesheet" href={`/api/${site.cssUrl.replace(/^\/+/, '')}`} data-testid="site-stylesheet" />;
}
