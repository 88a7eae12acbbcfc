import { formatFixed } from '../shared/format.js';

/**
 * A duration in milliseconds for the metrics tables: two significant digits below 10 ms, so that the
 * database's sub-millisecond statements do not all read 0.0, and whole milliseconds from 10; the
 * separators are those of the reader's language.
 */
export function formatMilliseconds(value: number | undefined, locale = 'en'): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  if (value <= 0) return '0';
  if (value < 0.01) return `< ${formatFixed(0.01, 2, locale)}`;
  if (value < 1) return formatFixed(value, 2, locale);
  if (value < 10) return formatFixed(value, 1, locale);
  return formatFixed(value, 0, locale);
}
