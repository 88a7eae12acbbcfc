import { apiFetch } from '../providers/httpClient';
import type { LicenseStatus } from '../shared/license-status';

export const fetchLicense = async () => (await apiFetch<LicenseStatus>('/api/license')).json;

export const saveLicense = async (key: string) =>
  (await apiFetch<LicenseStatus>('/api/license', { method: 'PUT', body: JSON.stringify({ key }) })).json;
