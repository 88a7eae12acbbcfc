import { useState } from 'react';
import type { PageNode } from '../../shared/page-tree';
import { readExpanded, writeExpanded } from './expanded-pages';

/**
 * The folders of the page tree the visitor opened, remembered in local storage. The folders holding
 * the page that opens (`current`) are opened with it, so that the visitor sees where it is.
 */
export function useExpandedPages(scope: string, tree: PageNode[], current: string | undefined) {
  const [expanded, setExpanded] = useState(() => new Set(readExpanded(scope)));

  const holding = current ? ancestorsOf(tree, current) : [];
  const [shown, setShown] = useState<string>();
  if (holding.length && shown !== current && tree.length) {
    setShown(current);
    if (holding.some((id) => !expanded.has(id))) {
      const next = new Set([...expanded, ...holding]);
      setExpanded(next);
      writeExpanded(scope, [...next]);
    }
  }

  const toggle = (id: number) => {
    const next = new Set(expanded);
    if (!next.delete(id)) next.add(id);
    setExpanded(next);
    writeExpanded(scope, [...next]);
  };

  return { expanded, toggle };
}

/** The ids of the folders above the page at `path`, outermost first; none when the tree does not hold it. */
function ancestorsOf(nodes: PageNode[], path: string, above: number[] = []): number[] {
  for (const node of nodes) {
    if (node.page.path === path && node.page.type === 'PAGE') return above;
    const inner = ancestorsOf(node.children, path, [...above, node.page.id]);
    if (inner.length) return inner;
  }
  return [];
}
