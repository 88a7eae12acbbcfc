import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../providers/httpClient';
import type { Widget, WidgetType } from '../shared/generated/entities';
import type { WidgetPlacement } from '../shared/page-management';
import { parseConf, writeConf, type WidgetConf } from '../shared/widget-conf';

/*
 * The widget calls of spec 001 §7, declared once for their queries and mutations: every write of a
 * widget the client makes goes through here (the page editor's, the rich text's edit in place).
 * The editor's reads are keyed under 'page-management' with that screen's other reads.
 */

/** A widget as the editor reads it: every field, its order on the page, and who changed it last. */
export type ManagedWidget = Widget & {
  id: number;
  index?: number | null;
  type: { id: number; name?: string };
  lastModifiedBy?: string | null;
  lastModifiedDate?: string | null;
};

export type ManagedWidgetType = WidgetType & { id: number };

const json = (body: unknown): RequestInit => ({ body: JSON.stringify(body) });

export const pageWidgetsKey = (pageId: number) => ['page-management', 'widgets', pageId] as const;

/**
 * After a write: the page's widgets read again, and the page as the composer shows it (its query,
 * keyed `['composer', 'page', id, visitor]`) too, so that the runtime in this tab shows the change.
 */
export const widgetsChanged = (queryClient: QueryClient, pageId: number, { list = true } = {}) =>
  Promise.all([
    list && queryClient.invalidateQueries({ queryKey: pageWidgetsKey(pageId) }),
    queryClient.invalidateQueries({ queryKey: ['composer', 'page', pageId] }),
  ]);

/** The page's widgets in their order. */
export const pageWidgetsQuery = (pageId: number) =>
  queryOptions({
    queryKey: pageWidgetsKey(pageId),
    queryFn: async ({ signal }) =>
      (await apiFetch<ManagedWidget[]>(`/api/widgets?page=0&size=10000&pageId.equals=${pageId}&sort=index,asc`, { signal })).json,
  });

/** The widget types, by name: the palette. */
export const widgetTypesQuery = () =>
  queryOptions({
    queryKey: ['page-management', 'widget-types'],
    queryFn: async ({ signal }) => (await apiFetch<ManagedWidgetType[]>('/api/widget-types?page=0&size=1000&sort=name,asc', { signal })).json,
    staleTime: 60_000,
  });

export const createWidget = async (widget: Widget & { index: number }) =>
  (await apiFetch<ManagedWidget>('/api/widgets', { method: 'POST', ...json(widget) })).json;

export const updateWidget = async (widget: ManagedWidget) =>
  (await apiFetch<ManagedWidget>(`/api/widgets/${widget.id}`, { method: 'PUT', ...json(widget) })).json;

/**
 * Changes a stored widget's configuration, the rest of it kept as stored: read afresh, as the copy a
 * page shows may be older or lack fields.
 */
export async function changeWidgetConf(id: number, change: (conf: WidgetConf) => WidgetConf) {
  const { json: stored } = await apiFetch<ManagedWidget>(`/api/widgets/${id}`);
  return updateWidget({ ...stored, conf: writeConf(change(parseConf(stored.conf))) });
}

export const deleteWidget = async (id: number) => {
  await apiFetch(`/api/widgets/${id}`, { method: 'DELETE' });
};

/** Every widget's order and place in one transaction; answers the page's widgets in their order. */
export const placeWidgets = async (pageId: number, placements: WidgetPlacement[]) =>
  (await apiFetch<ManagedWidget[]>(`/api/widgets/indexes?pageId=${pageId}`, { method: 'PUT', ...json(placements) })).json;
