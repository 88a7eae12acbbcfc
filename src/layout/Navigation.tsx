import { lazy, memo, Suspense } from 'react';
import { Box, useMediaQuery, useScrollTrigger, type Theme } from '@mui/material';
import { useSidebarState } from 'react-admin';
import { loadChunk } from '../common/lazyPage';
import { useOpenedOnce } from '../common/useOpenedOnce';
import { SideMenu } from './SideMenu';
import { CLOSED_DRAWER_WIDTH, DRAWER_WIDTH } from './sidebar-widths';

const PhoneSidebar = lazy(() => loadChunk(() => import('./PhoneSidebar'), { firstTexts: true }).then((m) => ({ default: m.PhoneSidebar })));

/**
 * The sidebar holding the side menu. On a wide screen it is what react-admin's `Sidebar` draws there
 * (a docked drawer: same elements, class names and styles), built from plain boxes: the drawer
 * component would bring MUI's Modal, focus trap and transitions into every visitor's first download.
 * On a phone it is react-admin's own, fetched the first time the visitor opens it (it starts closed).
 */
export const Navigation = memo(function Navigation() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open] = useSidebarState();
  const opened = useOpenedOnce(phone && open);
  if (phone)
    return opened ? (
      <Suspense fallback={null}>
        <PhoneSidebar>
          <SideMenu />
        </PhoneSidebar>
      </Suspense>
    ) : null;
  return <DockedSidebar open={open} />;
});

function DockedSidebar({ open }: { open: boolean }) {
  const scrolled = useScrollTrigger();
  return (
    <Box
      className={`MuiDrawer-root MuiDrawer-docked RaSidebar-docked ${scrolled ? 'RaSidebar-appBarCollapsed ' : ''}${open ? 'RaSidebar-open' : 'RaSidebar-closed'}`}
      sx={docked(open)}
    >
      <div className="MuiPaper-root MuiPaper-elevation MuiPaper-elevation0 MuiDrawer-paper RaSidebar-paper MuiDrawer-paperAnchorLeft RaSidebar-paperAnchorLeft MuiDrawer-paperAnchorDockedLeft RaSidebar-paperAnchorDockedLeft">
        <div className="RaSidebar-fixed">
          <SideMenu />
        </div>
      </div>
    </Box>
  );
}

// react-admin's sidebar styles on a wide screen, with those of MUI's docked drawer and its paper under them.
const docked = (open: boolean) => (theme: Theme & { sidebar?: { width?: number; closedWidth?: number } }) => ({
  flex: '0 0 auto',
  height: 'calc(100vh - 3em)',
  marginTop: 0,
  transition: theme.transitions.create('margin', { easing: theme.transitions.easing.easeOut, duration: theme.transitions.duration.enteringScreen }),
  '&.RaSidebar-appBarCollapsed': {
    marginTop: theme.spacing(-6),
    transition: theme.transitions.create('margin', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
  },
  '& .RaSidebar-fixed': {
    position: 'fixed',
    height: 'calc(100vh - 3em)',
    overflowX: 'hidden',
    scrollbarWidth: 'none',
    msOverflowStyle: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
  '& .MuiPaper-root': {
    color: (theme.vars || theme).palette.text.primary,
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    flex: '1 0 auto',
    outline: 0,
    top: 0,
    left: 0,
    position: 'relative',
    zIndex: 'inherit',
    width: open ? (theme.sidebar?.width ?? DRAWER_WIDTH) : (theme.sidebar?.closedWidth ?? CLOSED_DRAWER_WIDTH),
    transition: theme.transitions.create('width', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
    backgroundColor: 'transparent',
    border: 'none',
  },
});
