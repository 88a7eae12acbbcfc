import { describe, expect, it } from 'vitest';
import { contrastProblems, contrastRatio, resolveThemeConf, textOn } from '../../src/shared/theme-conf.js';
import { buildTheme } from '../../src/themes/build-theme.js';

describe('theme configurations', () => {
  it('fills what a configuration leaves out with the defaults of its mode, and ignores what it cannot read', () => {
    expect(resolveThemeConf('{}')).toEqual({ mode: 'light', primary: '#1565c0', secondary: '#1b2a3a', radius: 4, font: 'roboto', density: 'comfortable' });
    expect(resolveThemeConf({ mode: 'dark' })).toMatchObject({ mode: 'dark', primary: '#90caf9', secondary: '#80cbc4' });
    expect(resolveThemeConf('{not json')).toEqual(resolveThemeConf({}));
    expect(resolveThemeConf({ primary: 'red', radius: 99, font: 'comic', density: 'compact' })).toMatchObject({ primary: '#1565c0', radius: 4, font: 'roboto', density: 'compact' });
  });

  it('computes WCAG contrast ratios and picks readable text for filled colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBe(4.54);
    expect(textOn('#1565c0')).toBe('#ffffff');
    expect(textOn('#90caf9')).toBe('#000000');
    for (const c of ['#777777', '#00897b', '#ff0000', '#808080']) expect(contrastRatio(textOn(c), c)).toBeGreaterThanOrEqual(4.5);
  });

  it('finds the colours that read under 4.5:1 on the mode background; the demonstration themes pass', () => {
    expect(contrastProblems(resolveThemeConf({ primary: '#90caf9', secondary: '#00897b' }))).toEqual([
      { field: 'primary', ratio: 1.6 },
      { field: 'secondary', ratio: 3.95 },
    ]);
    expect(contrastProblems(resolveThemeConf({ mode: 'dark', primary: '#1565c0' })).map((p) => p.field)).toEqual(['primary']);
    expect(contrastProblems(resolveThemeConf({ primary: '#1565c0', secondary: '#00796b', mode: 'light' }))).toEqual([]);
    expect(contrastProblems(resolveThemeConf({ primary: '#90caf9', secondary: '#80cbc4', mode: 'dark' }))).toEqual([]);
  });

  it('builds the portal theme from a configuration', () => {
    const night = buildTheme(resolveThemeConf({ mode: 'dark', primary: '#90caf9', radius: 12, font: 'serif', density: 'compact' }));
    expect(night.palette).toMatchObject({ mode: 'dark', primary: { main: '#90caf9', contrastText: '#000000' }, background: { default: '#121212' } });
    expect(night.shape).toEqual({ borderRadius: 12 });
    expect(night.spacing).toBe(6);
    expect(String(night.typography && 'fontFamily' in night.typography ? night.typography.fontFamily : '')).toMatch(/Georgia/);
    // No light grey of react-admin's left behind in dark mode.
    expect(JSON.stringify(night.components)).not.toMatch(/#e0e0e0|rgba\(0, 0, 0, 0\.04\)/);
    expect(buildTheme(resolveThemeConf({})).palette).toMatchObject({ mode: 'light', primary: { main: '#1565c0' }, secondary: { main: '#1b2a3a', contrastText: '#ffffff' } });
  });
});
