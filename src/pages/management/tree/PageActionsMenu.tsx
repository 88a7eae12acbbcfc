import { useState } from 'react';
import { IconButton, ListItemIcon, Menu, MenuItem } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMoveOutlined';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslate } from 'react-admin';

export type PageAction = 'addChild' | 'up' | 'down' | 'move' | 'delete';

interface Props {
  name: string;
  canUp: boolean;
  canDown: boolean;
  onAction: (action: PageAction) => void;
}

const ITEMS: { action: PageAction; icon: typeof AddIcon; label: string }[] = [
  { action: 'addChild', icon: AddIcon, label: 'portico.pageManagement.addChild' },
  { action: 'up', icon: ArrowUpwardIcon, label: 'portico.pageManagement.moveUp' },
  { action: 'down', icon: ArrowDownwardIcon, label: 'portico.pageManagement.moveDown' },
  { action: 'move', icon: DriveFileMoveIcon, label: 'portico.pageManagement.moveTo' },
  { action: 'delete', icon: DeleteIcon, label: 'portico.pageManagement.delete' },
];

/** A page's actions in the tree: the moves dragging makes, for keyboards and touch screens, and more. */
export function PageActionsMenu({ name, canUp, canDown, onAction }: Props) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const disabled = (action: PageAction) => (action === 'up' && !canUp) || (action === 'down' && !canDown);
  return (
    <>
      <IconButton size="small" aria-label={translate('portico.pageManagement.actions', { name })} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {ITEMS.map(({ action, icon: Icon, label }) => (
          <MenuItem
            key={action}
            disabled={disabled(action)}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {translate(label)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
