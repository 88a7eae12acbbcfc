import type { Db } from '../../database.js';
import type { EntityRepository } from '../../entities/repository.js';
import type { Entity } from '../../entities/entity-rows.js';
import type { PagePlacement, PageScope } from '../../../src/shared/page-management.js';
import { allSlots, arrange, byPlace, writeOrder, type PageSlot } from '../page-order.js';
import { makesCycle } from './page-rules.js';
import { cycle, noSuchPage, parentInOtherScope, parentMissing, repeatedId } from '../problems.js';

/**
 * Applies a reorder or a move (`PUT api/pages`): each page named goes under its parent at the position
 * its index asks for, and every sibling group it leaves or joins is numbered 0, 1, 2 … again, the pages
 * not named keeping their order around it. Checked whole before anything is written: an unknown page
 * (404), an unknown parent or one in another scope (400), a cycle (409). One transaction. Answers
 * the pages of the scopes touched, by scope, index and id.
 */
export async function placePages(db: Db, repository: EntityRepository, placements: PagePlacement[], by: string): Promise<Entity[]> {
  const model = repository.model('page');
  const scopes = await db.transaction().execute(async (trx) => {
    await repository.takeTurn(trx, model);
    const slots = new Map((await allSlots(trx)).map((p) => [p.id, p]));
    const named = new Map<number, PagePlacement>();
    for (const placement of placements) {
      if (named.has(placement.id)) throw repeatedId('page', placement.id);
      named.set(placement.id, placement);
    }
    for (const { id, parent } of placements) {
      const page = slots.get(id);
      if (!page) throw noSuchPage(id);
      const parentPage = parent && slots.get(parent.id);
      if (parent && !parentPage) throw parentMissing(parent.id);
      if (parentPage && parentPage.scope !== page.scope) throw parentInOtherScope(parentPage.id, page.scope);
    }
    // Cycles are looked for with every move in place, so that two moves that close a loop together are refused.
    const parentOf = (id: number) => (named.has(id) ? (named.get(id)!.parent?.id ?? null) : slots.get(id)?.parentId);
    for (const { id, parent } of placements)
      if (parent && parent.id !== slots.get(id)!.parentId && makesCycle(id, parent.id, parentOf)) throw cycle(id, parent.id);

    const groups = new Map<string, { scope: PageScope; parentId: number | null }>();
    const groupKey = (scope: PageScope, parentId: number | null) => `${scope}:${parentId ?? ''}`;
    for (const { id, parent } of placements) {
      const { scope, parentId } = slots.get(id)!;
      groups.set(groupKey(scope, parentId), { scope, parentId });
      groups.set(groupKey(scope, parent?.id ?? null), { scope, parentId: parent?.id ?? null });
    }
    const stamp = repository.auditRow(model, by);
    for (const { scope, parentId } of groups.values()) {
      const members = [...slots.values()].filter((p) => p.scope === scope && parentOf(p.id) === parentId);
      const others = members.filter((p) => !named.has(p.id)).sort(byPlace);
      const placed = members.filter((p) => named.has(p.id)).map((page: PageSlot) => ({ page, index: named.get(page.id)!.index }));
      await writeOrder(trx, arrange(others, placed), parentId, stamp);
    }
    return [...new Set([...groups.values()].map((g) => g.scope))];
  });
  return scopePages(repository, scopes);
}

/** The pages of the scopes, as `GET api/pages?scope.in=…&sort=scope,asc&sort=index,asc` answers them. */
async function scopePages(repository: EntityRepository, scopes: PageScope[]): Promise<Entity[]> {
  const model = repository.model('page');
  const field = (name: string) => model.fields.find((f) => f.name === name)!;
  const { items } = await repository.list(model, {
    criteria: [{ field: field('scope'), operator: 'in', values: scopes }],
    sort: [{ field: field('scope'), direction: 'asc' }, { field: field('index'), direction: 'asc' }],
    page: 0,
    size: 10_000,
    eager: false,
  });
  return items;
}
