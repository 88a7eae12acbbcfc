import { Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Loading } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { SessionGuard } from '../auth/useSession';
import { AppBar } from './AppBar';
import { SkipToContent } from './AppBarButtons';
import { ContentBoundary } from './ContentBoundary';
import { Footer } from './Footer';
import { LocaleSync } from './LocaleSync';
import { Navigation } from './Navigation';
import { SiteStylesheet } from './SiteStylesheet';
import { PathnameContext } from './usePathname';
import { useRevealInOrder } from '../common/useRevealInOrder';
import { ServerAlerts } from '../errors/ServerAlerts';

/**
 * The frame of every screen: app bar, sidebar with the menu, the screen (the crash page in its place
 * when it throws) and the footer. The same frame as react-admin's `<Layout>`, with its class names,
 * built here from its parts: react-admin's brings its default app bar, user menu and preferences
 * editor along, which every visitor would download without ever seeing them.
 *
 * The frame renders again each time react-admin registers its resources and each time the address
 * changes, hash included (the composer's pages): what it draws around the screen is memoised, the
 * app bar and the sidebar read the path from PathnameContext, and its own boxes are plain elements
 * styled once by `frame`, so that such a render costs a few components rather than the whole chrome.
 *
 * When it first mounts it shows its parts in three commits (useRevealInOrder): the app bar, then its
 * menus with the sidebar, then the screen with the footer. Its first render was the longest task of
 * the first screen; the sidebar comes before the screen so that the screen never moves aside for it.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const shown = useRevealInOrder(3);
  return (
    <PathnameContext.Provider value={pathname}>
      <Box className="layout" sx={frame}>
        <SkipToContent />
        <div className="RaLayout-appFrame">
          <AppBar withMenus={shown > 1} />
          <main className="RaLayout-contentWithSidebar">
            {shown > 1 && <Navigation />}
            <div id="main-content" className="RaLayout-content">
              <ContentBoundary path={pathname}>
                <Suspense fallback={<Loading />}>
                  <SiteStylesheet />
                  <ServerAlerts />
                  <LocaleSync />
                  <SessionGuard />
                  {shown > 2 && (
                    <div className="layout-page">
                      <div className="layout-screen">{children}</div>
                      <Footer />
                    </div>
                  )}
                </Suspense>
              </ContentBoundary>
            </div>
          </main>
        </div>
      </Box>
    </PathnameContext.Provider>
  );
}

// react-admin's layout styles; wide tables scroll inside their card instead of widening the page (minWidth 0).
// The page fills the window below the app bar, the footer at its foot.
const frame = {
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  bgcolor: 'background.default',
  position: 'relative',
  width: '100%',
  minWidth: 0,
  '& .RaLayout-appFrame': { display: 'flex', flexDirection: 'column', flexGrow: 1, mt: { xs: 7, sm: 6 }, minWidth: 0 },
  '& .RaLayout-contentWithSidebar': { display: 'flex', flexGrow: 1, minWidth: 0 },
  '& .RaLayout-content': { bgcolor: 'background.default', zIndex: 2, display: 'flex', flexDirection: 'column', flexGrow: 1, flexBasis: 0, p: 0, px: 1, minWidth: 0 },
  '& .layout-page': { display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)' },
  '& .layout-screen': { flexGrow: 1 },
} as const;
