import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { buildPageTree, findPage, firstPage, type NavigationPage } from '../../shared/page-tree';
import { checkContextQuery, composerPageQuery, pageTreeQuery, visitorKey, type PageScope } from './queries';
import { firstListPage } from './widgets/document-list/list-data-query';
import type { DocumentListConf } from '../../shared/generated/widget-confs';
import type { EagerComposerPage } from '../../shared/composer-page';
import { fetchAccount } from '../../providers/authProvider';
import { i18nProvider } from '../../providers/i18nProvider';
import { siteInfoQuery } from '../../site/queries';
import { takeFirstAnswer } from '../../common/first-answers';
import { CHECK_CONTEXT_READ, PUBLIC_PAGES_READ, eagerPageRead } from '../../shared/first-answers';

const SCOPES: Record<string, PageScope> = { '/wguest/composer': 'PUBLIC', '/wuser/composer': 'PRIVATE' };

/**
 * When the app starts at a composer address, asks at once for what its first screen reads, in the
 * order each needs the one before: the page tree and the check context, then the page the address
 * names (or the first one) with its widgets, and the first page of each of its lists that waits for
 * nothing; the site (for SITE placeholders) and a signed-in visitor's account too. The composer's own
 * reads then find the answers on their way instead of starting them one after the other once its
 * script has run and rendered. A guest's page carries the answers of the guest composer's reads
 * (src/shared/first-answers.ts): they are put where those reads find them, and nothing is asked but the
 * lists. Nothing is asked for a guest at the users' composer (the sign-in comes first), and a failure is
 * left for the composer's own reads to meet and show.
 */
export function prefetchComposer(client: QueryClient, { pathname, hash }: Pick<Location, 'pathname' | 'hash'>): void {
  const scope = SCOPES[pathname.replace(/\/+$/, '')];
  const visitor = visitorKey();
  if (!scope || (scope === 'PRIVATE' && !visitor)) return;
  if (visitor) void fetchAccount().catch(() => undefined);
  void client.prefetchQuery(siteInfoQuery());
  // The page's answers are a guest's: a signed-in visitor at the guest composer may see other pages.
  const carried = <T,>(queryKey: QueryKey, path: string) => (scope === 'PUBLIC' && !visitor ? seed<T>(client, queryKey, path) : undefined);
  if (!carried(checkContextQuery(visitor).queryKey, CHECK_CONTEXT_READ)) void client.prefetchQuery(checkContextQuery(visitor));
  const pages = carried<NavigationPage[]>(pageTreeQuery(scope, visitor).queryKey, PUBLIC_PAGES_READ);
  void (pages ? Promise.resolve(pages) : client.fetchQuery(pageTreeQuery(scope, visitor)))
    .then((pages) => {
      const tree = buildPageTree(pages);
      const path = decodeURIComponent(hash.slice(1)); // a malformed address throws: nothing more is asked for
      const page = path ? findPage(tree, path) : firstPage(tree);
      if (!page) return undefined;
      return carried<EagerComposerPage>(composerPageQuery(page.id, visitor).queryKey, eagerPageRead(page.id)) ?? client.fetchQuery(composerPageQuery(page.id, visitor));
    })
    .then((page) => page && prefetchLists(client, page))
    .catch(() => undefined);
}

/** Puts the answer the app's page carries for a read where the composer's query finds it. */
function seed<T>(client: QueryClient, queryKey: QueryKey, path: string): T | undefined {
  const answer = takeFirstAnswer<T>(path);
  if (answer !== undefined) client.setQueryData(queryKey, answer);
  return answer;
}

function prefetchLists(client: QueryClient, page: EagerComposerPage): void {
  const locale = i18nProvider.getLocale();
  for (const widget of page.widgets) {
    // The server checked the configuration against its type's schema when it was saved.
    const first = widget.type.confSchema === 'document-list' ? firstListPage(widget.conf as unknown as DocumentListConf, locale) : undefined;
    if (first) void client.prefetchQuery(first);
  }
}
