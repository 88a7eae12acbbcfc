import { Typography } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/VerifiedUser';
import LanguageIcon from '@mui/icons-material/Language';
import LockIcon from '@mui/icons-material/Lock';
import PublicIcon from '@mui/icons-material/Public';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import { Menu, useTranslate } from 'react-admin';

/**
 * The sidebar's entries for administrators: the licence always; sites, pages and the document
 * library only while the site holds a valid licence. Loaded for administrators only (react-admin's
 * menu brings its tooltips and keyboard shortcuts along).
 */
export function AdminSideLinks({ open, validLicense }: { open: boolean; validLicense: boolean }) {
  const translate = useTranslate();
  return (
    <Menu>
      <Menu.Item to="/wadmin/license-management" primaryText={translate('portico.menu.license')} leftIcon={<VerifiedIcon />} />
      {validLicense && [
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
  );
}
