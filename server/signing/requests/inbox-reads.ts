import { sql, type Expression, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../database.js';
import type { DialectName } from '../../db/connect.js';
import { currentVersions } from '../../docstore/current-versions.js';
import type { ListSort } from '../../lists/list-sort.js';
import type { RequestState } from '../../../src/shared/signing/requests.js';

/**
 * The two signature inboxes' reads (docs/signing.md, "Inboxes"), beside store.ts, which owns the
 * tables: each list is filtered, sorted, paged and counted by the database, joined to the current
 * version of each request's document (the docstore's `currentVersions`), so that an account with
 * 100,000 requests costs a page, not 100,000 reads. The sort keys and their order are those of every
 * list (lists/list-sort.ts): empty values last when ascending, ties by the request's id in the
 * direction of the last key.
 */

/** The families the caller may read (the others' requests are not listed), with the key a document without a file is named by. */
export interface ListedFamily {
  id: number;
  key: string;
}

export interface InboxPage {
  families: ListedFamily[];
  /** The order asked, or the list's default order. */
  sort: ListSort;
  offset: number;
  limit: number;
}

/** A request waiting for one account's signature, as its row in "Awaiting my signature". */
/** What every inbox row says of its request: which one, of which family, on which document. */
export interface RequestHead {
  requestId: number;
  familyId: number;
  documentId: number;
  document: string;
  dueDate: number | null;
}

export interface AwaitingRow extends RequestHead {
  askedBy: string;
  /** When the account was told (its invitation), else when the request was made. */
  askedAt: number;
}

/** A request an account asked, as its row in "Sent for signature", with its signers in signing order. */
export interface SentRow extends RequestHead {
  state: RequestState;
  createdAt: number;
  signers: { order: number; name: string; signedAt: number | null }[];
}

/** A sort key: its expression, and whether it may be empty (sorted last when ascending). */
type SortKey = { expr: Expression<unknown>; nullable?: boolean };

/**
 * The name a document is listed by: its file's, else the family's key and the version's id (as the
 * docstore names it). On PostgreSQL in byte order, as the lists in memory compared names before.
 */
function documentName(families: ListedFamily[], dialect: DialectName): RawBuilder<string> {
  const key = sql`case r.family_id ${sql.join(
    families.map((f) => sql`when ${f.id} then ${f.key}`),
    sql` `,
  )} end`;
  const name = sql<string>`coalesce(doc.doc_file_name, ${key} || ' ' || cast(doc.doc_id as varchar(20)))`;
  return dialect === 'postgres' ? sql<string>`(${name}) collate "C"` : name;
}

/** The page's order: each key asked, then the request's id in the direction of the last. */
function inOrder<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>, sort: ListSort, keys: Record<string, SortKey>): SelectQueryBuilder<DB, TB, O> {
  const last = sort.length ? sort[sort.length - 1][1] : 'desc';
  let ordered = query;
  for (const [field, direction] of [...sort, ['id', last] as const]) {
    const { expr, nullable } = keys[field];
    if (nullable) ordered = ordered.orderBy(sql`case when ${expr} is null then 1 else 0 end`, direction);
    ordered = ordered.orderBy(expr, direction);
  }
  return ordered;
}

/** The list's total: known from a page that is its last one, else counted. */
const totalOf = async (rows: unknown[], page: InboxPage, count: () => Promise<{ n: number | string | bigint }>) =>
  rows.length < page.limit && (page.offset === 0 || rows.length > 0) ? page.offset + rows.length : Number((await count()).n);

/** A request's head as both lists read it. */
const headOf = (r: { id: number; family_id: number; doc_id: number; document: string; due_date: number | null }): RequestHead => ({
  requestId: r.id,
  familyId: r.family_id,
  documentId: r.doc_id,
  document: r.document,
  dueDate: r.due_date,
});

/** The awaiting list's statements: what matches (counted), and the page of it in order (for the benchmark's plans too). */
export function awaitingStatements(db: Db, dialect: DialectName, login: string, page: InboxPage) {
  const matching = db
    .selectFrom('sign_signer as s')
    .innerJoin('sign_request as r', 'r.id', 's.request_id')
    .innerJoin(currentVersions(db), 'doc.doc_root_id', 'r.root_id')
    .where('s.login', '=', login)
    .where('s.signed_at', 'is', null)
    .where('s.declined_at', 'is', null)
    .where('r.state', '=', 'open')
    .where(
      'r.family_id',
      'in',
      page.families.map((f) => f.id),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('sign_signer as e').select('e.id').whereRef('e.request_id', '=', 's.request_id').whereRef('e.position', '<', 's.position').where('e.signed_at', 'is', null))),
    );
  const document = documentName(page.families, dialect);
  const askedAt = sql<number>`coalesce(s.invited_at, r.created_at)`;
  const keys: Record<string, SortKey> = { dueDate: { expr: sql.ref('r.due_date'), nullable: true }, askedAt: { expr: askedAt }, document: { expr: document }, id: { expr: sql.ref('r.id') } };
  const rows = inOrder(
    matching.select(['r.id', 'r.family_id', 'r.created_by', 'r.due_date', 'doc.doc_id']).select([askedAt.as('asked_at'), document.as('document')]),
    page.sort,
    keys,
  )
    .limit(page.limit)
    .offset(page.offset);
  return { matching, rows };
}

/**
 * What waits for an account's signature now: the open requests of the families given whose current
 * step it is in (no signer of an earlier step left unsigned), neither signed nor declined by it, on
 * documents that still have a current version. Read through sign_signer_login_idx.
 */
export async function awaitingPage(db: Db, dialect: DialectName, login: string, page: InboxPage): Promise<{ total: number; rows: AwaitingRow[] }> {
  if (!page.families.length) return { total: 0, rows: [] };
  const { matching, rows: statement } = awaitingStatements(db, dialect, login, page);
  const rows = await statement.execute();
  return {
    total: await totalOf(rows, page, () => matching.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()),
    rows: rows.map((r) => ({ ...headOf(r), askedBy: r.created_by, askedAt: Number(r.asked_at) })),
  };
}

/** The sent list's statements: what matches (counted), and the page of it in order. */
export function sentStatements(db: Db, dialect: DialectName, login: string, page: InboxPage) {
  const matching = db
    .selectFrom('sign_request as r')
    .innerJoin(currentVersions(db), 'doc.doc_root_id', 'r.root_id')
    .where('r.created_by', '=', login)
    .where(
      'r.family_id',
      'in',
      page.families.map((f) => f.id),
    );
  const document = documentName(page.families, dialect);
  const keys: Record<string, SortKey> = {
    createdAt: { expr: sql.ref('r.created_at') },
    dueDate: { expr: sql.ref('r.due_date'), nullable: true },
    state: { expr: sql.ref('r.state') },
    document: { expr: document },
    id: { expr: sql.ref('r.id') },
  };
  const rows = inOrder(matching.select(['r.id', 'r.family_id', 'r.state', 'r.created_at', 'r.due_date', 'doc.doc_id']).select(document.as('document')), page.sort, keys)
    .limit(page.limit)
    .offset(page.offset);
  return { matching, rows };
}

/** The requests an account asked, of the families given, on documents that still have a current version. Read through sign_request_created_by_idx. */
export async function sentPage(db: Db, dialect: DialectName, login: string, page: InboxPage): Promise<{ total: number; rows: SentRow[] }> {
  if (!page.families.length) return { total: 0, rows: [] };
  const { matching, rows: statement } = sentStatements(db, dialect, login, page);
  const rows = await statement.execute();
  const signers = rows.length
    ? await db
        .selectFrom('sign_signer')
        .select(['request_id', 'position', 'name', 'signed_at'])
        .where(
          'request_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('position')
        .orderBy('id')
        .execute()
    : [];
  return {
    total: await totalOf(rows, page, () => matching.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()),
    rows: rows.map((r) => ({
      ...headOf(r),
      state: r.state,
      createdAt: Number(r.created_at),
      signers: signers.filter((s) => s.request_id === r.id).map((s) => ({ order: s.position, name: s.name, signedAt: s.signed_at })),
    })),
  };
}
