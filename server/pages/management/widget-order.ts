import type { EntityRepository } from '../../entities/repository.js';

/** A widget written without an index comes after the other widgets of its page (the runtime orders by index, then id). */
export function installWidgetOrder(repository: EntityRepository): void {
  repository.checkWrites('widget', async (widget, { trx }) => {
    const pageId = (widget.page as { id: number } | null)?.id;
    if (widget.index != null || pageId == null) return;
    const { last } = await trx
      .selectFrom('widget')
      .select((eb) => eb.fn.max('index').as('last'))
      .where('page_id', '=', pageId)
      .where('id', '<>', widget.id)
      .executeTakeFirstOrThrow();
    await trx.updateTable('widget').set({ index: last == null ? 0 : Number(last) + 1 }).where('id', '=', widget.id).execute();
  });
}
