import { useState } from 'react';
import { IconButton } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';
import { AppBarDropdown } from './AppBarDropdown';
import type { AppBarSection } from './app-bar-sections';
import { CollapsedMenuList } from './AppBarMenu';
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
      <CollapsedMenuList id="collapsed-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close} sections={sections} />
    </>
  );
}
