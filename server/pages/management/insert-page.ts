import type { Db } from '../../database.js';
import type { EntityRepository } from '../../entities/repository.js';
import type { Entity } from '../../entities/entity-rows.js';
import { refuseGivenId } from '../../entities/entity-writes.js';
import { scopeOf, settleGroup } from '../page-order.js';

/**
 * Creates a page (as `POST api/pages` does, with the page rules) at its `index` among its siblings,
 * which shift to make room; without an index, or beyond the end, it comes last. One transaction.
 */
export async function insertPage(db: Db, repository: EntityRepository, body: Record<string, unknown>, by: string): Promise<Entity> {
  const model = repository.model('page');
  refuseGivenId(model, body);
  const id = await db.transaction().execute(async (trx) => {
    const page = await repository.create(model, body, { trx, by });
    const parentId = (page.parent as { id: number } | null)?.id ?? null;
    await settleGroup(trx, scopeOf(page.scope), parentId, repository.auditRow(model, by), { id: page.id, index: (body.index as number | null | undefined) ?? null });
    return page.id;
  });
  return repository.get(model, id);
}
