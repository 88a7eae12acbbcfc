import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout as RaLayout } from 'react-admin';
import { AppBar } from './AppBar';
import { CrashPage } from './CrashPage';
import { Footer } from './Footer';
import { LocaleSync } from './LocaleSync';
import { SideMenu } from './SideMenu';
import { SiteStylesheet } from './SiteStylesheet';
import { ServerAlerts } from '../errors/ServerAlerts';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout
      appBar={AppBar}
      menu={SideMenu}
      error={CrashPage}
      // Wide tables scroll inside their card instead of widening the page.
      sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}
    >
      <SiteStylesheet />
      <ServerAlerts />
      <LocaleSync />
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)' }}>
        <Box sx={{ flexGrow: 1 }}>{children}</Box>
        <Footer />
      </Box>
    </RaLayout>
  );
}
