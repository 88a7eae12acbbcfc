import { memo } from 'react';
import { Box, Button, CircularProgress, IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useLoading, useRefresh, useSidebarState, useTranslate } from 'react-admin';

/*
 * The app bar's small buttons, as react-admin's but with the browser's own tooltip (`title`): its
 * versions bring MUI's Tooltip and the Popper library into every visitor's first download.
 */

/** Opens and closes the sidebar (a drawer on a phone). */
export function SidebarToggle() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const label = translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <IconButton color="inherit" onClick={() => setOpen(!open)} aria-label={label} title={label} aria-expanded={open}>
      <MenuIcon sx={{ transition: 'transform 195ms', transform: open ? 'rotate(180deg)' : 'none' }} />
    </IconButton>
  );
}

/** Reloads the screen's data; turns while something is being loaded. */
export function LoadingIndicator() {
  const translate = useTranslate();
  const loading = useLoading();
  const refresh = useRefresh();
  const label = translate('ra.action.refresh');
  return (
    <Box sx={{ position: 'relative' }}>
      <IconButton color="inherit" onClick={() => refresh()} aria-label={label} title={label} sx={{ opacity: loading ? 0 : 1 }}>
        <RefreshIcon />
      </IconButton>
      {loading && <CircularProgress color="inherit" size={16} thickness={6} sx={{ position: 'absolute', top: '30%', left: '30%' }} aria-label={translate('portico.composer.loading')} />}
    </Box>
  );
}

/** The first thing a keyboard reaches: straight to the screen, past the app bar and the menu. */
export const SkipToContent = memo(function SkipToContent() {
  const translate = useTranslate();
  const skip = () => {
    const main = document.getElementById('main-content');
    if (!main) return;
    main.setAttribute('tabindex', '-1');
    main.focus();
    main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
  };
  return (
    <Button variant="contained" onClick={skip} className="skip-nav-button" sx={{ position: 'fixed', left: 16, top: -80, zIndex: 5000, transition: 'top 195ms', '&:focus': { top: 16 } }}>
      {translate('ra.navigation.skip_nav')}
    </Button>
  );
});
