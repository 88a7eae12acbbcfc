import { queryOptions } from '@tanstack/react-query';
import type { Site } from '../shared/generated/entities';
import { apiFetch } from '../providers/httpClient';

/** The site as `api/sites/{id}` answers it. */
export type ManagedSite = Site & { id: number; logoContentType?: string | null };

/** A theme a site may wear. */
export interface ThemeChoice {
  id: number;
  name: string;
}

/** The reads of the site administrator's pages, each under one key. */
export const wadminKeys = {
  site: ['wadmin', 'site'] as const,
  themes: ['wadmin', 'themes'] as const,
  licence: ['wadmin', 'licence'] as const,
};

/** The current site: its id from `api/account-site-conf`, then the whole row. */
async function fetchCurrentSite(signal: AbortSignal): Promise<ManagedSite | null> {
  const { json: conf } = await apiFetch<{ id: number | null }>('/api/account-site-conf', { signal });
  if (conf.id == null) return null;
  return (await apiFetch<ManagedSite>(`/api/sites/${conf.id}`, { signal })).json;
}

/**
 * The site its sections edit, which copy it into their fields when they mount: read afresh on each
 * arrival (nothing kept once the page is left) and not again under the edits. A section's save
 * answers with the site as stored, which replaces this.
 */
export const currentSiteQuery = () =>
  queryOptions({ queryKey: wadminKeys.site, queryFn: ({ signal }) => fetchCurrentSite(signal), gcTime: 0, refetchOnWindowFocus: false });

export const themesQuery = () =>
  queryOptions({
    queryKey: wadminKeys.themes,
    queryFn: async ({ signal }) => (await apiFetch<ThemeChoice[]>('/api/themes?page=0&size=10000&sort=name,asc', { signal })).json,
  });

/** A section's save, answered with the site as stored (the page reads the shell's site again). */
const put = async (path: string, body: unknown, method = 'PUT') => (await apiFetch<ManagedSite>(path, { method, body: JSON.stringify(body) })).json;

export const saveGeneral = (id: number, changes: Partial<ManagedSite>) => put(`/api/sites/${id}`, { id, ...changes }, 'PATCH');
export const saveLangs = (langs: string[]) => put('/api/sites/langs', { langs: langs.join(',') });
export const saveIdentity = (which: 'wservice' | 'wguest', login: string) =>
  put(`/api/sites/${which}`, { [which === 'wservice' ? 'wserviceUser' : 'wguestUser']: login.trim() || null });
export const saveConf = (conf: Record<string, unknown>) => put('/api/sites/conf', { conf });

/** The field errors of a refused save, by field. */
export const fieldErrorsOf = (error: unknown): Record<string, string> =>
  Object.fromEntries(((error as { body?: { fieldErrors?: { field: string; message: string }[] } }).body?.fieldErrors ?? []).map((e) => [e.field, e.message]));
