import type { Client, Response } from './client.js';
import { create, type Body, type Related } from './entities.js';

/** What the list tests read of list answers, and the rows their filters are tried on. */

/** The ids of a list's rows, in order. */
export const ids = (res: Response) => (res.body as Body[]).map((r) => r.id);
/** One field of each of a list's rows, in order. */
export const names = (res: Response, field = 'name') => (res.body as Body[]).map((r) => r[field]);

/** Link header as {rel: {page, size}}. */
export function links(res: Response): Record<string, { page: number; size: number; path: string; params: URLSearchParams }> {
  const header = res.headers.get('link') ?? '';
  const out: Record<string, { page: number; size: number; path: string; params: URLSearchParams }> = {};
  for (const part of header.split(',')) {
    const m = /<([^>]*)>;\s*rel="(\w+)"/.exec(part.trim());
    if (!m) continue;
    const url = new URL(m[1], 'http://x');
    out[m[2]] = { page: Number(url.searchParams.get('page')), size: Number(url.searchParams.get('size')), path: url.pathname, params: url.searchParams };
  }
  return out;
}

/**
 * Four pages whose names hold the tag: a private root with two children (a page on a second
 * template, a link) and a public page whose name holds % and _.
 */
export async function createFilterPages(api: Client, related: Related, tag: string, template: Body): Promise<Body[]> {
  // Private, as its children: a parent is in its page's scope.
  const root = await create(api, 'pages', { name: `${tag} Root`, index: 1, scope: 'PRIVATE', template: { id: related.template.id } });
  return [
    root,
    await create(api, 'pages', { name: `${tag} child one`, index: 2, parent: { id: root.id }, template: { id: template.id } }),
    await create(api, 'pages', { name: `${tag} child two`, index: 3, parent: { id: root.id }, type: 'LINK', link: 'https://example.org' }),
    await create(api, 'pages', { name: `${tag} 100%_sure`, index: 10, scope: 'PUBLIC' }),
  ];
}

/** Every GET address without a parameter that answers as a list (with x-total-count), as the OpenAPI document names them. */
export async function listAddresses(admin: Client, anonymous: Client): Promise<string[]> {
  const paths = (await anonymous.get('api/openapi.json')).body.paths as Record<string, Record<string, unknown>>;
  const found: string[] = [];
  for (const path of Object.keys(paths).filter((p) => paths[p].get && !p.includes('{'))) {
    const res = await admin.get(path.slice(1));
    if (res.headers.has('x-total-count')) found.push(path);
  }
  return found;
}
