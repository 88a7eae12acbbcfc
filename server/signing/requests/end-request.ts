import { AppError } from '../../errors/app-error.js';
import type { StoreIdentity } from '../../docstore/access.js';
import { documentFor } from '../../docstore/gateway.js';
import type { StoredDocument } from '../../docstore/store.js';
import type { Db } from '../../database.js';
import type { User } from '../../users/types.js';
import type { SignCaller } from '../caller.js';
import type { SigningContext } from '../context.js';
import type { SignRequestView } from '../../../src/shared/signing/requests.js';
import { displayName } from '../credentials/reset-password.js';
import { documentForSigning } from '../document.js';
import { sendEnded, sendWithdrawn } from '../mails.js';
import { callerLogin } from '../refusals.js';
import { signerOf } from '../sign-info.js';
import { readSignRequest } from './request-view.js';
import { addressOf, mailFacts } from './invitations.js';
import type { SignRequest, Signer } from './model.js';

type Ending = 'declined' | 'voided' | 'expired';

/** No open request to act on (it completed, or another call ended it first). */
export const noOpenRequest = (documentId: number) =>
  new AppError('conflict', `Document ${documentId} awaits no signatures`, { code: 'sign.no-open-request', message: 'error.sign.noopenrequest' });

/**
 * Ends an open request unsigned, in one transaction with its audit entry and the mails: the asker
 * learns who ended it and why (unless they did), and every signer who was told it was their turn
 * learns that it is no longer (the declining signer aside). Their links stop working (caller.ts).
 */
export async function endRequest(
  ctx: SigningContext,
  doc: StoredDocument,
  request: SignRequest,
  ending: { state: Ending; by: string; byName: string; reason: string; signer?: Signer },
  guard?: (trx: Db) => Promise<void>,
): Promise<void> {
  const { state, by, byName, reason, signer } = ending;
  const detail = `request ${request.id} ${state}${state === 'expired' ? '' : ` by ${byName}`}: ${reason}`;
  await ctx.gateway.store.recordEvent(doc.id, { action: `sign-${state}`, detail }, by, async (trx) => {
    await guard?.(trx);
    if (!(await ctx.requests.end(trx, request.id, state, by, reason, signer?.id))) throw noOpenRequest(doc.id);
    const facts = await mailFacts(ctx, trx, request, doc.currentId, doc.file?.name ?? `document ${doc.id}`);
    const asker = await ctx.users.byLogin(request.createdBy, trx);
    if (asker?.email && asker.login !== by) await sendEnded(ctx, trx, facts, { email: asker.email, name: facts.sender, langKey: asker.langKey }, state, byName, reason);
    for (const told of request.signers.filter((s) => s.invitedAt !== null && s.signedAt === null && s.id !== signer?.id)) {
      const email = await addressOf(ctx, trx, told);
      if (email) await sendWithdrawn(ctx, trx, facts, told, email, state, reason);
    }
  });
  ctx.mailer.flush();
}

/** The asker (whoever may update the document) withdraws its open request, saying why; answers the request as its read does. */
export async function voidSignRequest(ctx: SigningContext, user: User, identity: StoreIdentity, documentId: number, reason: string): Promise<SignRequestView> {
  const { doc } = await documentFor(ctx.gateway, identity, documentId, 'update');
  const request = await ctx.requests.openFor(ctx.db, doc.rootId);
  if (!request) throw noOpenRequest(documentId);
  await endRequest(ctx, doc, request, { state: 'voided', by: user.login, byName: displayName(user), reason: reason.trim() });
  return readSignRequest(ctx, identity, documentId);
}

/** A signer of the open request (an account, or an external signer with their link) declines to sign, saying why: the request ends. */
export async function declineSigning(ctx: SigningContext, caller: SignCaller, documentId: number, reason: string): Promise<void> {
  const { doc } = await documentForSigning(ctx.gateway, caller, documentId);
  const request = await ctx.requests.openFor(ctx.db, doc.rootId);
  const signer = signerOf(request, caller);
  if (!request || !signer || signer.signedAt !== null)
    throw new AppError('conflict', `Nothing on document ${documentId} awaits the caller's signature`, { code: 'sign.nothing-to-sign', message: 'error.sign.nothingtosign' });
  await endRequest(ctx, doc, request, { state: 'declined', by: callerLogin(caller), byName: signer.name, reason: reason.trim(), signer });
}
