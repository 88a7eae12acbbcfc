import { memo } from 'react';
import { AppBar as MuiAppBar, Box, Toolbar, Typography } from '@mui/material';
import { useSession } from '../auth/useSession';
import { AccountMenu } from './AccountMenu';
import { LoadingIndicator, SidebarToggle } from './AppBarButtons';
import { AppBarDropdowns, CollapsedMenu } from './CollapsedMenu';
import { usePathname } from './usePathname';

/**
 * The top bar, on one line: sidebar toggle, page title, Entities and Admin menus, language, account
 * (on a phone the three menus are one, CollapsedMenu). The toggle is for signed-in accounts (spec 000
 * §2.5), and for guests in the composer too: on a phone the sidebar is a drawer, and without it a
 * guest could not reach the public pages. The frame first shows it
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
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
            <Box sx={{ display: { xs: 'none', sm: 'contents' } }}>
              <AppBarDropdowns />
            </Box>
            <Box sx={{ display: { xs: 'contents', sm: 'none' } }}>
              <CollapsedMenu />
            </Box>
            <LoadingIndicator />
            <AccountMenu />
          </Box>
        )}
      </Toolbar>
    </MuiAppBar>
  );
});
