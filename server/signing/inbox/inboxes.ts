import type { StoreIdentity } from '../../docstore/access.js';
import { nameIn } from '../../docstore/model.js';
import { sortRows, type ListSort } from '../../lists/list-sort.js';
import type { User } from '../../users/types.js';
import type { AwaitingSignature, SentForSignature } from '../../../src/shared/signing/inbox.js';
import type { SigningContext } from '../context.js';
import { displayName } from '../credentials/reset-password.js';
import { isTurnOf, shownDate, type SignRequest } from '../requests/model.js';

export interface Page {
  page: number;
  size: number;
  sort: ListSort;
  /** The language family names are shown in. */
  lang: string | undefined;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Rows in the list's order (ties by request id), and the page asked for. */
function paged<T extends { requestId: number }>(rows: T[], { page, size, sort }: Page, order: ListSort) {
  const sorted = sortRows(
    rows.map((row) => ({ ...row, id: row.requestId })),
    sort.length ? sort : order,
  );
  return { total: rows.length, rows: sorted.slice(page * size, page * size + size).map(({ id: _id, ...row }) => row as unknown as T) };
}

/** The document a request follows, as the inboxes show it; undefined when it is gone or the identity may no longer read it. */
async function documentOf(ctx: SigningContext, identity: StoreIdentity, request: SignRequest, lang: string | undefined) {
  const { store, access } = ctx.gateway;
  const root = await store.get(request.rootId);
  const current = root && (await store.get(root.currentId));
  const family = store.families().find((f) => f.id === request.familyId);
  if (!current || !family || !(await access.rights(identity, family.id)).read) return undefined;
  return { documentId: current.id, family: family.key, familyName: nameIn(family.names, lang), document: current.file?.name ?? `${family.key} ${current.id}` };
}

/**
 * What waits for this account's signature now: open requests whose current step it is in, and that
 * it has neither signed nor declined, in every family it may read. Soonest due first.
 */
export async function awaitingSignature(ctx: SigningContext, user: User, identity: StoreIdentity, page: Page): Promise<{ total: number; rows: AwaitingSignature[] }> {
  const rows: AwaitingSignature[] = [];
  for (const request of await ctx.requests.openForSigner(ctx.db, user.login)) {
    const me = request.signers.find((s) => s.login === user.login)!;
    const doc = isTurnOf(request, me) ? await documentOf(ctx, identity, request, page.lang) : undefined;
    if (!doc) continue;
    const asker = await ctx.users.byLogin(request.createdBy);
    rows.push({
      requestId: request.id,
      ...doc,
      askedBy: asker ? displayName(asker) : request.createdBy,
      askedAt: iso(me.invitedAt ?? request.createdAt),
      dueDate: request.dueDate === null ? null : shownDate(request.dueDate),
    });
  }
  return paged(rows, page, [['dueDate', 'asc']]);
}

/** The requests this account asked, of documents it may still read: newest first. */
export async function sentForSignature(ctx: SigningContext, user: User, identity: StoreIdentity, page: Page): Promise<{ total: number; rows: SentForSignature[] }> {
  const rows: SentForSignature[] = [];
  for (const request of await ctx.requests.askedBy(ctx.db, user.login)) {
    const doc = await documentOf(ctx, identity, request, page.lang);
    if (!doc) continue;
    rows.push({
      requestId: request.id,
      ...doc,
      state: request.state,
      createdAt: iso(request.createdAt),
      dueDate: request.dueDate === null ? null : shownDate(request.dueDate),
      signed: request.signers.filter((s) => s.signedAt !== null).length,
      signers: request.signers.length,
      waitingFor: request.signers.filter((s) => isTurnOf(request, s)).map((s) => s.name),
    });
  }
  return paged(rows, page, [['createdAt', 'desc']]);
}
