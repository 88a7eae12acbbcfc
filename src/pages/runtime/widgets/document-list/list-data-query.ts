import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { DocumentListConf } from '../../../../shared/generated/widget-confs';
import { resolvePlaceholders } from '../../../../shared/documents/placeholders';
import { executeQuery, listValuesAdvanced, type GatewayQuery } from '../../../../docstore/gateway-api';
import { initialSort, listQuery } from './list-query';

/**
 * One page of a list's Query: a family's documents (execute-query) or a value list's entries
 * (list-values?type=advanced), with the total from x-total-count. Declared once, for the widget and
 * for the prefetch of a page's first lists.
 */
export const listDataQuery = (query: GatewayQuery, page: number, size: number, locale: string) =>
  queryOptions({
    queryKey: ['gateway', 'document-list', query, page, size, locale],
    queryFn: ({ signal }) => (query.list !== undefined ? listValuesAdvanced(query, page, size, locale, signal) : executeQuery(query, page, size, locale, signal)),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
    // An answer from the last few seconds (the page's prefetch) is shown without asking again; the
    // visitor's own changes reach every list through the page store's events, which ask anew.
    staleTime: 5_000,
  });

/**
 * The first page a list shows before the visitor does anything (no search, its first sort, page 0),
 * or undefined when its source holds a placeholder: those wait for the account, the site or another
 * widget's selection, which only the widget knows.
 */
export function firstListPage(conf: DocumentListConf, locale: string) {
  const source = { fam: conf.fam, list: conf.list, filter: conf.filter };
  if (resolvePlaceholders(source, {}).missing.length) return undefined;
  return listDataQuery(listQuery(source, source.filter, undefined, initialSort(conf), conf.max), 0, conf.pageSize ?? 20, locale);
}
