import { expect } from 'vitest';
import { unique, type Client, type Harness } from './client.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- response bodies are read field by field */

/** What the page management tests write and read pages with, on the server of a harness. */
export function pageHelpers(h: Harness) {
  const insert = async (body: Record<string, unknown>, api: Client = h.admin) => {
    const res = await api.post('api/pages/increment', { type: 'PAGE', scope: 'PRIVATE', ...body });
    expect(res.status, res.text).toBe(201);
    return res.body.id as number;
  };
  /** A new private root page to hang a test's pages under, so that tests do not share sibling groups. */
  const root = (scope = 'PRIVATE') => insert({ name: unique('root'), scope });
  /** The pages under a parent, in index order, as `name:index`. */
  const children = async (parentId: number) => {
    const res = await h.admin.get(`api/pages?parentId.equals=${parentId}&sort=index,asc&size=10000`);
    expect(res.status, res.text).toBe(200);
    return res.body.map((p: any) => `${p.name}:${p.index}`);
  };
  /** Every page as stored, to see that a refused call changed nothing. */
  const pageTable = async () => (await h.admin.get('api/pages?size=10000&sort=id,asc')).body;
  /** The widget types' ids by their configuration schema. */
  const types = async () => Object.fromEntries(((await h.admin.get('api/widget-types?size=100')).body as any[]).map((t) => [t.confSchema, t.id]));
  /** A bulk placement of pages that must be refused with this status and a problem body. */
  const placementRefused = async (body: unknown, status: number) => {
    const res = await h.admin.put('api/pages', body);
    expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    return res;
  };
  /** A new rich text widget on a page, showing its title. */
  const richText = async (type: number, page: number, title: string) => {
    const res = await h.admin.post('api/widgets', { title, conf: JSON.stringify({ layout: at(0, 0, 6), html: title }), page: { id: page }, type: { id: type } });
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  /** New widget indexes and layouts that must be refused with this status. */
  const indexesRefused = async (query: string, body: unknown, status: number) => {
    const r = await h.admin.put(`api/widgets/indexes${query}`, body);
    expect(r.status, `${query} ${JSON.stringify(body)}: ${r.text}`).toBe(status);
    return r;
  };
  const createTag = async (body: Record<string, unknown>) => {
    const res = await h.admin.post('api/tags', body);
    expect(res.status, res.text).toBe(201);
    return res.body;
  };
  /** A page as it would be shown to a guest, a user or an administrator. */
  const preview = async (id: number, as: string, api: Client = h.admin) => {
    const res = await api.get(`api/pages/${id}/preview?as=${as}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.as).toBe(as);
    return res.body;
  };
  return { insert, root, children, pageTable, types, placementRefused, richText, indexesRefused, createTag, preview };
}

/** A widget's layout on its page's grid: 4 rows high unless told. */
export const at = (x: number, y: number, w: number, h = 4) => ({ x, y, w, h });
