/**
 * A duration in milliseconds for the metrics tables: two significant digits below 10 ms, so that the
 * database's sub-millisecond statements do not all read 0.0, and one decimal above.
 */
export function formatMilliseconds(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '';
  if (value <= 0) return '0';
  if (value < 0.01) return '< 0.01';
  if (value < 1) return value.toFixed(2);
  if (value < 10) return value.toFixed(1);
  return value.toFixed(0);
}
