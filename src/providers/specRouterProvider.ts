import { reactRouterProvider, type RouterLocation, type RouterProvider, type RouterTo } from 'react-admin';
import { createElement, forwardRef, useMemo, type ComponentProps } from 'react';

/**
 * react-admin keeps a list's state in the address as `page=2&perPage=20&sort=name&order=ASC&filter={}`;
 * the portal's addresses say `page=2&sort=name,asc`. This router provider translates between the two
 * at the edge, so every react-admin list reads and writes the portal's form and nothing else changes.
 */

/** Portal form → react-admin form (what react-admin reads). */
export function toReactAdminSearch(search: string): string {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  if (sort?.includes(',')) {
    const [field, order] = sort.split(',');
    params.set('sort', field);
    params.set('order', order.toUpperCase() === 'DESC' ? 'DESC' : 'ASC');
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** react-admin form → portal form (what the address shows). */
export function toPortalSearch(search: string): string {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const order = params.get('order');
  if (sort && order && !sort.includes(',')) {
    params.set('sort', `${sort},${order.toLowerCase()}`);
    params.delete('order');
  }
  // The page size is fixed per screen; empty filters only clutter the address.
  params.delete('perPage');
  for (const key of ['filter', 'displayedFilters']) if (params.get(key) === '{}') params.delete(key);
  const ordered = new URLSearchParams();
  for (const key of ['page', 'sort']) if (params.has(key)) ordered.set(key, params.get(key)!);
  for (const [key, value] of params) if (key !== 'page' && key !== 'sort') ordered.append(key, value);
  const text = ordered.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

function toPortal(to: RouterTo): RouterTo {
  if (typeof to === 'string') {
    const [path, search] = to.split('?');
    return search === undefined ? to : `${path}${toPortalSearch(search)}`;
  }
  return to.search === undefined ? to : { ...to, search: toPortalSearch(to.search) };
}

const Link = forwardRef<HTMLAnchorElement, ComponentProps<RouterProvider['Link']>>(function Link({ to, ...props }, ref) {
  return createElement(reactRouterProvider.Link, { ...props, to: toPortal(to), ref });
});

export const specRouterProvider: RouterProvider = {
  ...reactRouterProvider,
  useLocation: () => {
    const location = reactRouterProvider.useLocation();
    return useMemo<RouterLocation>(() => ({ ...location, search: toReactAdminSearch(location.search) }), [location]);
  },
  useNavigate: () => {
    const navigate = reactRouterProvider.useNavigate();
    return useMemo<ReturnType<RouterProvider['useNavigate']>>(
      () => (to, options) => (typeof to === 'number' ? navigate(to) : navigate(toPortal(to), options)),
      [navigate],
    );
  },
  Link,
  Navigate: ({ to, ...props }) => createElement(reactRouterProvider.Navigate, { ...props, to: toPortal(to) }),
};
