import { useState } from 'react';
import { Button, MenuItem } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Link } from 'react-router-dom';
import type { AppBarEntry, AppBarSection } from './app-bar-sections';
import { AppBarMenu } from './AppBarMenu';

/** An entry of an app bar menu: a link, or an action; either closes the menu. */
export function AppBarMenuItem({ entry, close }: { entry: AppBarEntry; close: () => void }) {
  const select = () => {
    entry.onSelect?.();
    close();
  };
  return entry.to ? (
    <MenuItem component={Link} to={entry.to} onClick={select}>
      {entry.label}
    </MenuItem>
  ) : (
    <MenuItem selected={entry.selected} lang={entry.lang} onClick={select}>
      {entry.label}
    </MenuItem>
  );
}

/** One app bar menu as a wide screen shows it: a button and its dropdown. */
export function AppBarDropdown({ section, arrow = true }: { section: AppBarSection | undefined; arrow?: boolean }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!section) return null;
  const close = () => setAnchor(null);
  const menuId = `${section.id}-menu`;
  return (
    <>
      <Button
        color="inherit"
        startIcon={section.icon}
        endIcon={arrow ? <ArrowDropDownIcon /> : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-label={section.name}
        id={`${menuId}-button`}
      >
        {section.label}
      </Button>
      <AppBarMenu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {section.entries.map((entry) => (
          <AppBarMenuItem key={entry.key} entry={entry} close={close} />
        ))}
      </AppBarMenu>
    </>
  );
}
