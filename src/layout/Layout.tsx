import { Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Loading, Sidebar } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { AppBar } from './AppBar';
import { SkipToContent } from './AppBarButtons';
import { ContentBoundary } from './ContentBoundary';
import { Footer } from './Footer';
import { LocaleSync } from './LocaleSync';
import { SideMenu } from './SideMenu';
import { SiteStylesheet } from './SiteStylesheet';
import { ServerAlerts } from '../errors/ServerAlerts';

/**
 * The frame of every screen: app bar, sidebar with the menu, the screen (the crash page in its place
 * when it throws) and the footer. The same frame as react-admin's `<Layout>`, with its class names,
 * built here from its parts: react-admin's brings its default app bar, user menu and preferences
 * editor along, which every visitor would download without ever seeing them. The app bar, the side
 * menu and the footer are memoised: the frame renders again each time react-admin registers its
 * resources or the screen changes, and they follow their own state and contexts only.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Box className="layout" sx={frame}>
      <SkipToContent />
      <div className="RaLayout-appFrame">
        <AppBar />
        <main className="RaLayout-contentWithSidebar">
          <Sidebar>
            <SideMenu />
          </Sidebar>
          <div id="main-content" className="RaLayout-content">
            <ContentBoundary path={pathname}>
              <Suspense fallback={<Loading />}>
                <SiteStylesheet />
                <ServerAlerts />
                <LocaleSync />
                <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)' }}>
                  <Box sx={{ flexGrow: 1 }}>{children}</Box>
                  <Footer />
                </Box>
              </Suspense>
            </ContentBoundary>
          </div>
        </main>
      </div>
    </Box>
  );
}

// react-admin's layout styles; wide tables scroll inside their card instead of widening the page (minWidth 0).
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
} as const;
