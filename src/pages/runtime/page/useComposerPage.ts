import { useQuery } from '@tanstack/react-query';
import type { EagerComposerPage } from '../../../shared/composer-page';
import type { CheckContext } from '../../../shared/permission-checks';
import { composerPageQuery, visitorKey } from '../queries';
import { useCheckEvaluator } from '../useCheckEvaluator';

/**
 * A page with its template and widgets (`GET api/composer/pages/{id}?eager=true`). The server has
 * left out what the visitor may not see; the same checks are applied again here with the context the
 * server used, so the client never shows more than the server would.
 */
export function useComposerPage(id: number, context: CheckContext | undefined) {
  const query = useQuery(composerPageQuery(id, visitorKey()));
  const checked = useCheckedPage(query.data, context);
  return { ...checked, isPending: query.isPending || checked.isPending, error: query.error ?? checked.error, refetch: query.refetch };
}

/** A page as the server sent it, with the page's and its widgets' checks applied again in the client. */
export function useCheckedPage(data: EagerComposerPage | undefined, context: CheckContext | undefined) {
  const checks = useCheckEvaluator(data ? [data.permissionChecks, ...data.widgets.map((w) => w.permissionChecks)] : []);
  const { evaluate } = checks;
  const checked = !!data && !!context && !!evaluate;
  const page = data && context && evaluate?.(data.permissionChecks, context) ? { ...data, widgets: data.widgets.filter((w) => evaluate(w.permissionChecks, context)) } : undefined;
  return { page, isPending: !checked, error: checks.error, denied: checked && !page };
}
