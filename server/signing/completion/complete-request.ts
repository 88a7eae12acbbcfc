import type { Db } from '../../database.js';
import { DEFAULT_LEVEL } from '../../../src/shared/signing/levels.js';
import type { StoredAttachment, StoredDocument } from '../../docstore/store.js';
import type { SigningContext } from '../context.js';
import { displayName } from '../credentials/reset-password.js';
import { sendCompleted } from '../mails.js';
import { addressOf } from '../requests/invitations.js';
import type { SignRequest } from '../requests/model.js';
import { certificateName, certificatePdf, SEAL_NAME } from './certificate.js';
import { issueCopyToken } from './copy-tokens.js';

/** The certificate as an attachment of the document, made and sealed once. */
async function certificateOf(ctx: SigningContext, request: SignRequest, final: StoredDocument): Promise<StoredAttachment> {
  const { store } = ctx.gateway;
  const name = certificateName(request);
  const made = (await store.attachments(final.id))?.find((a) => a.fileName === name);
  if (made) return made;
  const trail = (await store.audit(final.id)) ?? [];
  const history = trail.filter((e) => e.action.startsWith('sign') && e.at >= request.createdAt - 1_000);
  const pdf = await certificatePdf(ctx, request, final, history);
  const sealed = await ctx.engine.signPdf({ pdf, signer: await ctx.engine.sealSigner(SEAL_NAME), appearances: [], reason: `Completion certificate of signature request ${request.id}`, signedAt: new Date(), level: DEFAULT_LEVEL });
  const added = await store.addAttachment(final.id, { file: { name, claimedType: 'application/pdf', content: Buffer.from(sealed) }, description: `Completion certificate of signature request ${request.id}` }, 'system');
  if (!added) throw new Error(`document ${final.id} is gone`);
  return added;
}

/**
 * What follows a request's last signature (docs/signing.md, "Completion"), run by the scheduler: the
 * completion certificate, stored as an attachment of the document, and a mail to the asker and every
 * signer, each in their language, with a link to the signed PDF and the certificate that works for
 * that document alone. The mails and the request marked done commit together, after `guard`.
 */
export async function completeRequest(ctx: SigningContext, request: SignRequest, guard: (trx: Db) => Promise<void>): Promise<void> {
  const { store } = ctx.gateway;
  const root = await store.get(request.rootId);
  const final = root && (await store.get(root.currentId));
  if (!final) return;
  const certificate = await certificateOf(ctx, request, final);
  const asker = await ctx.users.byLogin(request.createdBy);
  const document = final.file?.name ?? `document ${final.rootId}`;
  const recipients = [
    ...(asker?.email ? [{ email: asker.email, name: displayName(asker), langKey: asker.langKey, who: asker.login }] : []),
    ...(await Promise.all(request.signers.map(async (s) => ({ email: await addressOf(ctx, ctx.db, s), name: s.name, langKey: s.langKey, who: s.login ?? `external:${s.id}` })))).filter(
      (r): r is { email: string; name: string; langKey: string; who: string } => !!r.email && r.who !== asker?.login,
    ),
  ];
  await store.recordEvent(final.id, { action: 'sign-completed', detail: `request ${request.id} completed: ${certificate.fileName} attached, ${recipients.length} told` }, 'system', async (trx) => {
    await guard(trx);
    for (const to of recipients) {
      const token = await issueCopyToken(ctx, to.who, final.id, request.id);
      await sendCompleted(ctx, trx, { to, document, documentId: final.id, token });
    }
    await ctx.requests.markCertified(trx, request.id, certificate.id);
  });
}
