import { useState } from 'react';
import { Button, MenuItem } from '@mui/material';
import { AppBarMenu } from './AppBarMenu';
import ViewListIcon from '@mui/icons-material/ViewList';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ROLE_ADMIN } from '../auth/roles';
import { useSession } from '../auth/useSession';
import { allModels } from '../resources/models';
import { entityPath } from '../resources/paths';

/** The Entities dropdown of the app bar, for ROLE_ADMIN only. */
export function EntitiesMenu() {
  const { authorities } = useSession();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!authorities.includes(ROLE_ADMIN)) return null;
  return (
    <>
      <Button
        color="inherit"
        startIcon={<ViewListIcon />}
        endIcon={<ArrowDropDownIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? 'entities-menu' : undefined}
        id="entities-menu-button"
      >
        {translate('portico.menu.entities')}
      </Button>
      <AppBarMenu id="entities-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {allModels().map((m) => (
          <MenuItem key={m.name} component={Link} to={entityPath(m.name)} onClick={() => setAnchor(null)}>
            {translate(`resources.${m.name}.name`, { smart_count: 1, _: m.title })}
          </MenuItem>
        ))}
      </AppBarMenu>
    </>
  );
}
