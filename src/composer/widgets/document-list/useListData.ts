import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import { executeQuery, listValuesAdvanced, type GatewayQuery } from '../../gateway/gateway-api';

/**
 * One page of a list's Query: a family's documents (execute-query) or a value list's entries
 * (list-values?type=advanced), with the total from x-total-count. No query while `query` is undefined
 * (a placeholder without a value). The page shown stays while the next one loads.
 */
export function useListData(query: GatewayQuery | undefined, page: number, size: number) {
  const [locale] = useLocaleState();
  return useQuery({
    queryKey: ['gateway', 'document-list', query, page, size, locale],
    queryFn: ({ signal }) => (query!.list !== undefined ? listValuesAdvanced(query!, page, size, locale, signal) : executeQuery(query!, page, size, locale, signal)),
    enabled: !!query,
    placeholderData: keepPreviousData,
  });
}
