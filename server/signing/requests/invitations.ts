import type { Db } from '../../database.js';
import type { SigningContext } from '../context.js';
import { displayName } from '../credentials/reset-password.js';
import { sendInvitation, type RequestMailFacts } from '../mails.js';
import { isTurnOf, type SignRequest, type Signer } from './model.js';
import { nextRunOf } from './schedule.js';

/** What the mails about a request say of it: the version to open, its file's name and the asker's name. */
export async function mailFacts(ctx: SigningContext, db: Db, request: SignRequest, documentId: number, document: string): Promise<RequestMailFacts> {
  const asker = await ctx.users.byLogin(request.createdBy, db);
  return { request, documentId, document, sender: asker ? displayName(asker) : request.createdBy };
}

/** Where a signer is mailed: an external signer's address, an account's own. */
export async function addressOf(ctx: SigningContext, db: Db, signer: Signer): Promise<string | undefined> {
  return signer.email ?? (signer.login ? ((await ctx.users.byLogin(signer.login, db))?.email ?? undefined) : undefined);
}

/**
 * Invites the signers whose turn has come and who were not invited yet: the first step when the
 * request is made, the next one when a step is done (signers of one step sign in any order). Within
 * the caller's transaction, so that a signature rolled back invites nobody. Then tells the scheduler
 * when the request's first reminder or its expiry falls (schedule.ts).
 */
export async function inviteDue(ctx: SigningContext, db: Db, requestId: number, documentId: number, document: string): Promise<void> {
  const request = await ctx.requests.byId(db, requestId);
  if (!request || request.state !== 'open') return;
  const facts = await mailFacts(ctx, db, request, documentId, document);
  for (const signer of request.signers.filter((s) => s.invitedAt === null && isTurnOf(request, s))) {
    const email = await addressOf(ctx, db, signer);
    if (email) await sendInvitation(ctx, db, facts, signer, email);
  }
  const invited = (await ctx.requests.byId(db, requestId))!;
  await ctx.requests.setNextRun(db, requestId, nextRunOf(invited));
}
