import { Suspense } from 'react';
import type { MenuProps } from '@mui/material';
import { lazyPage } from '../common/lazyPage';
import { useOpenedOnce } from '../common/useOpenedOnce';

// MUI's Menu, with its Popover, list and transition: fetched when a menu first opens, not with the shell.
const Menu = lazyPage(() => import('@mui/material/Menu').then((m) => m.default), { firstTexts: true });

/** An app bar's dropdown: MUI's Menu, loaded and rendered from the first time it opens (useOpenedOnce). */
export function AppBarMenu(props: MenuProps) {
  return useOpenedOnce(props.open) ? (
    <Suspense fallback={null}>
      <Menu {...props} />
    </Suspense>
  ) : null;
}
