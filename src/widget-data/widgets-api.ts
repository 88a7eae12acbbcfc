import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { EntityWrites } from '../providers/dataProvider';
import { apiFetch } from '../providers/httpClient';
import type { Widget, WidgetType } from '../shared/generated/entities';
import type { WidgetPlacement } from '../shared/page-management';
import { parseConf, writeConf, type WidgetConf } from '../shared/widget-conf';

/*
 * The widget calls of spec 001 §7, declared once for their queries and mutations: every write of a
 * widget the client makes goes through here (the page editor's, the rich text's edit in place, and
 * the widget entity's screens through the data provider: `widgetEntityWrites`), so that a
 * configuration is written (`writeConf`) and checked before sending (`refuseMisfit`) in one place.
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

/**
 * Where the caller holds the widget's type, its configuration is checked against the type's schema
 * before it is sent, by the server's own check: what the server would refuse is refused as it would.
 * Without it (the entity screens' generic form), the server's answer is the check.
 */
export interface WriteCheck {
  confSchema: string | null | undefined;
}

// The check and its schemas load with the first write that asks for it: the composer's edits in place do not.
const checked = async (conf: string | null | undefined, check: WriteCheck | undefined) => {
  if (check) await (await import('./conf-schemas')).refuseMisfit(check.confSchema, conf);
};

export async function createWidget(widget: Widget & { index?: number | null }, check?: WriteCheck) {
  await checked(widget.conf, check);
  return (await apiFetch<ManagedWidget>('/api/widgets', { method: 'POST', ...json(widget) })).json;
}

export async function updateWidget(widget: ManagedWidget, check?: WriteCheck) {
  await checked(widget.conf, check);
  return (await apiFetch<ManagedWidget>(`/api/widgets/${widget.id}`, { method: 'PUT', ...json(widget) })).json;
}

/** Some of a widget's fields changed, the others kept as stored. */
export const patchWidget = async (id: number, fields: Partial<Widget>) =>
  (await apiFetch<ManagedWidget>(`/api/widgets/${id}`, { method: 'PATCH', ...json(fields) })).json;

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

/** The widget entity's screens (react-admin's data provider) write through the same calls. */
export const widgetEntityWrites: EntityWrites = {
  create: (body) => createWidget(body as unknown as Widget),
  update: (id, body) => updateWidget({ ...body, id } as unknown as ManagedWidget),
  patch: (id, body) => patchWidget(id, body as Partial<Widget>),
  delete: (id) => deleteWidget(id),
};
