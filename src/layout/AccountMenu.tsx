import { useState } from 'react';
import { Button } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useSession } from '../auth/useSession';
import { AccountMenuList } from './AppBarMenu';

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
      <AccountMenuList anchorEl={anchor} open={Boolean(anchor)} onClose={close} authenticated={authenticated} />
    </>
  );
}
