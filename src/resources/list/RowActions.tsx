import { Box, Button, ButtonGroup } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { Link, useLocation } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';
import { entityPath, listSearch } from '../paths';

/** View, Edit and Delete for one row; Edit and Delete carry the list's page and sort. */
export function RowActions({ entity }: { entity: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const search = listSearch(useLocation().search);
  if (!record) return null;
  const actions = [
    { key: 'view', to: entityPath(entity, record.id), icon: <VisibilityIcon fontSize="small" />, color: 'info' },
    { key: 'edit', to: entityPath(entity, record.id, 'edit', search), icon: <EditIcon fontSize="small" />, color: 'primary' },
    { key: 'delete', to: entityPath(entity, record.id, 'delete', search), icon: <DeleteIcon fontSize="small" />, color: 'error' },
  ] as const;
  return (
    <ButtonGroup size="small" variant="outlined" onClick={(e) => e.stopPropagation()} sx={{ whiteSpace: 'nowrap' }}>
      {actions.map(({ key, to, icon, color }) => {
        const label = translate(`portico.action.${key}`);
        return (
          <Button key={key} component={Link} to={to} color={color} aria-label={label} title={label} sx={{ gap: 0.5 }}>
            {icon}
            {/* Words where the screen has room; the icons alone on narrower ones. */}
            <Box component="span" sx={{ display: { xs: 'none', xl: 'inline' } }}>
              {label}
            </Box>
          </Button>
        );
      })}
    </ButtonGroup>
  );
}
