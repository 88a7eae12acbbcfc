import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../providers/httpClient';
import type { CheckContext } from '../../shared/permission-checks';

/** What permission checks read about the visitor, as the server applies them (one answer per account). */
export function useCheckContext(account: string | undefined) {
  return useQuery({
    queryKey: ['composer', 'check-context', account ?? ''],
    queryFn: async ({ signal }) => (await apiFetch<CheckContext>('/api/composer/check-context', { signal })).json,
    staleTime: 60_000,
  });
}
