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
