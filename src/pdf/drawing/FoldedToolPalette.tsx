import { useState } from 'react';
import { Fab, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import { useViewerSession } from '../viewer/ViewerSession';
import type { PaletteTool } from './palette-tools';

/**
 * The palette folded on a narrow viewer: one round button over the pages' upper right corner (in
 * sight with the toolbar, wherever the viewer's page scrolls to), the tools in its menu. It shows
 * the tool that is on, pressed, until a click on a page uses it; the tool chosen again goes off.
 */
export function FoldedToolPalette({ tools }: { tools: PaletteTool[] }) {
  const translate = useTranslate();
  const { activeTool, setActiveTool } = useViewerSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = tools.find((tool) => tool.type === activeTool);
  const Icon = active?.icon ?? EditIcon;
  const label = translate('portico.pdf.draw.palette.label');
  return (
    <>
      <Fab
        size="small"
        color={active ? 'primary' : 'default'}
        aria-label={label}
        title={active ? `${label}: ${translate(`portico.pdf.draw.palette.${active.label}`)}` : label}
        aria-pressed={!!active}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="tool-palette-folded"
        // Clear of a scroll bar on the right.
        sx={{ position: 'absolute', top: 8, right: 24, zIndex: 5 }}
      >
        <Icon />
      </Fab>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': label } }}
      >
        {tools.map(({ type, label: name, icon: ToolIcon }) => (
          <MenuItem
            key={type}
            role="menuitemradio"
            aria-checked={type === activeTool}
            selected={type === activeTool}
            onClick={() => {
              setAnchor(null);
              setActiveTool(type === activeTool ? null : type);
            }}
            data-testid={`tool-${type}`}
          >
            <ListItemIcon>
              <ToolIcon />
            </ListItemIcon>
            <ListItemText>{translate(`portico.pdf.draw.palette.${name}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
