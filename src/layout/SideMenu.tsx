import { lazy, memo, Suspense } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { ADMINISTRATORS, hasAnyAuthority } from '../auth/roles';
import { useSession } from '../auth/useSession';
import { logoUrl, useSiteInfo } from '../site/useSiteInfo';
import { PageTree } from '../pages/runtime/PageTree';
import type { PageScope } from '../pages/runtime/usePageTree';
import { loadChunk } from '../common/lazyPage';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH } from './sidebar-widths';
import { usePathname } from './usePathname';

const AdminSideLinks = lazy(() => loadChunk(() => import('./AdminSideLinks')).then((m) => ({ default: m.AdminSideLinks })));

/**
 * The sidebar: the site's logo and name; the composer's page tree (private pages for signed-in
 * accounts, public ones for guests and under /wguest); for administrators the licence always, and
 * sites, pages and the document library only while the site holds a valid licence.
 */
export const SideMenu = memo(function SideMenu() {
  const site = useSiteInfo();
  const [open] = useSidebarState();
  const { authorities, authenticated, isPending } = useSession();
  const pathname = usePathname();
  const administrator = hasAnyAuthority(authorities, ADMINISTRATORS) && authorities.length > 0;
  const tree = pageTreeFor(pathname, authenticated, administrator);
  return (
    // As wide as react-admin's drawer whatever the entries, so the sidebar keeps one width on every screen.
    <Box sx={{ width: open ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, minHeight: 48 }} data-testid="sidebar-site">
        <Box component="img" src={logoUrl(site)} alt="" sx={{ height: 28, maxWidth: open ? 48 : 28, objectFit: 'contain' }} />
        {open && (
          <Typography variant="subtitle2" noWrap title={site?.name}>
            {site?.name}
          </Typography>
        )}
      </Box>
      <Divider />
      {tree && !isPending && <PageTree key={tree.scope} scope={tree.scope} composerPath={tree.composerPath} open={open} />}
      {administrator && (
        <Suspense fallback={null}>
          <AdminSideLinks open={open} validLicense={!!site?.validLicense} />
        </Suspense>
      )}
    </Box>
  );
});

/** Which page tree the sidebar shows where: the composer area's own, else the visitor's (administrators have their menu instead). */
function pageTreeFor(pathname: string, authenticated: boolean, administrator: boolean): { scope: PageScope; composerPath: string } | undefined {
  const publicTree = { scope: 'PUBLIC' as const, composerPath: '/wguest/composer' };
  const privateTree = { scope: 'PRIVATE' as const, composerPath: '/wuser/composer' };
  if (pathname.startsWith('/wguest')) return publicTree;
  if (pathname.startsWith('/wuser')) return authenticated ? privateTree : undefined;
  if (administrator) return undefined;
  return authenticated ? privateTree : publicTree;
}
