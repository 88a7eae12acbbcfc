import type { Db } from '../database.js';

/** Removes the tags of rows being deleted (`entityType` is the entity's name: `page`, `widget`). */
export async function deleteTagsOf(trx: Db, entityType: string, ids: number[]): Promise<void> {
  if (ids.length) await trx.deleteFrom('tag').where('entity_type', '=', entityType).where('entity_id', 'in', ids).execute();
}
