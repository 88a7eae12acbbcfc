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
 * The query string of a list call (spec 000 §7.1): `page`, `size` up to maxSize, `sort` (repeatable,
 * `field,asc|desc`, read by parseListSort), a `cacheBuster`, and the list's own filters; anything else
 * is a 400. Schema-defined entities read theirs in server/entities, their filters being their fields.
 */
export function listQuerySchema(maxSize: number, filters: Record<string, object> = {}) {
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 0, maximum: 1_000_000 },
      size: { type: 'integer', minimum: 1, maximum: maxSize },
      sort: { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 10 },
      cacheBuster: { type: 'string', maxLength: 100 },
      ...filters,
    },
    additionalProperties: false,
  } as const;
}
