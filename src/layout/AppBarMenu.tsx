import { Menu, type MenuProps } from '@mui/material';
import { useOpenedOnce } from '../common/useOpenedOnce';

/** An app bar's dropdown: MUI's Menu, rendered from the first time it opens (useOpenedOnce). */
export function AppBarMenu(props: MenuProps) {
  return useOpenedOnce(props.open) ? <Menu {...props} /> : null;
}
