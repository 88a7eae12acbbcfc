/*
 * A theme's configuration (`theme.conf`, shaped by schemas/themes/theme.schema.json) and the contrast
 * rule its colours keep. The server refuses a configuration that breaks the rule and the theme form
 * says so before sending, both with `contrastProblems`; the client builds the portal's look from
 * `resolveThemeConf` (src/themes/build-theme.ts).
 */

export type ThemeMode = 'light' | 'dark';
export const THEME_FONTS = ['roboto', 'system', 'serif'] as const;
export type ThemeFont = (typeof THEME_FONTS)[number];
export type ThemeDensity = 'comfortable' | 'compact';

/** Every setting of a theme, those its configuration leaves out taken from the defaults of its mode. */
export interface ThemeConf {
  mode: ThemeMode;
  primary: string;
  secondary: string;
  radius: number;
  font: ThemeFont;
  density: ThemeDensity;
}

/** The colours a configuration leaves out: the portal's own look in light mode, MUI's in dark mode. */
export const MODE_COLOURS: Record<ThemeMode, { primary: string; secondary: string }> = {
  light: { primary: '#1565c0', secondary: '#1b2a3a' },
  dark: { primary: '#90caf9', secondary: '#80cbc4' },
};

/**
 * The surface of each mode on which coloured text reads worst: the grey behind the sign-in card in
 * light mode, a raised dark surface (a menu) in dark mode. A colour that reads on it reads on the others.
 */
export const MODE_SURFACE: Record<ThemeMode, string> = { light: '#f5f5f5', dark: '#2e2e2e' };

/** WCAG's minimum contrast for text (level AA, normal size). */
export const MIN_CONTRAST = 4.5;

const HEX = /^#[0-9a-fA-F]{6}$/;
const colour = (value: unknown, fallback: string) => (typeof value === 'string' && HEX.test(value) ? value.toLowerCase() : fallback);
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T => (allowed.includes(value as T) ? (value as T) : allowed[0]);

/**
 * The settings of a configuration (parsed JSON or its text), anything missing or unreadable taken
 * from the defaults: a stored configuration never keeps the portal from showing.
 */
export function resolveThemeConf(conf: unknown): ThemeConf {
  let raw: unknown = conf;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      raw = {};
    }
  }
  const c = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const mode = oneOf(c.mode, ['light', 'dark'] as const);
  const radius = Number.isInteger(c.radius) && (c.radius as number) >= 0 && (c.radius as number) <= 24 ? (c.radius as number) : 4;
  return {
    mode,
    primary: colour(c.primary, MODE_COLOURS[mode].primary),
    secondary: colour(c.secondary, MODE_COLOURS[mode].secondary),
    radius,
    font: oneOf(c.font, THEME_FONTS),
    density: oneOf(c.density, ['comfortable', 'compact'] as const),
  };
}

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours, from 1 to 21, cut (not rounded) to two decimals. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return Math.floor(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
}

/** The text colour for a filled surface of `background` (a contained button, the app bar): white or black, whichever reads better (at least 4.58:1 for any colour). */
export const textOn = (background: string): string => (contrastRatio('#ffffff', background) >= contrastRatio('#000000', background) ? '#ffffff' : '#000000');

export interface ContrastProblem {
  field: 'primary' | 'secondary';
  /** The colour's contrast on its mode's surface. */
  ratio: number;
}

/**
 * The theme colours that would put text under 4.5:1: the primary and secondary colours are text
 * (links, text buttons, selected tabs) on the mode's background. Text on them (contained buttons, the
 * app bar) is always readable: `textOn` picks it.
 */
export function contrastProblems(conf: ThemeConf): ContrastProblem[] {
  const surface = MODE_SURFACE[conf.mode];
  return (['primary', 'secondary'] as const).map((field) => ({ field, ratio: contrastRatio(conf[field], surface) })).filter((p) => p.ratio < MIN_CONTRAST);
}
