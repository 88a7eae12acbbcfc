import type { StoreIdentity } from '../../docstore/access.js';
import { nameIn } from '../../docstore/model.js';
import type { ListSort } from '../../lists/list-sort.js';
import type { User } from '../../users/types.js';
import type { AwaitingSignature, SentForSignature } from '../../../src/shared/signing/inbox.js';
import type { SigningContext } from '../context.js';
import { displayName } from '../credentials/reset-password.js';
import { awaitingPage, sentPage, type InboxPage, type RequestHead } from '../requests/inbox-reads.js';
import { isTurnOf, shownDate } from '../requests/model.js';

export interface Page {
  page: number;
  size: number;
  sort: ListSort;
  /** The language family names are shown in. */
  lang: string | undefined;
}

const iso = (ms: number) => new Date(ms).toISOString();
const dueDateOf = (yyyymmdd: number | null) => (yyyymmdd === null ? null : shownDate(yyyymmdd));

/** The families the identity may read, and the page asked for in the list's order (its default when none is asked). */
async function inboxPage(ctx: SigningContext, identity: StoreIdentity, { page, size, sort }: Page, order: ListSort): Promise<InboxPage> {
  const families = [];
  for (const family of ctx.gateway.store.families()) if ((await ctx.gateway.access.rights(identity, family.id)).read) families.push(family);
  return { families, sort: sort.length ? sort : order, offset: page * size, limit: size };
}

/** What both inboxes show of a request: which one, its family's name in the page's language, its document, when it is due. */
function headOf(ctx: SigningContext, row: RequestHead, lang: string | undefined) {
  const family = ctx.gateway.store.families().find((f) => f.id === row.familyId)!;
  return { requestId: row.requestId, documentId: row.documentId, family: family.key, familyName: nameIn(family.names, lang), document: row.document, dueDate: dueDateOf(row.dueDate) };
}

/**
 * What waits for this account's signature now: open requests whose current step it is in, and that
 * it has neither signed nor declined, in every family it may read. Soonest due first.
 */
export async function awaitingSignature(ctx: SigningContext, user: User, identity: StoreIdentity, page: Page): Promise<{ total: number; rows: AwaitingSignature[] }> {
  const { total, rows } = await awaitingPage(ctx.db, ctx.dialect, user.login, await inboxPage(ctx, identity, page, [['dueDate', 'asc']]));
  // The askers' names, one read each for the page.
  const askers = new Map<string, string>();
  for (const login of new Set(rows.map((r) => r.askedBy))) {
    const asker = await ctx.users.byLogin(login);
    askers.set(login, asker ? displayName(asker) : login);
  }
  return {
    total,
    rows: rows.map((row) => ({ ...headOf(ctx, row, page.lang), askedBy: askers.get(row.askedBy)!, askedAt: iso(row.askedAt) })),
  };
}

/** The requests this account asked, of documents it may still read: newest first. */
export async function sentForSignature(ctx: SigningContext, user: User, identity: StoreIdentity, page: Page): Promise<{ total: number; rows: SentForSignature[] }> {
  const { total, rows } = await sentPage(ctx.db, ctx.dialect, user.login, await inboxPage(ctx, identity, page, [['createdAt', 'desc']]));
  return {
    total,
    rows: rows.map((row) => ({
      ...headOf(ctx, row, page.lang),
      state: row.state,
      createdAt: iso(row.createdAt),
      signed: row.signers.filter((s) => s.signedAt !== null).length,
      signers: row.signers.length,
      waitingFor: row.signers.filter((s) => isTurnOf(row, s)).map((s) => s.name),
    })),
  };
}
