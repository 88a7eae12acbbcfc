import { useState } from 'react';
import { Button, Divider, ListItemIcon, MenuItem, Typography } from '@mui/material';
import { AppBarMenu } from './AppBarMenu';
import AccountCircle from '@mui/icons-material/AccountCircle';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import LockIcon from '@mui/icons-material/Lock';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Link } from 'react-router-dom';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useSession } from '../auth/useSession';
import { PRODUCT_VERSION } from '../shared/version';

/** The account menu: the login name and its settings, password, sign-out and version; or sign in. */
export function AccountMenu() {
  const translate = useTranslate();
  const { authenticated } = useSession();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const label = authenticated && identity?.login ? String(identity.login) : translate('portico.menu.account');
  return (
    <>
      <Button color="inherit" startIcon={<AccountCircle />} onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu" data-testid="account-menu">
        {label}
      </Button>
      <AppBarMenu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {authenticated
          ? [
              <MenuItem key="settings" component={Link} to="/account/settings" onClick={close}>
                <ListItemIcon><ManageAccountsIcon fontSize="small" /></ListItemIcon>
                {translate('portico.menu.settings')}
              </MenuItem>,
              <MenuItem key="password" component={Link} to="/account/password" onClick={close}>
                <ListItemIcon><LockIcon fontSize="small" /></ListItemIcon>
                {translate('portico.menu.password')}
              </MenuItem>,
              <MenuItem key="logout" component={Link} to="/logout" onClick={close}>
                <ListItemIcon><LogoutIcon fontSize="small" /></ListItemIcon>
                {translate('portico.menu.logout')}
              </MenuItem>,
              <Divider key="divider" />,
              <MenuItem key="version" disabled>
                <Typography variant="caption">{translate('portico.menu.version', { version: PRODUCT_VERSION })}</Typography>
              </MenuItem>,
            ]
          : [
              <MenuItem key="login" component={Link} to="/login" onClick={close}>
                <ListItemIcon><LoginIcon fontSize="small" /></ListItemIcon>
                {translate('portico.menu.signIn')}
              </MenuItem>,
              <MenuItem key="register" component={Link} to="/account/register" onClick={close}>
                <ListItemIcon><ManageAccountsIcon fontSize="small" /></ListItemIcon>
                {translate('portico.menu.register')}
              </MenuItem>,
            ]}
      </AppBarMenu>
    </>
  );
}
