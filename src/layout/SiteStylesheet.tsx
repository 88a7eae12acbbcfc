import { useLocation } from 'react-router-dom';
import { useSiteInfo } from '../site/useSiteInfo';

/** Where the site's own stylesheet applies: the public and user-facing screens, not administration. */
export const STYLED_PATHS = ['/login', '/logout', '/account', '/wuser', '/wguest'];

export const isStyledPath = (pathname: string) => STYLED_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`));

/** Links the site's cssUrl (served from `/api/{cssUrl}`) on the paths above only. */
export function SiteStylesheet() {
  const site = useSiteInfo();
  const { pathname } = useLocation();
  if (!site?.cssUrl || !isStyledPath(pathname)) return null;
  return <link rel="stylesheet" href={`/api/${site.cssUrl.replace(/^\/+/, '')}`} data-testid="site-stylesheet" />;
}
