/**
 * The `Link` header of a paged list (first, prev, next, last), each link the request's own address
 * with another page number.
 */
export function paginationLink(url: string, page: number, size: number, total: number): string {
  const [path, search = ''] = url.split('?');
  const lastPage = Math.max(0, Math.ceil(total / size) - 1);
  const link = (p: number, rel: string) => {
    const params = new URLSearchParams(search);
    params.set('page', String(p));
    params.set('size', String(size));
    params.delete('cacheBuster');
    return `<${path}?${params.toString()}>; rel="${rel}"`;
  };
  const links: string[] = [];
  if (page < lastPage) links.push(link(page + 1, 'next'));
  if (page > 0) links.push(link(Math.min(page - 1, lastPage), 'prev'));
  links.push(link(lastPage, 'last'), link(0, 'first'));
  return links.join(',');
}

/**
 * The querystring of a dedicated list call (user management, the document library): `page`, `size` up
 * to maxSize, `sort` on the given members (repeatable, `member,asc|desc`), a `cacheBuster`, and the
 * call's own filters; anything else is a 400.
 */
export function listQuerySchema(sortable: string[], maxSize: number, filters: Record<string, object> = {}) {
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 0, maximum: 1_000_000 },
      size: { type: 'integer', minimum: 1, maximum: maxSize },
      sort: { type: 'array', items: { type: 'string', pattern: `^(${sortable.join('|')})(,(asc|desc|ASC|DESC))?$` }, maxItems: 10 },
      cacheBuster: { type: 'string' },
      ...filters,
    },
    additionalProperties: false,
  } as const;
}
