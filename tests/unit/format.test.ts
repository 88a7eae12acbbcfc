import { describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatFileSize, formatFixed, formatNumber } from '../../src/shared/format.js';
import { LANGUAGES } from '../../src/i18n/languages.js';

// French groups thousands with a narrow no-break space.
const NNBSP = '\u202f';

describe('formatDateTime: DD/MM/YY HH:mm, with seconds on request', () => {
  const moment = new Date(2026, 10, 23, 9, 8, 7);

  it('words a moment in local time, the year in two digits', () => {
    expect(formatDateTime(moment)).toBe('23/11/26 09:08');
    expect(formatDateTime(moment, { seconds: true })).toBe('23/11/26 09:08:07');
    expect(formatDateTime(new Date(2126, 0, 1, 0, 0))).toBe('01/01/26 00:00');
    expect(formatDateTime(new Date(2001, 11, 31, 23, 59, 59), { seconds: true })).toBe('31/12/01 23:59:59');
  });

  it('reads ISO texts and epoch milliseconds alike', () => {
    expect(formatDateTime(moment.toISOString(), { seconds: true })).toBe('23/11/26 09:08:07');
    expect(formatDateTime(moment.getTime())).toBe('23/11/26 09:08');
  });

  it('shows nothing for nothing, and a text that is no date as it is', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('formatNumber: 0,0 and 0,0.[00] with the separators of the language', () => {
  it('groups thousands and rounds to a whole number with 0,0', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(1234567.6, '0,0')).toBe('1,234,568');
    expect(formatNumber(-9876, '0,0')).toBe('-9,876');
  });

  it('shows at most two decimals, and only when there are any, with 0,0.[00]', () => {
    expect(formatNumber(1234, '0,0.[00]')).toBe('1,234');
    expect(formatNumber(1234.5, '0,0.[00]')).toBe('1,234.5');
    expect(formatNumber(1234.567, '0,0.[00]')).toBe('1,234.57');
    expect(formatNumber(0.004, '0,0.[00]')).toBe('0');
  });

  it("writes a whole number under 1000 as every language's formatter does, without making one", () => {
    const spied = vi.spyOn(Intl, 'NumberFormat');
    const shortcut = [0, 7, 42, 999].map((n) => LANGUAGES.map(({ locale }) => [formatNumber(n, '0,0', locale), formatNumber(n, '0,0.[00]', locale)]));
    expect(spied).not.toHaveBeenCalled();
    spied.mockRestore();
    for (const [i, n] of [0, 7, 42, 999].entries())
      for (const [j, { locale }] of LANGUAGES.entries()) {
        const intl = new Intl.NumberFormat(locale, { useGrouping: 'always', maximumFractionDigits: 2 }).format(n);
        expect(shortcut[i][j], `${n} in ${locale}`).toEqual([intl, intl]);
      }
    // From 1000 on, and for fractions and negatives, the language's formatter speaks.
    expect(formatNumber(1000, '0,0', 'de')).toBe('1.000');
    expect(formatNumber(-5, '0,0', 'fr')).toBe('-5');
    expect(formatNumber(2.5, '0,0.[00]', 'it')).toBe('2,5');
  });

  it('follows each language, grouping four digits too', () => {
    expect(formatNumber(1234.5, '0,0.[00]', 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, '0,0.[00]', 'it')).toBe('1.234,5');
    expect(formatNumber(1234.5, '0,0.[00]', 'de')).toBe('1.234,5');
    expect(formatNumber(1234.5, '0,0.[00]', 'es')).toBe('1.234,5');
    expect(formatNumber(1234.5, '0,0.[00]', 'fr')).toBe(`1${NNBSP}234,5`);
    expect(formatNumber(1234, '0,0', 'es')).toBe('1.234');
  });

  it('shows nothing for nothing', () => {
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });

  it('keeps a fixed number of decimals when asked', () => {
    expect(formatFixed(2, 1)).toBe('2.0');
    expect(formatFixed(1234.25, 2, 'it')).toBe('1.234,25');
  });
});

describe('formatFileSize: binary units by default, decimal on request, one decimal', () => {
  it('words sizes as people read them', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(1023)).toBe('1,023 B');
    expect(formatFileSize(1024)).toBe('1.0 KiB');
    expect(formatFileSize(1270)).toBe('1.2 KiB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.0 MiB');
    expect(formatFileSize(50 * 1024 * 1024)).toBe('50.0 MiB');
    expect(formatFileSize(3.25 * 1024 ** 3)).toBe('3.3 GiB');
    expect(formatFileSize(1500, 'en', 'decimal')).toBe('1.5 kB');
    expect(formatFileSize(999_999, 'en', 'decimal')).toBe('1.0 MB');
  });

  it('uses the separators of the language', () => {
    expect(formatFileSize(1536, 'it')).toBe('1,5 KiB');
    expect(formatFileSize(1023, 'de')).toBe('1.023 B');
    expect(formatFileSize(1500 * 1024 ** 4, 'en')).toBe('1,500.0 TiB');
  });
});
