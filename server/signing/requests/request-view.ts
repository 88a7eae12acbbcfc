import { notFound } from '../../errors/app-error.js';
import type { StoreIdentity } from '../../docstore/access.js';
import { documentFor } from '../../docstore/gateway.js';
import type { AuditEntry } from '../../docstore/store.js';
import type { SignRequestView } from '../../../src/shared/signing/requests.js';
import type { SigningContext } from '../context.js';
import { shownDate, signerState, type SignRequest } from './model.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * A document's latest signature request as its asker follows it (`GET sign/requests/{id}`): its
 * state, each signer's, and the document's signing history from the audit trail. Those who may
 * update the document read it, as they read the trail; signers follow their own turn in the sign info.
 */
export async function readSignRequest(ctx: SigningContext, identity: StoreIdentity, documentId: number): Promise<SignRequestView> {
  const { doc } = await documentFor(ctx.gateway, identity, documentId, 'update');
  const request = await ctx.requests.latestFor(ctx.db, doc.rootId);
  if (!request) throw notFound(`Document ${documentId} has no signature request`);
  // The request's history starts at its own sign-request entry (the trail is in the order of its writes).
  const trail = ((await ctx.gateway.store.audit(doc.id)) ?? []).filter((e) => e.action.startsWith('sign'));
  const asked = trail.findLastIndex((e) => e.action === 'sign-request' && e.at <= request.createdAt);
  return requestView(request, trail.slice(Math.max(0, asked)));
}

export function requestView(request: SignRequest, history: AuditEntry[]): SignRequestView {
  return {
    id: request.id,
    documentId: request.rootId,
    state: request.state,
    imgManage: request.imgManage,
    createdBy: request.createdBy,
    createdAt: iso(request.createdAt)!,
    dueDate: request.dueDate === null ? null : shownDate(request.dueDate),
    onDue: request.onDue,
    reminders: request.reminders,
    message: request.message,
    ended: request.ended && { by: request.ended.by, at: iso(request.ended.at)!, reason: request.ended.reason },
    signers: request.signers.map((s) => ({
      id: s.id,
      order: s.order,
      name: s.name,
      login: s.login,
      email: s.email,
      state: signerState(request, s),
      invitedAt: iso(s.invitedAt),
      openedAt: iso(s.openedAt),
      signedAt: iso(s.signedAt),
      declinedAt: iso(s.declinedAt),
      remindedAt: iso(s.remindedAt),
      reminders: s.reminders,
    })),
    history: history.map((e) => ({ action: e.action, userName: e.user, date: iso(e.at)!, detail: e.detail })),
  };
}
