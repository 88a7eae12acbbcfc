import type { ReactNode } from 'react';
import { AppBar, Layout as RaLayout, Menu, TitlePortal } from 'react-admin';
import { EntitiesMenu } from './EntitiesMenu';

function PorticoAppBar() {
  return (
    <AppBar>
      <TitlePortal />
      <EntitiesMenu />
    </AppBar>
  );
}

function PorticoMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
    </Menu>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={PorticoAppBar} menu={PorticoMenu} sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}>
      {children}
    </RaLayout>
  );
}
