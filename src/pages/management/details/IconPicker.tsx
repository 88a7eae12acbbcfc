import { ListItemIcon, ListItemText, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PAGE_ICONS } from '../../runtime/page-icons';

const NONE = '';

/** Picks one of the icons pages may show in the navigation; none shows the page's kind. */
export function IconPicker({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      select
      label={translate('portico.pageManagement.icon')}
      value={value in PAGE_ICONS ? value : NONE}
      onChange={(e) => onChange(e.target.value)}
      fullWidth
      slotProps={{ select: { displayEmpty: true, renderValue: (name) => (name ? String(name) : translate('portico.pageManagement.iconByKind')) }, inputLabel: { shrink: true } }}
    >
      <MenuItem value={NONE}>{translate('portico.pageManagement.iconByKind')}</MenuItem>
      {Object.entries(PAGE_ICONS).map(([name, Icon]) => (
        <MenuItem key={name} value={name}>
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{name}</ListItemText>
        </MenuItem>
      ))}
    </TextField>
  );
}
