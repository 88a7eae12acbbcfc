import { useQuery } from '@tanstack/react-query';
import type { CheckContext } from '../../shared/permission-checks';
import { composerPageQuery, visitorKey } from '../queries';
import { useCheckEvaluator } from '../useCheckEvaluator';

/**
 * A page with its template and widgets (`GET api/composer/pages/{id}?eager=true`). The server has
 * left out what the visitor may not see; the same checks are applied again here with the context the
 * server used, so the client never shows more than the server would.
 */
export function useComposerPage(id: number, context: CheckContext | undefined) {
  const query = useQuery(composerPageQuery(id, visitorKey()));
  const data = query.data;
  const checks = useCheckEvaluator(data ? [data.permissionChecks, ...data.widgets.map((w) => w.permissionChecks)] : []);
  const { evaluate } = checks;
  const checked = !!data && !!context && !!evaluate;
  const page = data && context && evaluate?.(data.permissionChecks, context) ? { ...data, widgets: data.widgets.filter((w) => evaluate(w.permissionChecks, context)) } : undefined;
  return { page, isPending: query.isPending || !checked, error: query.error ?? checks.error, denied: checked && !page, refetch: query.refetch };
}
