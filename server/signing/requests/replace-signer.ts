import { badRequest, notFound } from '../../errors/app-error.js';
import type { StoreIdentity } from '../../docstore/access.js';
import { documentFor } from '../../docstore/gateway.js';
import type { User } from '../../users/types.js';
import type { ReplaceSignerBody } from '../../../src/shared/signing/requests.js';
import type { SigningContext } from '../context.js';
import type { SignRequestView } from '../../../src/shared/signing/requests.js';
import { sendWithdrawn } from '../mails.js';
import { readSigners } from './create-request.js';
import { noOpenRequest } from './end-request.js';
import { readSignRequest } from './request-view.js';
import { addressOf, inviteDue, mailFacts } from './invitations.js';

/**
 * The asker puts another person in place of a signer who has not signed (`PUT
 * sign/requests/{id}/signers/{signerId}`): an account that may read the family, or an e-mail address,
 * at the same step, with the same boxes. A replaced signer who had been invited is told, and their link
 * stops working; the new one is invited when it is their step's turn. Answers the request as its read does.
 */
export async function replaceSigner(ctx: SigningContext, user: User, identity: StoreIdentity, documentId: number, signerId: number, body: ReplaceSignerBody): Promise<SignRequestView> {
  const { doc, family } = await documentFor(ctx.gateway, identity, documentId, 'update');
  const request = await ctx.requests.openFor(ctx.db, doc.rootId);
  if (!request) throw noOpenRequest(documentId);
  const old = request.signers.find((s) => s.id === signerId);
  if (!old) throw notFound(`Signer ${signerId} is not asked to sign document ${documentId}`);
  if (old.signedAt !== null) throw badRequest(`${old.name} has signed already: a signer who signed stays`);
  const [person] = await readSigners(ctx, user, family, { pages: [], imgManage: request.imgManage }, [{ ...body, order: old.order }]);
  if (request.signers.some((s) => (person.login ? s.login === person.login : s.email === person.email)))
    throw badRequest(`${person.login ? `The account ${person.login}` : `The address ${person.email}`} is asked to sign already`);
  const detail = `request ${request.id}: ${person.name} signs instead of ${old.name}`;
  await ctx.gateway.store.recordEvent(doc.id, { action: 'sign-replaced', detail }, user.login, async (trx) => {
    if ((await ctx.requests.replaceSigner(trx, old, person)) === undefined) throw noOpenRequest(documentId);
    const email = old.invitedAt !== null ? await addressOf(ctx, trx, old) : undefined;
    if (email) await sendWithdrawn(ctx, trx, await mailFacts(ctx, trx, request, doc.currentId, doc.file?.name ?? `document ${doc.id}`), old, email, 'voided', `${person.name} signs instead`);
    await inviteDue(ctx, trx, request.id, doc.currentId, doc.file?.name ?? `document ${doc.id}`);
  });
  ctx.mailer.flush();
  return readSignRequest(ctx, identity, documentId);
}
