import type { PagePlacement } from '../../../shared/page-management.js';

/** What the moves read of a page. */
export interface PlacedPage {
  id: number;
  index?: number | null;
  parent?: { id: number } | null;
}

/** Where a dragged page lands, relative to the page it is dropped on. */
export type DropPlace = 'before' | 'after' | 'inside';

const parentOf = (page: PlacedPage) => page.parent?.id ?? null;

/** The pages under a parent (null: the roots), in their order. */
export function childrenOf<P extends PlacedPage>(pages: P[], parent: number | null): P[] {
  return pages
    .filter((p) => parentOf(p) === parent)
    .sort((a, b) => (a.index ?? Number.MAX_SAFE_INTEGER) - (b.index ?? Number.MAX_SAFE_INTEGER) || a.id - b.id);
}

/** The ids of every page below `id`. */
export function descendantsOf(pages: PlacedPage[], id: number): Set<number> {
  const found = new Set<number>();
  const walk = (parent: number) => {
    for (const child of pages)
      if (parentOf(child) === parent && !found.has(child.id)) {
        found.add(child.id);
        walk(child.id);
      }
  };
  walk(id);
  return found;
}

/** Whether `page` may be dropped at `target`: never on itself or anywhere in its own subtree (a cycle). */
export function canDrop(pages: PlacedPage[], page: number, target: number): boolean {
  return page !== target && !descendantsOf(pages, page).has(target);
}

/** The group a page joins, numbered 0, 1, 2 …, and the group it leaves, numbered again without it. */
function regroup(pages: PlacedPage[], id: number, parent: number | null, position: number): PagePlacement[] {
  const moved = pages.find((p) => p.id === id);
  if (!moved) return [];
  const group = childrenOf(pages, parent).filter((p) => p.id !== id);
  group.splice(Math.max(0, Math.min(position, group.length)), 0, moved);
  const placements = group.map((p, index) => ({ id: p.id, parent: parent === null ? null : { id: parent }, index }));
  const left = parentOf(moved);
  if (left !== parent)
    childrenOf(pages, left)
      .filter((p) => p.id !== id)
      .forEach((p, index) => placements.push({ id: p.id, parent: left === null ? null : { id: left }, index }));
  return placements.filter((p) => {
    const before = pages.find((q) => q.id === p.id)!;
    return before.index !== p.index || parentOf(before) !== (p.parent?.id ?? null);
  });
}

/** The placements that put `id` before, after or inside `target`; none when the drop is refused. */
export function placementsForDrop(pages: PlacedPage[], id: number, target: number, place: DropPlace): PagePlacement[] {
  if (!canDrop(pages, id, target)) return [];
  const over = pages.find((p) => p.id === target);
  if (!over) return [];
  if (place === 'inside') return regroup(pages, id, target, Number.MAX_SAFE_INTEGER);
  const parent = parentOf(over);
  const siblings = childrenOf(pages, parent).filter((p) => p.id !== id);
  const at = siblings.findIndex((p) => p.id === target);
  return regroup(pages, id, parent, place === 'before' ? at : at + 1);
}

/** The placements that move a page one step up or down among its siblings; none at either end. */
export function placementsForStep(pages: PlacedPage[], id: number, step: -1 | 1): PagePlacement[] {
  const page = pages.find((p) => p.id === id);
  if (!page) return [];
  const siblings = childrenOf(pages, parentOf(page));
  const at = siblings.findIndex((p) => p.id === id);
  const to = at + step;
  if (to < 0 || to >= siblings.length) return [];
  return regroup(pages, id, parentOf(page), to);
}

/** The placements that move a page to the end of another parent's pages (null: the roots). */
export function placementsForParent(pages: PlacedPage[], id: number, parent: number | null): PagePlacement[] {
  if (parent !== null && (parent === id || descendantsOf(pages, id).has(parent))) return [];
  return regroup(pages, id, parent, Number.MAX_SAFE_INTEGER);
}
