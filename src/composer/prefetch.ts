import type { QueryClient } from '@tanstack/react-query';
import { buildPageTree, findPage, firstPage } from './page-tree';
import { checkContextQuery, composerPageQuery, pageTreeQuery, visitorKey, type PageScope } from './queries';

const SCOPES: Record<string, PageScope> = { '/wguest/composer': 'PUBLIC', '/wuser/composer': 'PRIVATE' };

/**
 * When the app starts at a composer address, asks at once for what its first screen reads, in the
 * order each needs the one before: the page tree and the check context, then the page the address
 * names (or the first one) with its widgets. The composer's own reads then find the answers on their
 * way instead of starting them one after the other once its script has run and rendered. Nothing is
 * asked for a guest at the users' composer (the sign-in comes first), and a failure is left for the
 * composer's own reads to meet and show.
 */
export function prefetchComposer(client: QueryClient, { pathname, hash }: Pick<Location, 'pathname' | 'hash'>): void {
  const scope = SCOPES[pathname.replace(/\/+$/, '')];
  const visitor = visitorKey();
  if (!scope || (scope === 'PRIVATE' && !visitor)) return;
  void client.prefetchQuery(checkContextQuery(visitor));
  void client
    .fetchQuery(pageTreeQuery(scope, visitor))
    .then((pages) => {
      const tree = buildPageTree(pages);
      const path = decodeURIComponent(hash.slice(1)); // a malformed address throws: nothing more is asked for
      const page = path ? findPage(tree, path) : firstPage(tree);
      return page && client.prefetchQuery(composerPageQuery(page.id, visitor));
    })
    .catch(() => undefined);
}
