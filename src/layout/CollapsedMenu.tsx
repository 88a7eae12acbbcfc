import { useState } from 'react';
import { IconButton, ListSubheader } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';
import { AppBarDropdown, AppBarMenuItem } from './AppBarDropdown';
import type { AppBarSection } from './app-bar-sections';
import { AppBarMenu } from './AppBarMenu';
import { useAdminSection } from './AdminMenu';
import { useEntitiesSection } from './EntitiesMenu';
import { useLanguageSection } from './LanguageMenu';

/** The app bar's menus as a wide screen shows them: one dropdown each. */
export function AppBarDropdowns() {
  return (
    <>
      <AppBarDropdown section={useEntitiesSection()} />
      <AppBarDropdown section={useAdminSection()} />
      <AppBarDropdown section={useLanguageSection()} arrow={false} />
    </>
  );
}

/** The app bar's menus as a phone shows them: one button, one menu, a heading for each. */
export function CollapsedMenu() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const sections = [useEntitiesSection(), useAdminSection(), useLanguageSection()].filter((s): s is AppBarSection => !!s);
  if (!sections.length) return null;
  const close = () => setAnchor(null);
  const label = translate('portico.menu.collapsed');
  return (
    <>
      <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} aria-haspopup="menu" aria-controls={anchor ? 'collapsed-menu' : undefined} aria-label={label} title={label} data-testid="collapsed-menu">
        <MoreVertIcon />
      </IconButton>
      <AppBarMenu id="collapsed-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {/* A flat list: MUI's Menu moves the focus among its own children. */}
        {sections.flatMap((section) => [
          <ListSubheader key={section.id}>{section.name ?? section.label}</ListSubheader>,
          ...section.entries.map((entry) => <AppBarMenuItem key={`${section.id}-${entry.key}`} entry={entry} close={close} />),
        ])}
      </AppBarMenu>
    </>
  );
}
