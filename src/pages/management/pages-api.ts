import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../providers/httpClient';
import type { Page, Template } from '../../shared/generated/entities';
import type { PagePlacement, PagePreview, PageScope, PreviewRole } from '../../shared/page-management';

/*
 * The page management calls of spec 001 §7, declared once for the screen's queries and mutations.
 * Every write answers with the page or pages as stored, which replace the cached tree.
 */

/** A page as the console reads it: every field, its id known, and who changed it last. */
export type ManagedPage = Page & { id: number; lastModifiedBy?: string | null; lastModifiedDate?: string | null };

const json = (body: unknown): RequestInit => ({ body: JSON.stringify(body) });

/** The pages of a scope in index order (each sibling group numbered from 0). */
export const managedPagesQuery = (scope: PageScope) =>
  queryOptions({
    queryKey: ['page-management', 'pages', scope],
    queryFn: async ({ signal }) =>
      (await apiFetch<ManagedPage[]>(`/api/pages?scope.equals=${scope}&eager=true&page=0&size=10000&sort=index,asc`, { signal })).json,
  });

/** The templates a page may use, by name. */
export const templatesQuery = () =>
  queryOptions({
    queryKey: ['page-management', 'templates'],
    queryFn: async ({ signal }) => (await apiFetch<(Template & { id: number })[]>('/api/templates?page=0&size=10000&sort=name,asc', { signal })).json,
    staleTime: 60_000,
  });

/** The page as a guest, a user or an administrator gets it, the server's checks applied. */
export const previewQuery = (id: number, as: PreviewRole) =>
  queryOptions({
    queryKey: ['page-management', 'preview', id, as],
    queryFn: async ({ signal }) => (await apiFetch<PagePreview>(`/api/pages/${id}/preview?as=${as}`, { signal })).json,
    staleTime: 0,
  });

/** A new page inserted at `index` among its siblings (`POST api/pages/increment`). */
export const insertPage = async (page: Page) =>
  (await apiFetch<ManagedPage>('/api/pages/increment', { method: 'POST', ...json(page) })).json;

export const updatePage = async (page: ManagedPage) =>
  (await apiFetch<ManagedPage>(`/api/pages/${page.id}`, { method: 'PUT', ...json(page) })).json;

/** A reorder or a move, applied in one transaction (`PUT api/pages`). */
export const placePages = async (placements: PagePlacement[]) =>
  (await apiFetch<unknown>('/api/pages', { method: 'PUT', ...json(placements) })).json;

/** Deletes a page, closing the gap among its siblings (`PUT api/pages/{id}/decrement`). */
export const deletePage = async (id: number) => {
  await apiFetch(`/api/pages/${id}/decrement`, { method: 'PUT' });
};
