import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../providers/httpClient';
import type { LicenseStatus } from '../shared/license-status';
import { wadminKeys } from './site';

export const licenceQuery = () =>
  queryOptions({ queryKey: wadminKeys.licence, queryFn: async ({ signal }) => (await apiFetch<LicenseStatus>('/api/license', { signal })).json });

export const saveLicense = async (key: string) =>
  (await apiFetch<LicenseStatus>('/api/license', { method: 'PUT', body: JSON.stringify({ key }) })).json;
