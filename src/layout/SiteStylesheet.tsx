import { useLocation } from 'react-router-dom';
import { useSiteInfo } from '../site/useSiteInfo';
import { isStyledPath } from './site-styles';


/** Links the site's cssUrl (served from `/api/{cssUrl}`) on the paths above only. */
export function SiteStylesheet() {
  const site = useSiteInfo();
  const { pathname } = useLocation();
  if (!site?.cssUrl || !isStyledPath(pathname)) return null;
  return <link rel="stylesheet" href={`/api/${site.cssUrl.replace(/^\/+/, '')}`} data-testid="site-stylesheet" />;
}
