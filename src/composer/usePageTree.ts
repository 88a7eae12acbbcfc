import { useEffect, useState } from 'react';
import { apiFetch } from '../providers/httpClient';
import { buildPageTree, type ComposerPage, type PageNode } from './page-tree';

export type PageScope = 'PUBLIC' | 'PRIVATE';

/** The visitor's page tree of one scope, read again when the scope or the signed-in account changes. */
export function usePageTree(scope: PageScope, account: string | undefined): { tree: PageNode[]; loading: boolean; failed: boolean } {
  const key = `${scope}:${account ?? ''}`;
  const [state, setState] = useState<{ key?: string; tree: PageNode[]; failed: boolean }>({ tree: [], failed: false });
  useEffect(() => {
    let live = true;
    const path = scope === 'PUBLIC' ? 'pages-public' : 'pages-private';
    apiFetch<ComposerPage[]>(`/api/composer/${path}?page=0&size=10000&sort=index,asc&cacheBuster=${Date.now()}`)
      .then((r) => live && setState({ key, tree: buildPageTree(r.json), failed: false }))
      .catch(() => live && setState({ key, tree: [], failed: true }));
    return () => {
      live = false;
    };
  }, [scope, key]);
  // Until the answer for this scope and account arrives, the previous tree stays on screen.
  return { tree: state.tree, failed: state.failed, loading: state.key !== key };
}
