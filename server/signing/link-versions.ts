import type { StoredDocument } from '../docstore/store.js';
import { AppError, forbidden } from '../errors/app-error.js';
import type { SignCaller } from './caller.js';
import type { SigningContext } from './context.js';
import type { SignRequest, Signer } from './requests/model.js';

const ENDED: SignRequest['state'][] = ['declined', 'voided', 'expired'];

/**
 * The newest version of a document a caller of the signing reads, and the caller's own signer.
 * Accounts and guests read every version (their rights decide). An external signer's link reads
 * the current version until its signer signs (the one they are asked to sign), and from then on the
 * versions up to the one their signature made: what is written after it is not theirs to read,
 * however long the link lives. 403 for a version past that, a link whose signer is gone, or one
 * whose request ended before its signer signed (declined, voided, expired).
 */
export async function versionsForCaller(ctx: SigningContext, caller: SignCaller, doc: StoredDocument): Promise<{ newest: number; signer?: Signer }> {
  if (caller.kind !== 'external') return { newest: doc.currentId };
  const found = await ctx.requests.bySigner(ctx.db, caller.signerId);
  if (!found) throw forbidden('The signing link names a signer who no longer exists');
  const { signer, request } = found;
  if (signer.signedAt === null && ENDED.includes(request.state))
    throw new AppError('forbidden', `The request to sign was ${request.state}: the link no longer works`, { code: 'sign.request-ended', message: 'error.sign.requestended' });
  const newest = signer.signedDocumentId ?? doc.currentId;
  if (doc.id > newest)
    throw forbidden(`The signing link reads the document as its signer signed it (version ${newest}); later versions are not shown to it`);
  return { newest, signer };
}
