import { Divider, ListItemIcon, ListSubheader, Menu, MenuItem, Typography, type MenuProps } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import LockIcon from '@mui/icons-material/Lock';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { PRODUCT_VERSION } from '../shared/version';
import type { AppBarEntry, AppBarSection } from './app-bar-sections';

/*
 * The app bar's dropdowns: MUI's Menu with its Popover and its entries, fetched when a menu first
 * opens (AppBarMenu.tsx), not with the shell. Each entry is a child of the Menu itself, which moves
 * the focus among its own children.
 */

export type MenuListProps = Omit<MenuProps, 'onClose'> & { onClose: () => void };

/** The account menu's links, signed in or not: where each goes, its icon and its text. */
const ACCOUNT_LINKS = {
  signedIn: [
    { to: '/account/settings', Icon: ManageAccountsIcon, label: 'portico.menu.settings' },
    { to: '/account/password', Icon: LockIcon, label: 'portico.menu.password' },
    { to: '/logout', Icon: LogoutIcon, label: 'portico.menu.logout' },
  ],
  guest: [
    { to: '/login', Icon: LoginIcon, label: 'portico.menu.signIn' },
    { to: '/account/register', Icon: ManageAccountsIcon, label: 'portico.menu.register' },
  ],
};

/** The account menu's entries: settings, password, sign-out and version; or sign in and register. */
export function AccountMenuList({ authenticated, ...props }: MenuListProps & { authenticated: boolean }) {
  const translate = useTranslate();
  const links = ACCOUNT_LINKS[authenticated ? 'signedIn' : 'guest'].map(({ to, Icon, label }) => (
    <MenuItem key={to} component={Link} to={to} onClick={props.onClose}>
      <ListItemIcon><Icon fontSize="small" /></ListItemIcon>
      {translate(label)}
    </MenuItem>
  ));
  return (
    <Menu {...props}>
      {authenticated
        ? [
            ...links,
            <Divider key="divider" />,
            <MenuItem key="version" disabled>
              <Typography variant="caption">{translate('portico.menu.version', { version: PRODUCT_VERSION })}</Typography>
            </MenuItem>,
          ]
        : links}
    </Menu>
  );
}

/** One app bar menu's entries, as a wide screen shows them. */
export function SectionMenuList({ section, ...props }: MenuListProps & { section: AppBarSection }) {
  return (
    <Menu {...props}>
      {section.entries.map((entry) => (
        <EntryItem key={entry.key} entry={entry} close={props.onClose} />
      ))}
    </Menu>
  );
}

/** Every app bar menu's entries in one list, as a phone shows them: a heading for each. */
export function CollapsedMenuList({ sections, ...props }: MenuListProps & { sections: AppBarSection[] }) {
  return (
    <Menu {...props}>
      {sections.flatMap((section) => [
        <ListSubheader key={section.id}>{section.name ?? section.label}</ListSubheader>,
        ...section.entries.map((entry) => <EntryItem key={`${section.id}-${entry.key}`} entry={entry} close={props.onClose} />),
      ])}
    </Menu>
  );
}

/** An entry of an app bar menu: a link, or an action; either closes the menu. */
function EntryItem({ entry, close }: { entry: AppBarEntry; close: () => void }) {
  const select = () => {
    entry.onSelect?.();
    close();
  };
  return entry.to ? (
    <MenuItem component={Link} to={entry.to} onClick={select}>
      {entry.label}
    </MenuItem>
  ) : (
    <MenuItem selected={entry.selected} lang={entry.lang} onClick={select}>
      {entry.label}
    </MenuItem>
  );
}
