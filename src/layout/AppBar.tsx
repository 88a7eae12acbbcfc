import { AppBar as MuiAppBar, Box, Toolbar } from '@mui/material';
import { LoadingIndicator, SidebarToggleButton, TitlePortal } from 'react-admin';
import { useSession } from '../auth/useSession';
import { AccountMenu } from './AccountMenu';
import { AdminMenu } from './AdminMenu';
import { EntitiesMenu } from './EntitiesMenu';
import { LanguageMenu } from './LanguageMenu';

/** The top bar: sidebar toggle (signed in), page title, Entities and Admin menus, language, account. */
export function AppBar() {
  const { authenticated } = useSession();
  return (
    <MuiAppBar position="fixed" color="secondary" elevation={1}>
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        {authenticated && <SidebarToggleButton />}
        <TitlePortal variant="h6" />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <EntitiesMenu />
          <AdminMenu />
          <LanguageMenu />
          <LoadingIndicator />
          <AccountMenu />
        </Box>
      </Toolbar>
    </MuiAppBar>
  );
}
