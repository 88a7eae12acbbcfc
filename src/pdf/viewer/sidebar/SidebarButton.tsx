import type { Ref } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import ViewSidebarOutlinedIcon from '@mui/icons-material/ViewSidebarOutlined';
import { useTranslate } from 'react-admin';

/** The toolbar's switch of the sidebar (the pages as thumbnails, the outline). */
export function SidebarButton({ open, onToggle, sidebarId, buttonRef }: { open: boolean; onToggle(): void; sidebarId: string; buttonRef: Ref<HTMLButtonElement> }) {
  const label = useTranslate()('portico.pdf.viewer.sidebar.open');
  return (
    <Tooltip title={label}>
      <IconButton ref={buttonRef} size="small" aria-label={label} aria-expanded={open} aria-controls={open ? sidebarId : undefined} color={open ? 'primary' : 'default'} onClick={onToggle} data-testid="pdf-sidebar-open">
        {/* The icon's panel on the left, where the sidebar opens. */}
        <ViewSidebarOutlinedIcon sx={{ transform: 'scaleX(-1)' }} />
      </IconButton>
    </Tooltip>
  );
}
