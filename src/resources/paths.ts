/**
 * The addresses of the entity screens, exactly as the portal names them:
 * `/{entity}`, `/{entity}/new`, `/{entity}/{id}`, `/{entity}/{id}/edit`, `/{entity}/{id}/delete`.
 * Screens reached from a list carry its `page` and `sort` so that the way back returns to the same page.
 */
export type EntityAction = 'new' | 'show' | 'edit' | 'delete';

export function entityPath(entity: string, id?: string | number, action: EntityAction = 'show', search = ''): string {
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  if (action === 'new') return `/${entity}/new${query}`;
  if (id === undefined) return `/${entity}${query}`;
  return `/${entity}/${encodeURIComponent(String(id))}${action === 'show' ? '' : `/${action}`}${query}`;
}

/** The list's query kept across screens: only `page` and `sort` belong to it. */
export function listSearch(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ['page', 'sort']) if (params.get(key)) kept.set(key, params.get(key)!);
  const text = kept.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}
