import type { Db } from '../../database.js';
import type { EntityRepository } from '../../entities/repository.js';
import type { Entity } from '../../entities/entity-rows.js';
import type { PageScope } from '../../../src/shared/page-management.js';
import { allSlots, inScope, scopeOf, settleGroup } from '../page-order.js';
import { cycle, hasSubpages, parentInOtherScope, pathTaken } from '../problems.js';
import { parentChain } from '../../../src/shared/parent-chain.js';

const refId = (ref: unknown): number | null => (ref == null ? null : (ref as { id: number }).id);

/**
 * The rules of every page write that a JSON Schema cannot say, on the generic entity calls as on
 * page management's own: a path is used once per scope, a parent is in the page's scope and never
 * below it (409), a page with subpages keeps its scope (409); and a page whose parent, scope or index
 * changes takes its place among its new siblings, its old ones closing up (page-order.ts). A create
 * keeps the index it was given (`POST api/pages/increment` inserts instead).
 */
export function installPageRules(repository: EntityRepository): void {
  const model = repository.model('page');
  repository.checkWrites('page', async (page, { trx, before, by }) => {
    const scope = scopeOf(page.scope);
    const parentId = refId(page.parent);
    // What a write leaves as it was is not checked again: older data does not stand in the way of a rename.
    if (parentId !== null && (!before || moved(before, page))) {
      const slots = await allSlots(trx);
      // The parent exists: the repository checked it.
      if (slots.find((p) => p.id === parentId)!.scope !== scope) throw parentInOtherScope(parentId, scope);
      const parents = new Map(slots.map((p) => [p.id, p.parentId]));
      if (makesCycle(page.id, parentId, (id) => parents.get(id))) throw cycle(page.id, parentId);
    }
    if (before && scopeOf(before.scope) !== scope) {
      const children = await trx.selectFrom('page').select((eb) => eb.fn.countAll<number>().as('n')).where('parent_id', '=', page.id).executeTakeFirstOrThrow();
      if (children.n > 0) throw hasSubpages(page.id, children.n, 'move to the other scope');
    }
    if (!before || before.path !== page.path || scopeOf(before.scope) !== scope) await checkPath(trx, page, scope);
    if (before && (moved(before, page) || before.index !== page.index)) {
      const stamp = repository.auditRow(model, by);
      if (moved(before, page)) await settleGroup(trx, scopeOf(before.scope), refId(before.parent), stamp);
      await settleGroup(trx, scope, parentId, stamp, { id: page.id, index: page.index as number | null });
    }
  });
}

const moved = (before: Entity, after: Entity) => scopeOf(before.scope) !== scopeOf(after.scope) || refId(before.parent) !== refId(after.parent);

/** Whether hanging page `id` under `parentId` closes a loop (a loop of older data above it does not count). */
export function makesCycle(id: number, parentId: number, parentOf: (id: number) => number | null | undefined): boolean {
  return parentChain(parentId, parentOf).chain.includes(id);
}

/** A page's path (when it has one) must not be another's in its scope: the runtime opens pages by path. */
async function checkPath(trx: Db, page: Entity, scope: PageScope): Promise<void> {
  const path = page.path as string | null;
  if (path == null || path.trim() === '') return;
  const other = await trx.selectFrom('page').select('id').where('path', '=', path).where(inScope(scope)).where('id', '<>', page.id).executeTakeFirst();
  if (other) throw pathTaken(path, scope, other.id);
}
