import type { Db } from '../database.js';

/** The names given to rows of an entity type, each once, in code-unit order. */
export async function tagNames(db: Db, entityType: string): Promise<string[]> {
  const rows = await db.selectFrom('tag').select('name').distinct().where('entity_type', '=', entityType).orderBy('name').execute();
  return rows.map((r) => String(r.name));
}
