import { useState } from 'react';
import { Button } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import type { AppBarSection } from './app-bar-sections';
import { SectionMenuList } from './AppBarMenu';

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
      <SectionMenuList id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={close} section={section} />
    </>
  );
}
