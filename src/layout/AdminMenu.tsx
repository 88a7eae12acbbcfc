import { useState } from 'react';
import { Button, MenuItem } from '@mui/material';
import { AppBarMenu } from './AppBarMenu';
import SettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ROLE_ADMIN } from '../auth/roles';
import { useSession } from '../auth/useSession';
import { useProfile } from '../site/useProfile';

const ENTRIES = ['user-management', 'metrics', 'health', 'configuration', 'logs', 'structure-debug', 'retries-statistics', 'mail-outbox'];

/** The Admin dropdown, for ROLE_ADMIN only; API docs only with the api-docs profile. */
export function AdminMenu() {
  const { authorities } = useSession();
  const profile = useProfile();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!authorities.includes(ROLE_ADMIN)) return null;
  const entries = profile?.isOpenAPIEnabled ? [...ENTRIES, 'docs'] : ENTRIES;
  return (
    <>
      <Button color="inherit" startIcon={<SettingsIcon />} endIcon={<ArrowDropDownIcon />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu">
        {translate('portico.menu.admin')}
      </Button>
      <AppBarMenu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {entries.map((entry) => (
          <MenuItem key={entry} component={Link} to={`/admin/${entry}`} onClick={() => setAnchor(null)}>
            {translate(`portico.menu.adminEntries.${entry}`)}
          </MenuItem>
        ))}
      </AppBarMenu>
    </>
  );
}
