import { useState } from 'react';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import type { ManagedWidgetType } from '../../../widget-data/widgets-api';

/** The widget types to add one of: a button and its menu. */
export function WidgetPalette({ types, onPick }: { types: ManagedWidgetType[] | undefined; onPick: (type: ManagedWidgetType) => void }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        disabled={!types?.length}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        aria-controls={anchor ? 'widget-palette' : undefined}
        data-testid="widget-add"
      >
        {translate('portico.pageManagement.widgets.add')}
      </Button>
      <Menu id="widget-palette" anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {types?.map((type) => (
          <MenuItem
            key={type.id}
            onClick={() => {
              setAnchor(null);
              onPick(type);
            }}
          >
            <ListItemText primary={type.name} secondary={type.confSchema ?? translate('portico.pageManagement.widgets.noSchema')} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
