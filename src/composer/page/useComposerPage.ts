import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../providers/httpClient';
import type { EagerComposerPage } from '../../shared/composer-page';
import { passesCheck, type CheckContext } from '../../shared/permission-checks';

/**
 * A page with its template and widgets (`GET api/composer/pages/{id}?eager=true`). The server has
 * left out what the visitor may not see; the same checks are applied again here with the context the
 * server used, so the client never shows more than the server would.
 */
export function useComposerPage(id: number | undefined, account: string | undefined, context: CheckContext | undefined) {
  const query = useQuery({
    queryKey: ['composer', 'page', id, account ?? ''],
    queryFn: async ({ signal }) => (await apiFetch<EagerComposerPage>(`/api/composer/pages/${id}?eager=true`, { signal })).json,
    enabled: id !== undefined,
  });
  const page = query.data && context && passesCheck(query.data.permissionChecks, context) ? { ...query.data, widgets: query.data.widgets.filter((w) => passesCheck(w.permissionChecks, context)) } : undefined;
  return { page, isPending: query.isPending || !context, error: query.error, denied: !!query.data && !!context && !page, refetch: query.refetch };
}
