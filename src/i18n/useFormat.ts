import { useMemo } from 'react';
import { useLocale } from 'react-admin';
import { formatDateTime, formatFileSize, formatNumber, type NumberFormat, type SizeUnits } from '../shared/format';

/**
 * The portal's formats (src/shared/format.ts) for the screens, numbers in the visitor's language:
 * `dateTime(value, { seconds })`, `number(value, '0,0' | '0,0.[00]')`, `fileSize(bytes)`.
 */
export function useFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      dateTime: formatDateTime,
      number: (value: number | null | undefined, format: NumberFormat = '0,0') => formatNumber(value, format, locale),
      fileSize: (bytes: number, units?: SizeUnits) => formatFileSize(bytes, locale, units),
    }),
    [locale],
  );
}
