import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import type { PageTable } from '../entities/generated-tables.js';
import type { Db, Tables } from '../database.js';
import type { PageScope } from '../../src/shared/page-management.js';

/**
 * The order of pages among their siblings: the pages of one scope under one parent (or at the
 * scope's root) are numbered 0, 1, 2 … by `index`. Page management keeps every group it writes to
 * numbered so; groups written otherwise (a plain create, older data) may have gaps, ties or no
 * index, which sort after the others, then by id, and are closed up the next time they are written.
 */

/** Where a page stands, as stored. */
export interface PageSlot {
  id: number;
  parentId: number | null;
  scope: PageScope;
  index: number | null;
}

/** A page without a scope is private, as the runtime shows it. */
export const scopeOf = (value: unknown): PageScope => (value === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE');

/** The pages of a scope; a page without a scope is private, so that nobody is shown more than was meant. */
export const inScope = (scope: PageScope) => (eb: ExpressionBuilder<Tables, 'page'>) =>
  scope === 'PUBLIC' ? eb('scope', '=', 'PUBLIC') : eb.or([eb('scope', '=', 'PRIVATE'), eb('scope', 'is', null)]);

/** Orders rows without an index after the others on both databases (SQLite sorts nulls first, PostgreSQL last). */
export const indexedFirst = (column: 'index' | 'w.index' = 'index') => sql`case when ${sql.ref(column)} is null then 1 else 0 end`;

const toSlot = (row: Pick<Selectable<PageTable>, 'id' | 'parent_id' | 'scope' | 'index'>): PageSlot => ({
  id: row.id,
  parentId: row.parent_id,
  scope: scopeOf(row.scope),
  index: row.index,
});

/** Every page's place (a site has some hundreds of pages at most). */
export async function allSlots(trx: Db): Promise<PageSlot[]> {
  return (await trx.selectFrom('page').select(['id', 'parent_id', 'scope', 'index']).execute()).map(toSlot);
}

/** The pages of one sibling group, in their order. */
export async function groupOf(trx: Db, scope: PageScope, parentId: number | null): Promise<PageSlot[]> {
  const rows = await trx
    .selectFrom('page')
    .select(['id', 'parent_id', 'scope', 'index'])
    .where(inScope(scope))
    .where('parent_id', parentId === null ? 'is' : '=', parentId)
    .orderBy(indexedFirst())
    .orderBy('index')
    .orderBy('id')
    .execute();
  return rows.map(toSlot);
}

/** Stored order: by index (none last), then id. */
export const byPlace = (a: PageSlot, b: PageSlot): number =>
  (a.index ?? Infinity) - (b.index ?? Infinity) || a.id - b.id;

/**
 * A group's new order: each placed page at the position its index asks for (among the whole group,
 * the end at most), the others keeping their order around them. Where two ask for one position, a
 * placed page goes before another page, and placed pages go by id.
 */
export function arrange<T extends { id: number }>(others: T[], placed: { page: T; index: number }[]): T[] {
  const order = [...others];
  // Lower positions first; at one position the higher id first, as each goes in before those already there.
  for (const { page, index } of [...placed].sort((a, b) => a.index - b.index || b.page.id - a.page.id))
    order.splice(Math.max(0, Math.min(index, order.length)), 0, page);
  return order;
}

/**
 * Numbers the pages 0, 1, 2 … in the order given, under `parentId`, writing only the rows whose index
 * or parent changes, with the audit columns of the write (`stamp`).
 */
export async function writeOrder(trx: Db, order: PageSlot[], parentId: number | null, stamp: Record<string, unknown>): Promise<void> {
  for (const [index, page] of order.entries())
    if (page.index !== index || page.parentId !== parentId)
      await trx.updateTable('page').set({ index, parent_id: parentId, ...stamp }).where('id', '=', page.id).execute();
}

/**
 * Closes up one group, with `placed` (a page of the group) moved to the position its index asks for
 * (the end when it has none).
 */
export async function settleGroup(
  trx: Db,
  scope: PageScope,
  parentId: number | null,
  stamp: Record<string, unknown>,
  placed?: { id: number; index: number | null },
): Promise<void> {
  const group = await groupOf(trx, scope, parentId);
  const page = placed && group.find((p) => p.id === placed.id);
  const others = group.filter((p) => p !== page);
  const order = page ? arrange(others, [{ page, index: placed.index ?? others.length }]) : others;
  await writeOrder(trx, order, parentId, stamp);
}
