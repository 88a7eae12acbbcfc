import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { MIN_CONTRAST, textOn, type ThemeConf, type ThemeFont } from '../shared/theme-conf.js';

const FONTS: Record<ThemeFont, string> = {
  roboto: '"Roboto", "Helvetica", "Arial", sans-serif',
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", serif',
};

/** The colours of states, chosen per mode so that their text reads at 4.5:1 where the portal shows it. */
const STATES = {
  light: {
    // Darker than MUI's #0288d1 (3.9:1 on white), so that info-coloured text such as the role chips
    // reads at 4.5:1 or better on white and on a hovered row; light and dark stay MUI's, so alerts look the same.
    info: { main: '#0272b0', light: '#03a9f4', dark: '#01579b' },
    // Darker than MUI's #d32f2f (4.4:1 on a filled field's grey), so that the small label of a field
    // in error reads at 4.5:1 or better on the grey of a focused or hovered filled field.
    error: { main: '#c62828', light: '#ef5350', dark: '#b71c1c' },
  },
  dark: {
    // Lighter than MUI's dark #f44336 (3.6:1 on a focused filled field's grey), for the same label.
    error: { main: '#ef9a9a', light: '#ffcdd2', dark: '#e57373' },
  },
};

/**
 * For visitors who ask their system for less motion (WCAG 2.3.3): menus, dialogs, calendars and the
 * grid's widgets appear and move at once instead of growing, fading or sliding. MUI's transitions are
 * inline styles, which an important rule outranks; loading indicators still turn. (MUI X's pickers
 * read the same preference for their own animations.)
 */
const LESS_MOTION = {
  '@media (prefers-reduced-motion: reduce)': { '*, *::before, *::after': { transition: 'none !important', scrollBehavior: 'auto !important' } },
};

/**
 * The portal's MUI and react-admin theme made from a site's theme configuration: colours, mode,
 * corner radius, font and density. Pure and small: every visitor's first render calls it with the
 * configuration the app's page carries.
 */
export function buildTheme(conf: ThemeConf): RaThemeOptions {
  const dark = conf.mode === 'dark';
  const { MuiFilledInput, RaToolbar, ...components } = defaultTheme.components ?? {};
  return {
    ...defaultTheme,
    palette: {
      mode: conf.mode,
      // The colours of states (error, info …) take the text that reads at 4.5:1 on them.
      contrastThreshold: MIN_CONTRAST,
      primary: { main: conf.primary, contrastText: textOn(conf.primary) },
      secondary: { main: conf.secondary, contrastText: textOn(conf.secondary) },
      background: dark ? { default: '#121212', paper: '#121212' } : { default: '#fafafb', paper: '#ffffff' },
      ...STATES[conf.mode],
    },
    shape: { borderRadius: conf.radius },
    spacing: conf.density === 'compact' ? 6 : 8,
    typography: { ...defaultTheme.typography, fontFamily: FONTS[conf.font] },
    components: {
      ...components,
      MuiCssBaseline: { styleOverrides: LESS_MOTION },
      // react-admin's light greys for filled fields and form toolbars; MUI's own in dark mode.
      ...(dark ? { RaToolbar: { styleOverrides: { root: { backgroundColor: 'rgba(255, 255, 255, 0.08)' } } } } : { MuiFilledInput, RaToolbar }),
    },
  };
}
