import type { Db } from '../../database.js';
import type { EntityRepository } from '../../entities/repository.js';
import type { Entity } from '../../entities/entity-rows.js';
import type { WidgetPlacement } from '../../../src/shared/page-management.js';
import { parseConf, writeConf } from '../../../src/shared/widget-conf.js';
import { noSuchPage, noSuchWidget, repeatedId, widgetOfAnotherPage } from '../problems.js';

/**
 * Sets the order and grid places of a page's widgets (`PUT api/widgets/indexes?pageId=`): each widget
 * named takes its index and its `conf.layout` (the rest of its configuration kept), and is checked
 * against its type's configuration schema as every widget write is. Every widget named must be on the
 * page (404 for one that does not exist, 400 for another page's). One transaction: a refusal changes
 * nothing. Answers the page's widgets in order, as `GET api/widgets?pageId.equals=` does.
 */
export async function placeWidgets(db: Db, repository: EntityRepository, pageId: number, placements: WidgetPlacement[], by: string): Promise<Entity[]> {
  const model = repository.model('widget');
  await db.transaction().execute(async (trx) => {
    await repository.takeTurn(trx, model);
    if (!(await trx.selectFrom('page').select('id').where('id', '=', pageId).executeTakeFirst())) throw noSuchPage(pageId);
    const ids = placements.map((p) => p.id);
    const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
    if (repeated !== undefined) throw repeatedId('widget', repeated);
    const rows = await trx.selectFrom('widget').select(['id', 'page_id', 'conf']).where('id', 'in', ids).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of ids) {
      const row = byId.get(id);
      if (!row) throw noSuchWidget(id);
      if (row.page_id !== pageId) throw widgetOfAnotherPage(id, pageId);
    }
    for (const { id, index, layout } of placements) {
      const conf = writeConf({ ...parseConf(byId.get(id)!.conf), layout });
      await repository.update(model, id, { index, conf }, true, { trx, by });
    }
  });
  const field = (name: string) => model.fields.find((f) => f.name === name)!;
  const { items } = await repository.list(model, {
    criteria: [{ field: field('page'), operator: 'equals', values: [pageId] }],
    sort: [{ field: field('index'), direction: 'asc' }],
    page: 0,
    size: 10_000,
    eager: false,
  });
  return items;
}
