import type { Db } from '../../database.js';
import type { EntityRepository } from '../../entities/repository.js';
import { deleteTagsOf } from '../../tags/delete-tags.js';
import { scopeOf, settleGroup } from '../page-order.js';
import { hasSubpages, noSuchPage } from '../problems.js';

/**
 * Deletes a page with its widgets (and the tags of both), its following siblings moving up by one.
 * A page with subpages is refused (409: they would be left without a parent), and so is a page that
 * other rows still refer to, as the generic delete does. One transaction.
 */
export async function deletePage(db: Db, repository: EntityRepository, id: number, by: string): Promise<void> {
  const pages = repository.model('page');
  const widgets = repository.model('widget');
  await db.transaction().execute(async (trx) => {
    await repository.takeTurn(trx, pages);
    const page = await trx.selectFrom('page').select(['id', 'parent_id', 'scope']).where('id', '=', id).executeTakeFirst();
    if (!page) throw noSuchPage(id);
    const children = await trx.selectFrom('page').select((eb) => eb.fn.countAll<number>().as('n')).where('parent_id', '=', id).executeTakeFirstOrThrow();
    if (children.n > 0) throw hasSubpages(id, children.n, 'delete');
    const widgetIds = (await trx.selectFrom('widget').select('id').where('page_id', '=', id).execute()).map((w) => w.id);
    for (const widgetId of widgetIds) await repository.delete(widgets, widgetId, { trx });
    await deleteTagsOf(trx, 'widget', widgetIds);
    await deleteTagsOf(trx, 'page', [id]);
    await repository.delete(pages, id, { trx });
    await settleGroup(trx, scopeOf(page.scope), page.parent_id, repository.auditRow(pages, by));
  });
}
