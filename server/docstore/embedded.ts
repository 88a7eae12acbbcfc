import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database, Db } from '../database.js';
import type { DocumentModel, FamilyDefinition, FieldDefinition, ValueListDefinition } from './model.js';
import type { FileStorage } from './file-storage.js';
import type {
  AlongWithWrite,
  AlongWrites,
  AttachmentInput,
  AuditNote,
  AuditAction,
  AuditEntry,
  DocumentInput,
  DocumentQuery,
  DocumentStore,
  FieldValue,
  FieldValues,
  QueryResult,
  StoredAttachment,
  StoredDocument,
  StoredFile,
  UpdateResult,
} from './store.js';
import { ReadCache } from '../db/read-cache.js';
import { BUCKET_WALK_DEPTH, fewMatches, openPlans, unindexed, walkThreshold, type Plan } from './plans.js';
import { allOf, familyRows, idsWhere, matching, orderBy, type Condition } from './statements.js';
import { STATE } from './store-tables.js';
import { BUCKET_BITS, bucketOf, familyTable, fieldColumn, syncFamilyTables } from './tables.js';
import { addAttachment, attachmentRows, deleteAttachments, listAttachments } from './embedded-attachments.js';
import { deleteVersions, insertDocument, insertVersion, record } from './embedded-writes.js';

type Row = Record<string, unknown>;
type BucketSpan = { low: number; high: number };
/** Ids per bucket (2^bits) and the depth from which pages walk them. */
type BucketOptions = { bits: number; walkDepth: number };

/**
 * The embedded document store on Kysely (SQLite or PostgreSQL). Document metadata is in
 * `ds_document` (one row per version), file contents in `ds_file`, and each family's field values in
 * its own table `ds_family_{id}` with one typed, indexed column per field (see docs/document-store.md).
 */
export class EmbeddedDocumentStore implements DocumentStore {
  private readonly familiesById: Map<number, FamilyDefinition>;
  private readonly rowsByFamily = new Map<number, RawBuilder<unknown>>();
  /**
   * Each family's current count and id span, kept while the database is unchanged (on SQLite; see
   * ReadCache): each is a statement that an unfiltered page or a bucket walk would otherwise add.
   */
  private readonly currentCounts: ReadCache<number>;
  private readonly bucketSpans: ReadCache<BucketSpan>;

  private constructor(
    private readonly database: Database,
    private readonly model: DocumentModel,
    private readonly storage: FileStorage,
    private readonly buckets: BucketOptions,
  ) {
    this.familiesById = new Map(model.families.map((f) => [f.id, f]));
    // On PostgreSQL the data version does not watch the store's tables (db/data-version.ts): read every time there.
    const version = database.dialect === 'sqlite' ? database.dataVersion : undefined;
    this.currentCounts = new ReadCache(version, model.families.length);
    this.bucketSpans = new ReadCache(version, model.families.length);
  }

  /**
   * Opens the store: creates or extends the family tables (the core tables come from the migrations).
   * The bucket options (tables.ts, plans.ts) are for tests: small buckets walked from the first page,
   * so that a few hundred documents exercise the walk.
   */
  static async open(database: Database, model: DocumentModel, storage: FileStorage, options: Partial<BucketOptions> = {}): Promise<EmbeddedDocumentStore> {
    const buckets = { bits: options.bits ?? BUCKET_BITS, walkDepth: options.walkDepth ?? BUCKET_WALK_DEPTH };
    await syncFamilyTables(database, model.families, buckets.bits);
    return new EmbeddedDocumentStore(database, model, storage, buckets);
  }

  private get db(): Db {
    return this.database.db;
  }

  families(): FamilyDefinition[] {
    return this.model.families;
  }

  lists(): ValueListDefinition[] {
    return this.model.lists;
  }

  async query(query: DocumentQuery): Promise<QueryResult> {
    const table = familyTable(query.family.id);
    const countLimit = query.countLimit ?? Infinity;
    // Every current document: the total is kept by the writes, not counted.
    if (!query.filters.length && !query.anyVersion) return this.page(query, 'database', Math.min(await this.currentCount(query.family.id), countLimit));
    const plans = openPlans(query, this.database.dialect, this.buckets.walkDepth);
    // The count stops at the query's max (the most x-total-count may say), or at the walk threshold
    // when that is further and the plan is still open.
    const limit = countLimit >= PLAIN_COUNT_FROM ? undefined : countLimit;
    const threshold = plans === 'choose' ? walkThreshold(query.offset + query.limit, await this.currentCount(query.family.id)) : undefined;
    const counted = await this.count(table, matching(query), threshold === undefined || limit === undefined ? limit : Math.max(limit, threshold));
    const total = Math.min(counted, countLimit);
    if (plans === 'choose') return this.page(query, counted >= threshold! ? 'walk' : 'filter-index', total);
    if (plans !== 'buckets') return this.page(query, plans, total);
    const span = await this.bucketSpan(table);
    const few = fewMatches(counted, limit === undefined || counted < limit, span.high - span.low + 1);
    return this.page(query, few ? (this.database.dialect === 'sqlite' ? 'filter-index' : 'database') : 'buckets', total, span);
  }

  /** The documents of a query's page, read by a plan (plans.ts). */
  private async page(query: DocumentQuery, plan: Plan, total: number, span?: BucketSpan): Promise<QueryResult> {
    if (query.limit <= 0 || query.offset >= total) return { total, documents: [] };
    const ids = plan === 'buckets' ? await this.bucketPageIds(query, span!) : idsWhere(query, matching(query, plan), { limit: query.limit, offset: query.offset }, this.orderColumn(plan));
    return { total, documents: ids ? await this.toDocuments(query.family, await this.rowsOf(query, ids)) : [] };
  }

  /**
   * The matches, all of them or up to `limit`: a broad filter then reads at most that many index
   * entries. Whether there is a limit-th match is asked first: stepping over entries costs half of
   * counting them through a subquery (measured), and the count follows only when there are fewer.
   */
  private async count(table: string, where: Condition, limit: number | undefined): Promise<number> {
    const matches = sql`from ${sql.table(table)} as v where ${where}`;
    if (limit !== undefined) {
      if (limit <= 0) return 0;
      if ((await sql`select 1 as one ${matches} limit 1 offset ${limit - 1}`.execute(this.db)).rows.length) return limit;
    }
    const { rows } = await sql<{ count: number | string }>`select count(*) as count ${matches}`.execute(this.db);
    return Number(rows[0].count);
  }

  /** The first and last buckets a family's documents are in (any state): where a bucket walk starts and ends. */
  private async bucketSpan(table: string): Promise<BucketSpan> {
    return this.bucketSpans.get(table, () => this.readBucketSpan(table));
  }

  private async readBucketSpan(table: string): Promise<BucketSpan> {
    const t = sql.table(table);
    const { rows } = await sql<{ low: number | null; high: number | null }>`
      select (select min(document_id) from ${t}) as low, (select max(document_id) from ${t}) as high`.execute(this.db);
    const { low, high } = rows[0];
    return { low: Number(low ?? 0) >> this.buckets.bits, high: Number(high ?? 0) >> this.buckets.bits };
  }

  /**
   * The ids of a page in id order (newest first), by the bucket walk (plans.ts): one statement counts
   * the matches bucket by bucket from the newest, each count a range of a bucket index, and stops as
   * soon as the page's depth is reached; the page is then read from the buckets it lies in.
   */
  private async bucketPageIds(query: DocumentQuery, span: BucketSpan) {
    const table = familyTable(query.family.id);
    const bucket = bucketOf(this.buckets.bits);
    const depth = query.offset + query.limit;
    const where = matching(query);
    // Each row: a bucket, and the matches in the buckets above it. The last row only closes the count.
    // The first bucket is a literal: a cast or a bound value gives the column an affinity, and SQLite
    // then compares buckets past the bucket index (measured).
    const { rows: walk } = await sql<{ b: number; seen: number | string }>`
      with recursive walk(b, seen) as (
        select ${sql.lit(span.high)}, cast(0 as bigint)
        union all
        select walk.b - 1, walk.seen + (select count(*) from ${sql.table(table)} as v where ${where} and ${bucket} = walk.b)
        from walk where walk.seen < ${depth} and walk.b >= ${span.low}
      )
      select b, seen from walk order by b desc`.execute(this.db);
    const buckets: number[] = [];
    let skip = 0;
    for (let i = 0; i + 1 < walk.length; i++) {
      const [before, after] = [Number(walk[i].seen), Number(walk[i + 1].seen)];
      if (after <= before || after <= query.offset || before >= depth) continue;
      if (!buckets.length) skip = query.offset - before;
      buckets.push(walk[i].b);
    }
    if (!buckets.length) return undefined;
    return idsWhere(query, allOf([where, sql<SqlBool>`${bucket} in (${sql.join(buckets)})`]), { limit: query.limit, offset: skip });
  }

  /** A family's current documents, as its writes keep the number (ds_family_count). */
  private async currentCount(familyId: number): Promise<number> {
    return this.currentCounts.get(String(familyId), () => this.readCurrentCount(familyId));
  }

  private async readCurrentCount(familyId: number): Promise<number> {
    const { current } = await this.db.selectFrom('ds_family_count').select('current').where('family_id', '=', familyId).executeTakeFirstOrThrow();
    return Number(current);
  }

  /** How a plan orders: through the order's index, or past it (the filter index's matches are sorted). */
  private orderColumn(plan: Plan) {
    return plan === 'filter-index' ? unindexed : undefined;
  }

  /**
   * Reads by key ranges rather than offsets (each batch starts after the last row of the one before),
   * so the thousandth batch costs what the first does. With a sort field, the rows without a value
   * come in their own pass, first or last as the database sorts nulls (as `query` answers them).
   */
  async *queryPages(query: DocumentQuery, options: { batchSize: number; maxRows: number }): AsyncIterable<StoredDocument[]> {
    const where = matching(query);
    const asc = !!query.order?.asc;
    const after = sql.raw(asc ? '>' : '<');
    const column = query.order && sql.ref(`v.${fieldColumn(query.order.field)}`);
    const nullsFirst = (this.database.dialect === 'sqlite') === asc;
    const passes: ('all' | 'values' | 'nulls')[] = !column ? ['all'] : nullsFirst ? ['nulls', 'values'] : ['values', 'nulls'];
    let remaining = options.maxRows;
    for (const pass of passes) {
      let last: Row | undefined;
      while (remaining > 0) {
        const limit = Math.min(options.batchSize, remaining);
        const conditions = [where];
        if (pass === 'values') {
          conditions.push(sql<SqlBool>`${column!} is not null`);
          if (last) {
            const value = last[fieldColumn(query.order!.field)];
            conditions.push(sql<SqlBool>`(${column!} ${after} ${value} or (${column!} = ${value} and v.document_id ${after} ${last.document_id}))`);
          }
        } else {
          if (pass === 'nulls') conditions.push(sql<SqlBool>`${column!} is null`);
          if (last) conditions.push(sql<SqlBool>`v.document_id ${after} ${last.document_id}`);
        }
        const found = await this.rowsOf(query, idsWhere(query, allOf(conditions), { limit }));
        if (found.length) yield await this.toDocuments(query.family, found);
        remaining -= found.length;
        if (found.length < limit) break;
        last = found[found.length - 1];
      }
    }
  }

  /**
   * The rows of the ids a query selects, with their document columns, in the query's order. The ids
   * are chosen on the family table's indexes alone, and only those rows are then read and joined: a
   * deep page or a sort of many matches never carries whole rows through the sort.
   */
  private async rowsOf(query: DocumentQuery, ids: RawBuilder<unknown>): Promise<Row[]> {
    // On PostgreSQL an array of the ids plans in 0.3 ms where the `in` semi-join took 0.5 (measured).
    const among = this.database.dialect === 'postgres' ? sql`= any(array(${ids}))` : sql`in (${ids})`;
    return (await sql<Row>`${this.documentRows(query.family)} where v.document_id ${among} ${orderBy(query)}`.execute(this.db)).rows;
  }

  /** A family's rows joined to their document and file columns (statements.ts), made once per family. */
  private documentRows(family: FamilyDefinition) {
    let rows = this.rowsByFamily.get(family.id);
    if (!rows) this.rowsByFamily.set(family.id, (rows = familyRows(family)));
    return rows;
  }

  async get(id: number): Promise<StoredDocument | undefined> {
    const doc = await this.db.selectFrom('ds_document').select(['family_id', 'state']).where('id', '=', id).executeTakeFirst();
    const family = doc && this.familiesById.get(doc.family_id);
    if (!family || doc.state === STATE.deleted) return undefined;
    const [row] = (await sql<Row>`${this.documentRows(family)} where v.document_id = ${id}`.execute(this.db)).rows;
    return row ? (await this.toDocuments(family, [row]))[0] : undefined;
  }

  async create(input: DocumentInput, user: string): Promise<number> {
    const family = this.family(input.familyId);
    return this.db.transaction().execute((trx) => insertDocument(trx, this.storage, family, input, user));
  }

  async update(id: number, input: Partial<DocumentInput> & { values: FieldValues }, user: string, along: AlongWithWrite = {}): Promise<UpdateResult> {
    const store = { storage: this.storage, family: (familyId: number) => this.family(familyId) };
    return this.db.transaction().execute((trx) => insertVersion(trx, store, id, input, user, along));
  }

  async delete(id: number, user: string): Promise<boolean> {
    return this.db.transaction().execute((trx) => deleteVersions(trx, id, user));
  }

  async file(id: number): Promise<StoredFile | undefined> {
    const row = await this.db
      .selectFrom('ds_document as d')
      .innerJoin('ds_file as f', 'f.id', 'd.file_id')
      .select(['d.file_name as name', 'f.id as file_id'])
      .where('d.id', '=', id)
      .where('d.state', '!=', STATE.deleted)
      .executeTakeFirst();
    return row ? this.fileContent(row.file_id, String(row.name)) : undefined;
  }

  async attachments(id: number): Promise<StoredAttachment[] | undefined> {
    const rootId = await this.rootOf(this.db, id);
    return rootId === undefined ? undefined : listAttachments(this.db, rootId);
  }

  async addAttachment(id: number, input: AttachmentInput, user: string): Promise<StoredAttachment | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const rootId = await this.rootOf(trx, id);
      return rootId === undefined ? undefined : addAttachment(trx, this.storage, rootId, id, input, user);
    });
  }

  async deleteAttachments(id: number, attachmentIds: number[], user: string): Promise<number[] | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const rootId = await this.rootOf(trx, id);
      return rootId === undefined ? undefined : deleteAttachments(trx, rootId, id, attachmentIds, user);
    });
  }

  /** Which of these storage keys (FileStorage.put's answers) ds_file rows name: the rest may be swept. */
  async heldLocations(keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await this.db.selectFrom('ds_file').select('location').where('location', 'in', keys).execute();
    return new Set(rows.map((r) => String(r.location)));
  }

  async attachmentFile(id: number, attachmentId: number): Promise<StoredFile | undefined> {
    const rootId = await this.rootOf(this.db, id);
    if (rootId === undefined) return undefined;
    const row = await attachmentRows(this.db, rootId).where('a.id', '=', attachmentId).executeTakeFirst();
    return row ? this.fileContent(row.file_id, row.original_file_name) : undefined;
  }

  async audit(id: number): Promise<AuditEntry[] | undefined> {
    const doc = await this.db.selectFrom('ds_document').select(['root_id', 'state']).where('id', '=', id).executeTakeFirst();
    if (!doc) return undefined;
    const rows = await this.db.selectFrom('ds_audit').selectAll().where('root_id', '=', doc.root_id).orderBy('id').execute();
    return rows.map((r) => ({
      documentId: r.document_id,
      action: r.action as AuditAction,
      user: r.user_login,
      at: r.at,
      detail: r.detail,
    }));
  }

  async recordRead(id: number, action: AuditAction, user: string, detail?: string): Promise<void> {
    const rootId = await this.rootOf(this.db, id);
    if (rootId !== undefined) await record(this.db, rootId, id, action, user, detail);
  }

  async recordEvent(id: number, note: AuditNote, user: string, writes?: AlongWrites): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const rootId = await this.rootOf(trx, id);
      if (rootId === undefined) return false;
      await record(trx, rootId, id, note.action, user, note.detail);
      await writes?.(trx, id);
      return true;
    });
  }

  /** The first version's id of a document that is not deleted. */
  private async rootOf(db: Db, id: number): Promise<number | undefined> {
    const doc = await db.selectFrom('ds_document').select(['root_id', 'state']).where('id', '=', id).executeTakeFirst();
    return doc && doc.state !== STATE.deleted ? Number(doc.root_id) : undefined;
  }

  private async fileContent(fileId: number, name: string): Promise<StoredFile> {
    const row = await this.db.selectFrom('ds_file').select(['content', 'content_type', 'size', 'location']).where('id', '=', fileId).executeTakeFirstOrThrow();
    const body = row.location ? this.storage.open(row.location) : Buffer.from(row.content as Uint8Array);
    return { name, contentType: row.content_type, size: row.size, body };
  }

  private family(id: number): FamilyDefinition {
    const family = this.familiesById.get(id);
    if (!family) throw new Error(`Unknown family ${id}`);
    return family;
  }

  private async toDocuments(family: FamilyDefinition, rows: Row[]): Promise<StoredDocument[]> {
    // Older versions name their newest version; current ones are their own.
    const olderRoots = [...new Set(rows.filter((r) => Number(r.state) === STATE.older).map((r) => Number(r.root_id)))];
    const current = new Map<number, number>();
    if (olderRoots.length) {
      const found = await this.db.selectFrom('ds_document').select(['id', 'root_id']).where('root_id', 'in', olderRoots).where('state', '=', STATE.current).execute();
      for (const r of found) current.set(Number(r.root_id), r.id);
    }
    return rows.map((row) => {
      const values: FieldValues = {};
      for (const field of family.fields) values[field.id] = fromColumn(field, row[fieldColumn(field)]);
      const id = Number(row.document_id);
      return {
        id,
        familyId: family.id,
        version: Number(row.version),
        currentId: Number(row.state) === STATE.current ? id : (current.get(Number(row.root_id)) ?? id),
        rootId: Number(row.root_id),
        values,
        file:
          row.file_id == null
            ? undefined
            : { name: String(row.file_name), contentType: String(row.file_content_type), size: Number(row.file_size), sha256: String(row.file_sha256) },
        createdBy: String(row.created_by),
        createdAt: Number(row.created_at),
      };
    });
  }
}

/**
 * From this max on, a query counts all its matches rather than stopping at max: the matches rarely
 * reach so many, and when they do not, looking for the max-th match first doubles the reading.
 */
const PLAIN_COUNT_FROM = 100_000;

function fromColumn(field: FieldDefinition, value: unknown): FieldValue {
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'text':
      return String(value);
    case 'boolean':
      return Number(value) === 1;
    default:
      return Number(value);
  }
}
