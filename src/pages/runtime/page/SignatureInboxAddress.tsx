import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router-dom';
import { apiFetch } from '../../../providers/httpClient';
import type { ComposerPage } from '../../../shared/composer-page';
import { PRIVATE_PAGES_READ } from '../../../shared/first-answers';
import { visitorKey } from '../queries';
import { PageLoading } from './PageLoading';

/** The widget type of "Awaiting my signature", by its configuration schema's name. */
const AWAITING_INBOX = 'signature-inbox';

/**
 * `/wuser/signatures`, where the mails asking an account to sign lead (docs/signing.md, "Steps"): the
 * first private page the visitor may see that holds "Awaiting my signature", found when the link is
 * opened, so that it follows the site's pages and the visitor's rights as they are then. Without such a
 * page, the composer's first page.
 */
export function SignatureInboxAddress() {
  const query = useQuery({
    queryKey: ['composer', 'pages', 'PRIVATE', 'holding', AWAITING_INBOX, visitorKey()],
    queryFn: async ({ signal }) =>
      (await apiFetch<ComposerPage[]>(`${PRIVATE_PAGES_READ}?page=0&size=1&sort=index,asc&holding=${AWAITING_INBOX}`, { signal })).json,
  });
  if (query.isPending) return <PageLoading />;
  const path = query.data?.[0]?.path;
  return <Navigate to={path ? `/wuser/composer#${encodeURIComponent(path)}` : '/wuser/composer'} replace />;
}
