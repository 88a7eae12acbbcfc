import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../providers/httpClient';
import type { EagerComposerPage } from '../../shared/composer-page';
import type { CheckContext } from '../../shared/permission-checks';
import { useCheckEvaluator } from '../useCheckEvaluator';

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
  const data = query.data;
  const checks = useCheckEvaluator(data ? [data.permissionChecks, ...data.widgets.map((w) => w.permissionChecks)] : []);
  const { evaluate } = checks;
  const checked = !!data && !!context && !!evaluate;
  const page = data && context && evaluate?.(data.permissionChecks, context) ? { ...data, widgets: data.widgets.filter((w) => evaluate(w.permissionChecks, context)) } : undefined;
  return { page, isPending: query.isPending || !checked, error: query.error ?? checks.error, denied: checked && !page, refetch: query.refetch };
}
