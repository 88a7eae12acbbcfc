import { useQuery } from '@tanstack/react-query';
import { useLocaleState } from 'react-admin';
import type { GatewayQuery } from '../../../../docstore/gateway-api';
import { listDataQuery } from './list-data-query';

/** One page of a list's Query; nothing is asked while `query` is undefined (a placeholder without a value). */
export function useListData(query: GatewayQuery | undefined, page: number, size: number) {
  const [locale] = useLocaleState();
  return useQuery({ ...listDataQuery(query ?? {}, page, size, locale), enabled: !!query });
}
