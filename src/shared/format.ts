/**
 * The portal's formats for dates, numbers and file sizes (spec 000 §9, 001 §5), one set for every
 * screen and for the server: plain functions over `Date` and `Intl.NumberFormat`, which Node has too.
 *
 * - Dates read DD/MM/YY HH:mm, or DD/MM/YY HH:mm:ss where seconds matter, in the local time of
 *   whoever formats them, whatever the language.
 * - Numbers use the numeral.js-style formats `0,0` (a whole number, thousands grouped) and
 *   `0,0.[00]` (up to two decimals, shown only when there are any); the separators are those of the
 *   reader's language (`1,234.5` in English, `1.234,5` in Italian, German and Spanish, `1 234,5` in
 *   French), and thousands are grouped from four digits on in every language.
 * - File sizes have one decimal, in binary units (KiB, base 1024) unless decimal ones (kB, base
 *   1000) are asked for.
 * See docs/decisions.md, "Dates and numbers".
 */

export type DateValue = Date | string | number | null | undefined;

export interface DateTimeOptions {
  /** Show the seconds: DD/MM/YY HH:mm:ss. */
  seconds?: boolean;
}

const two = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YY HH:mm (or HH:mm:ss). Nothing gives ''; a text that is no date is shown as it is. */
export function formatDateTime(value: DateValue, { seconds = false }: DateTimeOptions = {}): string {
  if (value === null || value === undefined || value === '') return '';
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  const date = `${two(d.getDate())}/${two(d.getMonth() + 1)}/${two(d.getFullYear() % 100)}`;
  const time = `${two(d.getHours())}:${two(d.getMinutes())}${seconds ? `:${two(d.getSeconds())}` : ''}`;
  return `${date} ${time}`;
}

/** The spec's number formats: a whole number, or up to two decimals shown only when present. */
export type NumberFormat = '0,0' | '0,0.[00]';

const DIGITS: Record<NumberFormat, { min: number; max: number }> = {
  '0,0': { min: 0, max: 0 },
  '0,0.[00]': { min: 0, max: 2 },
};

const formatters = new Map<string, Intl.NumberFormat>();

/** A formatter per language and number of decimals, made once. */
function numberFormat(locale: string, minDecimals: number, maxDecimals: number): Intl.NumberFormat {
  const key = `${locale}|${minDecimals}|${maxDecimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { useGrouping: 'always', minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A number in one of the spec's formats, with the separators of `locale`. Nothing gives ''. */
export function formatNumber(value: number | null | undefined, format: NumberFormat = '0,0', locale = 'en'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  // A whole number under 1000 reads the same in every language the portal speaks (Latin digits, no
  // separator, no decimals): written without a formatter, whose first making costs tens of milliseconds
  // (the browser loads its locale data), on a first screen whose list counts may be its only numbers.
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  const { min, max } = DIGITS[format];
  return numberFormat(locale, min, max).format(value);
}

/** A number with exactly `decimals` decimals (sizes and durations), with the separators of `locale`. */
export function formatFixed(value: number, decimals: number, locale = 'en'): string {
  return numberFormat(locale, decimals, decimals).format(value);
}

export type SizeUnits = 'binary' | 'decimal';

const UNITS: Record<SizeUnits, { base: number; names: string[] }> = {
  binary: { base: 1024, names: ['B', 'KiB', 'MiB', 'GiB', 'TiB'] },
  decimal: { base: 1000, names: ['B', 'kB', 'MB', 'GB', 'TB'] },
};

/** A size in bytes as people read it: whole bytes below one unit, else one decimal (`1.5 KiB`). */
export function formatFileSize(bytes: number, locale = 'en', units: SizeUnits = 'binary'): string {
  const { base, names } = UNITS[units];
  if (!Number.isFinite(bytes) || bytes < base) return `${formatNumber(Math.max(0, Math.round(bytes || 0)), '0,0', locale)} B`;
  let value = bytes;
  let unit = 0;
  while (value >= base && unit < names.length - 1) {
    value /= base;
    unit++;
  }
  // 1023.96 KiB would read "1024.0 KiB": round first, then move up a unit if needed.
  if (Math.round(value * 10) / 10 >= base && unit < names.length - 1) {
    value /= base;
    unit++;
  }
  return `${formatFixed(value, 1, locale)} ${names[unit]}`;
}
