import type { DataVersion } from '../db/connect.js';
import type { RowJson } from './row-json.js';

/** Characters of row JSON kept for all entities together. */
const ROW_TEXT_BUDGET = 32 * 1024 * 1024;

interface Kept {
  version: string;
  texts: Map<number, string>;
  size: number;
}

/**
 * The JSON text of rows as lists answer them, by entity and id, while the data stands: any page of
 * a list, in any order and size, is then joined from texts read once, and the database is asked
 * only for the rows not yet read since the last write. A row is kept once, however many pages and
 * orders show it (a cache of whole pages kept each row once per page, order and size it was seen in).
 *
 * Without a data version nothing is kept. When the budget is spent, the other entities' texts are
 * forgotten; beyond that, rows are answered without being kept.
 */
export class RowTexts {
  private readonly byEntity = new Map<string, Kept>();
  private spent = 0;

  constructor(
    private readonly version: DataVersion | undefined,
    private readonly budget = ROW_TEXT_BUDGET,
  ) {}

  /**
   * The texts of the rows of these ids, in their order; `read` reads rows not kept (a row deleted
   * since is left out). `at`: the data version the caller has just read.
   */
  async of(entity: string, ids: number[], read: (ids: number[]) => Promise<RowJson[]>, at?: string): Promise<string[]> {
    if (!this.version) return inOrder(ids, textsOf(await read(ids)));
    const version = at ?? (await this.version());
    let kept = this.byEntity.get(entity);
    if (!kept || kept.version !== version) {
      this.forget(entity);
      kept = { version, texts: new Map(), size: 0 };
      this.byEntity.set(entity, kept);
    }
    const missing: number[] = [];
    for (const id of ids) if (!kept.texts.has(id)) missing.push(id);
    if (!missing.length) return inOrder(ids, kept.texts);
    const rows = await read(missing);
    const fresh = textsOf(rows);
    const answer = inOrder(ids, { get: (id) => kept.texts.get(id) ?? fresh.get(id) });
    // Kept under the version read before the rows: after a write during the read no one asks for that version again.
    for (const row of rows) {
      if (this.spent + row.json.length > this.budget) for (const name of [...this.byEntity.keys()]) if (name !== entity) this.forget(name);
      if (this.spent + row.json.length > this.budget) break;
      kept.texts.set(row.id, row.json);
      kept.size += row.json.length;
      this.spent += row.json.length;
    }
    return answer;
  }

  private forget(entity: string): void {
    const kept = this.byEntity.get(entity);
    if (!kept) return;
    this.spent -= kept.size;
    this.byEntity.delete(entity);
  }
}

const textsOf = (rows: RowJson[]) => new Map(rows.map((row) => [row.id, row.json]));

function inOrder(ids: number[], texts: { get(id: number): string | undefined }): string[] {
  const found: string[] = [];
  for (const id of ids) {
    const text = texts.get(id);
    if (text !== undefined) found.push(text);
  }
  return found;
}
