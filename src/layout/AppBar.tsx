import { memo } from 'react';
import { AppBar as MuiAppBar, Box, Toolbar, Typography } from '@mui/material';
import { useSession } from '../auth/useSession';
import { AccountMenu } from './AccountMenu';
import { LoadingIndicator, SidebarToggle } from './AppBarButtons';
import { AdminMenu } from './AdminMenu';
import { EntitiesMenu } from './EntitiesMenu';
import { LanguageMenu } from './LanguageMenu';
import { usePathname } from './usePathname';

/**
 * The top bar: sidebar toggle, page title, Entities and Admin menus, language, account. The toggle is
 * for signed-in accounts (spec 000 §2.5), and for guests in the composer too: on a phone the sidebar is
 * a drawer, and without it a guest could not reach the public pages. The frame first shows it
 * without its menus (`withMenus` false), whose first styles would double its first commit.
 */
export const AppBar = memo(function AppBar({ withMenus = true }: { withMenus?: boolean }) {
  const { authenticated } = useSession();
  const pathname = usePathname();
  return (
    <MuiAppBar position="fixed" color="secondary" elevation={1} data-testid="app-bar">
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        {(authenticated || pathname.startsWith('/wguest/')) && <SidebarToggle />}
        {/* Where screens put their title (react-admin's TitlePortal, but not a heading: mostly it is empty). */}
        <Typography variant="h6" component="div" color="inherit" id="react-admin-title" sx={{ flex: 1, minWidth: 0, textOverflow: 'ellipsis', whiteSpace: 'nowrap', overflow: 'hidden' }} />
        {withMenus && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
            <EntitiesMenu />
            <AdminMenu />
            <LanguageMenu />
            <LoadingIndicator />
            <AccountMenu />
          </Box>
        )}
      </Toolbar>
    </MuiAppBar>
  );
});
