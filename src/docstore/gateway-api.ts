import { apiFetch, httpErrorOf, fetchWithToken } from '../providers/httpClient';
import type { AttachmentOnWire, FamilyDescription, ListAnswer, ListEntry, QueryToken, ValueListDescription, ViewToken } from '../shared/documents/gateway-wire';
import type { WritePayload } from '../shared/documents/write-payload';
import type { GatewayQuery } from '../shared/documents/gateway-query';

export type { GatewayQuery };

/** The document gateway's calls (spec 001 §7), as the composer's widgets make them. */
export const GATEWAY = '/api/adiuto-gateway';

export interface Page<T> {
  answer: T;
  total: number;
}

export interface Captcha {
  captcha: string;
  hiddenCaptcha: string;
}

const post = (body: unknown, signal?: AbortSignal): RequestInit => ({ method: 'POST', body: JSON.stringify(body), signal });
const paging = (page: number, size: number, lang: string) => `page=${page}&size=${size}&lang=${lang}`;

export async function executeQuery(query: GatewayQuery, page: number, size: number, lang: string, signal?: AbortSignal): Promise<Page<ListAnswer>> {
  const { json, headers } = await apiFetch<ListAnswer>(`${GATEWAY}/execute-query?${paging(page, size, lang)}`, post(query, signal));
  return { answer: json, total: Number(headers.get('x-total-count') ?? json.list.length) };
}

export async function listValuesAdvanced(query: GatewayQuery, page: number, size: number, lang: string, signal?: AbortSignal): Promise<Page<ListAnswer>> {
  const { json, headers } = await apiFetch<ListAnswer>(`${GATEWAY}/list-values?type=advanced&${paging(page, size, lang)}`, post(query, signal));
  return { answer: json, total: Number(headers.get('x-total-count') ?? json.list.length) };
}

export async function listValuesSimple(query: GatewayQuery, signal?: AbortSignal): Promise<ListEntry[]> {
  return (await apiFetch<ListEntry[]>(`${GATEWAY}/list-values?type=simple&page=0&size=1000`, post(query, signal))).json;
}

export const families = async (lang: string, signal?: AbortSignal) =>
  (await apiFetch<FamilyDescription[]>(`${GATEWAY}/adiuto-admin/families?lang=${lang}`, { signal })).json;

export const valueLists = async (lang: string, signal?: AbortSignal) =>
  (await apiFetch<ValueListDescription[]>(`${GATEWAY}/adiuto-admin/lists?lang=${lang}`, { signal })).json;

/** A new document: its id (the spec's x-new-doc-id is for downloads; a create answers the id). */
export const createEntity = async (fam: string | number, payload: WritePayload, captcha?: Captcha) =>
  Number((await apiFetch<number>(`${GATEWAY}/entities/${captchaQuery(captcha)}`, post({ fam, ...payload }))).json);

/** An update: the id of the current version (new when something changed). */
export const updateEntity = async (id: number, payload: WritePayload, captcha?: Captcha) =>
  Number((await apiFetch<number>(`${GATEWAY}/entities/${id}${captchaQuery(captcha)}`, { method: 'PUT', body: JSON.stringify(payload) })).json);

export const deleteEntity = async (id: number, captcha?: Captcha) => {
  await apiFetch(`${GATEWAY}/entities/${id}${captchaQuery(captcha)}`, { method: 'DELETE' });
};

export const captchaQuery = (captcha?: Captcha) =>
  captcha ? `?captcha=${encodeURIComponent(captcha.captcha)}&hiddenCaptcha=${encodeURIComponent(captcha.hiddenCaptcha)}` : '';

export const attachments = async (id: number, signal?: AbortSignal) => (await apiFetch<AttachmentOnWire[]>(`${GATEWAY}/entities/${id}/attachments`, { signal })).json;

export const deleteAttachments = async (id: number, attachmentIds: number[], captcha?: Captcha) => {
  const query = new URLSearchParams(attachmentIds.map((a) => ['attachsId', String(a)]));
  if (captcha) {
    query.set('captcha', captcha.captcha);
    query.set('hiddenCaptcha', captcha.hiddenCaptcha);
  }
  await apiFetch(`${GATEWAY}/entities/${id}/attachments?${query}`, { method: 'DELETE' });
};

/** A link token scoped to one document, for opening its file or attachments in a new tab. */
export const viewToken = async (id: number) => (await apiFetch<ViewToken>(`${GATEWAY}/entities/${id}/view-token`, { method: 'POST' })).json.token;

/** A shared link's token for a Query (signed-in accounts). */
export const queryToken = async (query: GatewayQuery, validitySeconds?: number) =>
  (await apiFetch<QueryToken>(`${GATEWAY}/query-tokens`, post({ query, validitySeconds }))).json;

/**
 * Fetches a file with the Bearer token and answers it with the name the server gives
 * (content-disposition) and the x-new-doc-id header when the document has a newer version.
 */
export async function fetchFile(path: string, body?: unknown): Promise<{ blob: Blob; name: string; newDocId?: number }> {
  const init = body ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) } : {};
  const response = await fetchWithToken(path, init);
  if (!response.ok) throw await httpErrorOf(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const name = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="([^"]+)"/i.exec(disposition)?.[1] ?? 'download';
  const newDocId = Number(response.headers.get('x-new-doc-id'));
  return { blob: await response.blob(), name: decodeURIComponent(name), newDocId: newDocId > 0 ? newDocId : undefined };
}

/** Saves a blob under a name, as the browser's download. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
