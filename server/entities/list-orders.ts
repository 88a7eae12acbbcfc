import type { DataVersion } from '../db/connect.js';
import { ReadCache, Sightings } from '../db/read-cache.js';

/** Ids that all kept orders may hold together (4 bytes each: entity ids are 32-bit integers; a list with another is not kept). */
const ORDER_BUDGET = 8_000_000;
/** A list longer than this is paged by the database alone: its order would take too much memory to keep. */
export const MAX_ORDERED_ROWS = 200_000;

/**
 * The ids of a list (its criteria and sort) in order, kept while the data stands once the list is
 * asked for a second time: paging and re-sizing it then read a slice of the ids and only those rows,
 * where OFFSET would step over every row before the page, and its total is the count of the ids.
 * The order is the database's (nulls, collation and ties as it sorts them), read once.
 *
 * A list asked for once is answered by the database alone: reading its whole order costs more than
 * one page. Without a data version (nothing tells when the data changed) nothing is kept.
 */
export class ListOrders {
  private readonly orders: ReadCache<Int32Array | 'not kept'>;
  private readonly askedOnce = new Sightings();

  constructor(
    private readonly version: DataVersion | undefined,
    budget = ORDER_BUDGET,
    private readonly maxRows = MAX_ORDERED_ROWS,
  ) {
    this.orders = new ReadCache(version, budget, (ids) => (ids === 'not kept' ? 1 : ids.length));
  }

  /**
   * The list's ids in order, or undefined when the database should answer the page itself.
   * `read(limit)` reads the ids in order, at most `limit` of them. `at`: the data version the caller has just read.
   */
  async find(key: string, read: (limit: number) => Promise<number[]>, at?: string): Promise<Int32Array | undefined> {
    if (!this.version) return undefined;
    const version = at ?? (await this.version());
    if (!this.orders.has(key, version) && !this.askedOnce.again(key, version)) return undefined;
    const readOrder = async () => {
      const ids = await read(this.maxRows + 1);
      return ids.length > this.maxRows || !ids.every((id) => id === (id | 0)) ? 'not kept' : Int32Array.from(ids);
    };
    const ids = await this.orders.get(key, readOrder, version);
    return ids === 'not kept' ? undefined : ids;
  }
}
