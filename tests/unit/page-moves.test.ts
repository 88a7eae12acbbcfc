import { describe, expect, it } from 'vitest';
import { canDrop, childrenOf, placementsForDrop, placementsForParent, placementsForStep, type PlacedPage } from '../../src/pages/management/tree/page-moves.js';

/*
 *  1 Home            (0)
 *  2 Documents       (1)
 *     4 Invoices     (0)
 *     5 Contracts    (1)
 *        7 Drafts    (0)
 *  3 Help            (2)
 */
const PAGES: PlacedPage[] = [
  { id: 1, index: 0, parent: null },
  { id: 2, index: 1, parent: null },
  { id: 3, index: 2, parent: null },
  { id: 4, index: 0, parent: { id: 2 } },
  { id: 5, index: 1, parent: { id: 2 } },
  { id: 7, index: 0, parent: { id: 5 } },
];

/** The tree after the placements, as parent → children ids in order. */
function apply(placements: ReturnType<typeof placementsForDrop>): Record<string, number[]> {
  const pages = PAGES.map((p) => {
    const moved = placements.find((m) => m.id === p.id);
    return moved ? { ...p, parent: moved.parent, index: moved.index } : p;
  });
  const tree: Record<string, number[]> = {};
  for (const parent of [null, 1, 2, 3, 4, 5, 7]) {
    const children = childrenOf(pages, parent).map((p) => p.id);
    if (children.length) tree[String(parent)] = children;
    // Every group is numbered 0, 1, 2 … after any move.
    expect(childrenOf(pages, parent).map((p) => p.index)).toEqual(children.map((_, i) => i));
  }
  return tree;
}

describe('page moves in the tree editor', () => {
  it('reorders among siblings, sending only the pages whose place changes', () => {
    const placements = placementsForDrop(PAGES, 3, 1, 'before');
    expect(placements).toEqual([
      { id: 3, parent: null, index: 0 },
      { id: 1, parent: null, index: 1 },
      { id: 2, parent: null, index: 2 },
    ]);
    expect(apply(placementsForDrop(PAGES, 1, 2, 'after'))).toMatchObject({ null: [2, 1, 3] });
  });

  it('moves a page into another, at the end, and closes the gap it leaves', () => {
    const tree = apply(placementsForDrop(PAGES, 4, 3, 'inside'));
    expect(tree).toEqual({ null: [1, 2, 3], 2: [5], 3: [4], 5: [7] });
    expect(apply(placementsForDrop(PAGES, 7, 1, 'after'))).toEqual({ null: [1, 7, 2, 3], 2: [4, 5] });
  });

  it('refuses a drop on the page itself or anywhere in its subtree', () => {
    expect(canDrop(PAGES, 2, 2)).toBe(false);
    expect(canDrop(PAGES, 2, 7)).toBe(false);
    expect(placementsForDrop(PAGES, 2, 5, 'inside')).toEqual([]);
    expect(placementsForDrop(PAGES, 2, 7, 'before')).toEqual([]);
    expect(placementsForParent(PAGES, 2, 7)).toEqual([]);
    expect(canDrop(PAGES, 7, 2)).toBe(true);
  });

  it('steps a page up and down, and not past either end', () => {
    expect(apply(placementsForStep(PAGES, 5, -1))).toMatchObject({ 2: [5, 4] });
    expect(apply(placementsForStep(PAGES, 1, 1))).toMatchObject({ null: [2, 1, 3] });
    expect(placementsForStep(PAGES, 1, -1)).toEqual([]);
    expect(placementsForStep(PAGES, 3, 1)).toEqual([]);
  });

  it('moves a page to the top level or under another parent', () => {
    expect(apply(placementsForParent(PAGES, 5, null))).toEqual({ null: [1, 2, 3, 5], 2: [4], 5: [7] });
    expect(apply(placementsForParent(PAGES, 1, 5))).toEqual({ null: [2, 3], 2: [4, 5], 5: [7, 1] });
  });
});
