import { useSearchParams } from 'react-router-dom';

const DEFAULT_SORT = 'id,asc';

/**
 * The page and sort of an administration list, kept in the address (`page`, `sort=field,asc|desc`,
 * and any other parameter a list keeps there, such as a search's `q`). `firstPage` is how the list
 * numbers its pages in the address (0 as the API does, or 1).
 *
 * Every change is worked out from the address as it is when the change applies, not as the render
 * that made the handler saw it: a second click that lands before the first one's render (a slow
 * machine, a quick double click on a column) still builds on the first.
 */
export function useListAddress(firstPage: 0 | 1) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(firstPage, Number(params.get('page') ?? firstPage) || firstPage);
  const [sortField, sortOrder] = sortOf(params);

  /**
   * Sets (or, with an empty value, removes) address parameters, from the address as it is then. That
   * is the browser's: react-router's setter, even given a function, starts from the parameters of the
   * render that made the handler.
   */
  const go = (changes: (current: URLSearchParams) => Record<string, string>) => {
    const current = new URLSearchParams(window.location.search);
    const next = new URLSearchParams(current);
    for (const [name, value] of Object.entries(changes(current))) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next);
  };
  /** Sorts on a field from the first page; the field sorted on already turns from ascending to descending and back. */
  const sortBy = (field: string) =>
    go((current) => {
      const [currentField, currentOrder] = sortOf(current);
      return { page: String(firstPage), sort: `${field},${field === currentField && currentOrder === 'asc' ? 'desc' : 'asc'}` };
    });
  return { params, page, sortField, sortOrder, go, sortBy };
}

const sortOf = (params: URLSearchParams) => (params.get('sort') ?? DEFAULT_SORT).split(',') as [string, 'asc' | 'desc'];
