import type { EntityRepository } from '../entities/repository.js';
import { validationProblem } from '../errors/app-error.js';

/** A row carries a tag once: the same name again on the same row is a 400 `name: Unique`. */
export function installTagChecks(repository: EntityRepository): void {
  repository.checkWrites('tag', async (tag, { trx }) => {
    const twin = await trx
      .selectFrom('tag')
      .select('id')
      .where('entity_type', '=', tag.entityType as string)
      .where('entity_id', '=', tag.entityId as number)
      .where('name', '=', tag.name as string)
      .where('id', '<>', tag.id)
      .executeTakeFirst();
    if (twin) throw validationProblem('tag', [{ objectName: 'tag', field: 'name', message: 'Unique' }], `${String(tag.entityType)} ${String(tag.entityId)} already has the tag "${String(tag.name)}"`);
  });
}
