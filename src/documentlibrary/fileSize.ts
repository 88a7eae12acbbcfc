/**
 * A size in bytes as people read it, with one decimal: binary units (KiB, MiB …, base 1024) by
 * default, decimal units (kB, MB …, base 1000) on request.
 */
export function formatFileSize(bytes: number, decimal = false): string {
  const base = decimal ? 1000 : 1024;
  const units = decimal ? ['B', 'kB', 'MB', 'GB', 'TB'] : ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  if (!Number.isFinite(bytes) || bytes < base) return `${Math.max(0, Math.round(bytes || 0))} B`;
  let value = bytes;
  let unit = 0;
  while (value >= base && unit < units.length - 1) {
    value /= base;
    unit++;
  }
  // 1023.96 KiB would read "1024.0 KiB": round first, then move up a unit if needed.
  if (Number(value.toFixed(1)) >= base && unit < units.length - 1) {
    value /= base;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
