import { Box, Divider, Typography } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/VerifiedUser';
import LanguageIcon from '@mui/icons-material/Language';
import LockIcon from '@mui/icons-material/Lock';
import PublicIcon from '@mui/icons-material/Public';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { ADMINISTRATORS, hasAnyAuthority } from '../auth/roles';
import { useSession } from '../auth/useSession';
import { logoUrl, useSiteInfo } from '../site/useSiteInfo';

/**
 * The sidebar: the site's logo and name; for administrators the licence always, and sites, pages and
 * the document library only while the site holds a valid licence. (The composer's page tree for users
 * and guests comes with the composer.)
 */
export function SideMenu() {
  const translate = useTranslate();
  const site = useSiteInfo();
  const [open] = useSidebarState();
  const { authorities } = useSession();
  const administrator = hasAnyAuthority(authorities, ADMINISTRATORS) && authorities.length > 0;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, minHeight: 48 }} data-testid="sidebar-site">
        <Box component="img" src={logoUrl(site)} alt="" sx={{ height: 28, maxWidth: open ? 48 : 28, objectFit: 'contain' }} />
        {open && (
          <Typography variant="subtitle2" noWrap title={site?.name}>
            {site?.name}
          </Typography>
        )}
      </Box>
      <Divider />
      {administrator && (
        <Menu>
          <Menu.Item to="/wadmin/license-management" primaryText={translate('portico.menu.license')} leftIcon={<VerifiedIcon />} />
          {site?.validLicense && [
            <Menu.Item key="sites" to="/wadmin/site-management" primaryText={translate('portico.menu.sites')} leftIcon={<LanguageIcon />} />,
            open && (
              <Typography key="pages" variant="overline" sx={{ px: 2, color: 'text.secondary' }} component="div">
                {translate('portico.menu.pages')}
              </Typography>
            ),
            <Menu.Item key="private" to="/wadmin/page-management/PRIVATE" primaryText={translate('portico.menu.privatePages')} leftIcon={<LockIcon />} />,
            <Menu.Item key="public" to="/wadmin/page-management/PUBLIC" primaryText={translate('portico.menu.publicPages')} leftIcon={<PublicIcon />} />,
            <Menu.Item key="library" to="/wadmin/document-library" primaryText={translate('portico.menu.documentLibrary')} leftIcon={<LibraryBooksIcon />} />,
          ]}
        </Menu>
      )}
    </Box>
  );
}
