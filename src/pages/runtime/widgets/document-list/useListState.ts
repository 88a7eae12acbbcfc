import { useCallback, useState } from 'react';
import type { DocumentListConf } from '../../../../shared/generated/widget-confs';
import type { QueryFilters } from '../../../../shared/documents/search-filters';
import { initialSort, nextSort, type ListSort } from './list-query';

/**
 * What the visitor has chosen in a list: the page, its size, the sort and the search applied. A new
 * sort, size or search starts again from the first page, and so does a new `source` (the list's
 * family and fixed filters, which follow other widgets' selections).
 */
export function useListState(conf: DocumentListConf, source: string) {
  const [page, setPage] = useState(0);
  const [shownSource, setShownSource] = useState(source);
  if (shownSource !== source) {
    setShownSource(source);
    setPage(0);
  }
  const [size, setSize] = useState(conf.pageSize ?? 20);
  const [sort, setSort] = useState<ListSort>(() => initialSort(conf));
  const [search, setSearch] = useState<QueryFilters>();
  // Stable, so that the search form and the pager are not rendered again with the widget.
  const setSizeFirstPage = useCallback((next: number) => {
    setSize(next);
    setPage(0);
  }, []);
  const sortOn = useCallback((field: number) => {
    setSort((current) => nextSort(current, field));
    setPage(0);
  }, []);
  /** Undefined filters (a search with every input blank) go back to the whole list. */
  const applySearch = useCallback((filters: QueryFilters | undefined) => {
    setSearch(filters);
    setPage(0);
  }, []);
  return { page, size, sort, search, setPage, setSize: setSizeFirstPage, sortOn, applySearch };
}

export type ListState = ReturnType<typeof useListState>;
