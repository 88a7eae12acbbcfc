import type { ComposerPage as PageOnWire } from './composer-page.js';
import { parentChain } from './parent-chain.js';

/*
 * The composer's page trees, shared with the server: it opens the same first page for the app page's
 * first answers (server/shell/app-page.ts) as the client does.
 */

/** What the navigation reads of a page as `api/composer/pages-public|private` answers it. */
export type NavigationPage = Pick<PageOnWire, 'id' | 'name' | 'path' | 'link' | 'icon' | 'index' | 'type' | 'parent'> & Partial<Pick<PageOnWire, 'permissionChecks'>>;

export interface PageNode {
  page: NavigationPage;
  children: PageNode[];
}

/**
 * The pages as a tree by their parent links, keeping the order they came in (by index). A page whose
 * parent is not in the list (another scope, or hidden from this visitor) is a root. The server never
 * sends a cycle, but a page is placed once whatever the data says.
 */
export function buildPageTree(pages: NavigationPage[]): PageNode[] {
  const nodes = new Map(pages.map((page) => [page.id, { page, children: [] as PageNode[] }]));
  const roots: PageNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.page.parent && node.page.parent.id !== node.page.id ? nodes.get(node.page.parent.id) : undefined;
    const above = parentChain(parent?.page.id, (id) => nodes.get(id)?.page.parent?.id).chain;
    (parent && !above.includes(node.page.id) ? parent.children : roots).push(node);
  }
  return roots;
}

/** The first page of the tree that opens something (depth first), for a composer address without a page. */
export function firstPage(nodes: PageNode[]): NavigationPage | undefined {
  for (const node of nodes) {
    if (node.page.type === 'PAGE' && node.page.path) return node.page;
    const inner = firstPage(node.children);
    if (inner) return inner;
  }
  return undefined;
}

/** The page at an address's `#{path}`, wherever it is in the tree. */
export function findPage(nodes: PageNode[], path: string): NavigationPage | undefined {
  for (const node of nodes) {
    if (node.page.type === 'PAGE' && node.page.path === path) return node.page;
    const inner = findPage(node.children, path);
    if (inner) return inner;
  }
  return undefined;
}

/** The page path an address's hash names (`#invoices`); a malformed escape is taken as it is written. */
export function pathOfHash(hash: string): string {
  const raw = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
