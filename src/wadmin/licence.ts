import { apiFetch } from '../providers/httpClient';
import type { LicenseStatus } from '../shared/license-status';

export const fetchLicense = async () => (await apiFetch<LicenseStatus>('/api/license')).json;

export const saveLicense = async (key: string) =>
  (await apiFetch<LicenseStatus>('/api/license', { method: 'PUT', body: JSON.stringify({ key }) })).json;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The portal's date format, DD/MM/YY HH:mm, but with the whole year: licences may run a century
 * (the demonstration one until 2126), which two digits would show as this year.
 */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${d.getFullYear()} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
