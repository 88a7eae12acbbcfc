import { forbidden, notFound, unauthorized } from '../../errors/app-error.js';
import type { StoredFile } from '../../docstore/store.js';
import type { StoreIdentity } from '../../docstore/access.js';
import { documentFor } from '../../docstore/gateway.js';
import type { SigningContext } from '../context.js';

/**
 * The link of a completion mail: a token for one final version of one document (never a session,
 * never a signing link), which opens that version's signed PDF and its completion certificate, for
 * as long as signing links live (SIGN_TOKEN_VALIDITY_HOURS).
 */
const PURPOSE = 'sign-copy';

export const copyPath = (documentId: number, token: string, what: 'file' | 'certificate') =>
  `/api/adiuto-gateway/sign/copy/${documentId}${what === 'certificate' ? '/certificate' : ''}?token=${encodeURIComponent(token)}`;

export function issueCopyToken(ctx: SigningContext, who: string, documentId: number, requestId: number): Promise<string> {
  return ctx.gateway.tokens.signScoped(PURPOSE, who, { doc: documentId, req: requestId }, ctx.options.signTokenValidityHours * 3600);
}

/** The signed PDF or the completion certificate a copy link opens; 401 for a link that is not valid, 403 for another document. */
export async function copyFile(ctx: SigningContext, token: string, documentId: number, what: 'file' | 'certificate'): Promise<StoredFile> {
  const claims = await ctx.gateway.tokens.verifyScoped(PURPOSE, token);
  if (!claims || typeof claims.doc !== 'number' || typeof claims.req !== 'number') throw unauthorized('The link has expired or is not valid: ask the sender for a copy');
  if (claims.doc !== documentId) throw forbidden('The link was made for another document');
  const { store } = ctx.gateway;
  const request = await ctx.requests.byId(ctx.db, claims.req);
  const file =
    what === 'file'
      ? await store.file(documentId)
      : request?.certificateId
        ? await store.attachmentFile(documentId, request.certificateId)
        : undefined;
  if (!file) throw notFound(`Document ${documentId} has no ${what === 'file' ? 'file' : 'completion certificate yet'}`);
  await store.recordRead(documentId, what === 'file' ? 'download' : 'attachment-download', claims.sub, `completion copy of request ${claims.req}`);
  return file;
}

/** A document's latest completion certificate, for whoever may update the document (`GET sign/requests/{id}/certificate`). */
export async function requestCertificate(ctx: SigningContext, identity: StoreIdentity, documentId: number): Promise<StoredFile> {
  const { doc } = await documentFor(ctx.gateway, identity, documentId, 'update');
  const request = await ctx.requests.latestFor(ctx.db, doc.rootId);
  const file = request?.certificateId ? await ctx.gateway.store.attachmentFile(doc.id, request.certificateId) : undefined;
  if (!file) throw notFound(`Document ${documentId} has no completion certificate`);
  await ctx.gateway.store.recordRead(doc.id, 'attachment-download', identity.login, `completion certificate of request ${request!.id}`);
  return file;
}
