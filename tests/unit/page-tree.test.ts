import { describe, expect, it } from 'vitest';
import { buildPageTree, firstPage, pathOfHash, type NavigationPage } from '../../src/shared/page-tree.js';

const page = (id: number, parent: number | null, extra: Partial<NavigationPage> = {}): NavigationPage => ({
  id,
  name: `p${id}`,
  path: `p${id}`,
  link: null,
  icon: null,
  index: 0,
  type: 'PAGE',
  parent: parent === null ? null : { id: parent },
  ...extra,
});

const shape = (nodes: ReturnType<typeof buildPageTree>): unknown => nodes.map((n) => (n.children.length ? [n.page.id, shape(n.children)] : n.page.id));

describe('the page tree', () => {
  it('hangs pages under their parents in the order they came', () => {
    expect(shape(buildPageTree([page(3, null), page(1, null), page(5, 1), page(4, 1), page(6, 5)]))).toEqual([3, [1, [[5, [6]], 4]]]);
  });

  it('makes roots of pages whose parent is absent, and never loops', () => {
    expect(shape(buildPageTree([page(1, 99), page(2, 2)]))).toEqual([1, 2]);
    const loop = buildPageTree([page(1, 2), page(2, 1)]);
    const count = (nodes: typeof loop): number => nodes.reduce((n, node) => n + 1 + count(node.children), 0);
    expect(count(loop)).toBe(2);
  });

  it('finds the first page that opens something, depth first', () => {
    const tree = buildPageTree([page(1, null, { path: null }), page(2, 1, { type: 'LINK', link: 'https://x' }), page(3, 1), page(4, null)]);
    expect(firstPage(tree)?.id).toBe(3);
    expect(firstPage([])).toBeUndefined();
  });
});

describe('the page an address names', () => {
  it('decodes the hash, and takes a malformed escape as it is written instead of failing', () => {
    expect(pathOfHash('#fatture%20fornitori')).toBe('fatture fornitori');
    expect(pathOfHash('#100%')).toBe('100%');
    expect(pathOfHash('')).toBe('');
  });
});
