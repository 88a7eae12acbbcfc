import { createHash } from 'node:crypto';
import { AppError } from '../errors/app-error.js';
import type { Db } from '../database.js';
import { tooCostly, type PdfEngine } from './engine.js';
import type { PdfInspection } from './inspect-pdf.js';

/**
 * Bump when what an inspection holds or how it is made changes: kept inspections of another version
 * are made again when next asked for.
 */
export const INSPECTION_VERSION = 3;

/** An inspection, or the refusal of a file past the cost bounds (the 422 it answers, kept to answer it again at no cost). */
type Outcome = { inspection: PdfInspection } | { refused: { detail: string; limit: string } };

/** How many outcomes each server keeps in memory, newest use last. */
const KEPT = 200;

/**
 * The inspections of PDFs, kept by the SHA-256 of their bytes: a version whose file did not change
 * (an update of its fields alone) costs nothing, nor does a file shown again, on any server. Each
 * server keeps the last ones it used in memory, all of them share the `pdf_inspection` table, and two
 * requests for one file at once wait for one inspection. A refusal for the file's size (inflated
 * streams, objects) is kept like an inspection; one for the time or memory it took is kept in memory
 * only, as those depend on how busy the server was.
 */
export class PdfInspections {
  private readonly kept = new Map<string, Promise<Outcome>>();

  constructor(
    private readonly db: Db,
    private readonly engine: PdfEngine,
  ) {}

  /**
   * The inspection of a file, by its SHA-256 when known (else computed from the bytes); `bytes` is read
   * only when no inspection is kept. Throws a 422 for a file past the cost bounds.
   */
  async of(sha256: string | undefined, bytes: () => Promise<Uint8Array>): Promise<PdfInspection> {
    let content: Uint8Array | undefined;
    const key = sha256 ?? createHash('sha256').update((content = await bytes())).digest('hex');
    let outcome = this.kept.get(key);
    if (!outcome) {
      outcome = this.inspect(key, async () => content ?? (await bytes()));
      outcome.catch(() => this.kept.delete(key));
    }
    this.keep(key, outcome);
    const settled = await outcome;
    if ('refused' in settled) throw tooCostly(settled.refused.detail, settled.refused.limit);
    return settled.inspection;
  }

  private async inspect(sha256: string, bytes: () => Promise<Uint8Array>): Promise<Outcome> {
    const row = await this.db.selectFrom('pdf_inspection').select(['version', 'outcome']).where('sha256', '=', sha256).executeTakeFirst();
    if (row?.version === INSPECTION_VERSION) return JSON.parse(row.outcome) as Outcome;
    let outcome: Outcome;
    try {
      outcome = { inspection: await this.engine.inspect(await bytes()) };
    } catch (error) {
      const limit = error instanceof AppError ? error.details.extra?.limit : undefined;
      if (typeof limit !== 'string') throw error;
      outcome = { refused: { detail: (error as AppError).message, limit } };
      if (limit === 'time' || limit === 'memory') return outcome;
    }
    const values = { version: INSPECTION_VERSION, outcome: JSON.stringify(outcome), inspected_at: Date.now() };
    await this.db
      .insertInto('pdf_inspection')
      .values({ sha256, ...values })
      .onConflict((oc) => oc.column('sha256').doUpdateSet(values))
      .execute();
    return outcome;
  }

  private keep(key: string, outcome: Promise<Outcome>): void {
    this.kept.delete(key);
    this.kept.set(key, outcome);
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value!);
  }
}
