import { createHash } from 'node:crypto';
import type { AuditEntry, StoredDocument } from '../../docstore/store.js';
import { textDocument, type TextBlock } from '../../pdf/text-document.js';
import type { SigningContext } from '../context.js';
import { displayName } from '../credentials/reset-password.js';
import { fileBytes } from '../document.js';
import { maskEmail } from '../mails.js';
import { shownDate, type SignRequest, type Signer } from '../requests/model.js';

/** The name of the certificate's certificate: what pdfsig shows as its signer. */
export const SEAL_NAME = 'Portico completion seal';

/** The certificate's file name: it names its request, so that a second try finds the first one's. */
export const certificateName = (request: Pick<SignRequest, 'id'>) => `completion-certificate-${request.id}.pdf`;

const when = (ms: number | null) => (ms === null ? '—' : new Date(ms).toISOString().replace('T', ' ').replace(/\.\d+Z$/, ' UTC'));
/** Every e-mail address in a text of the trail, shown partly as the certificate shows signers'. */
const maskAddresses = (text: string) => text.replace(/[^\s(),;<>"]+@[^\s(),;<>"]+\.[a-z]{2,}/gi, (address) => maskEmail(address));
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** How a signer showed who they are, in words: where their one-time password went, and what else. */
async function proofOf(ctx: SigningContext, signer: Signer): Promise<string> {
  const address = signer.email ?? (signer.login ? (await ctx.users.byLogin(signer.login))?.email : undefined);
  const otp = address ? `a one-time password sent to ${maskEmail(address)}` : 'a one-time password';
  if (signer.email) return `the link mailed to ${maskEmail(signer.email)}, and ${otp}`;
  return `the portal account ${signer.login}, ${otp}${signer.signedWith === 'signature-password' ? ', and their signature password' : ''}`;
}

async function signerBlocks(ctx: SigningContext, signer: Signer, index: number): Promise<TextBlock[]> {
  return [
    { text: `${index + 1}. ${signer.name}${signer.email ? ` (${maskEmail(signer.email)})` : ''}, step ${signer.order}`, style: 'heading' },
    { text: `Proved who they are with ${await proofOf(ctx, signer)}.` },
    { text: `Invited ${when(signer.invitedAt)} · opened ${when(signer.openedAt)} · signed ${when(signer.signedAt)} from ${signer.signedFrom ?? 'an unknown address'}` },
    { text: `Their signature made version ${signer.signedDocumentId ?? '—'} of the document.` },
  ];
}

/**
 * The completion certificate of a request (docs/signing.md, "Completion"): the document with the
 * SHA-256 of its first and final files, each signer with how they proved who they are, when they were
 * invited, opened, signed and from which address, and the request's history. A PDF of its own,
 * sealed apart: never appended to the signed PDF, where it would read as a change after signing.
 */
export async function certificatePdf(ctx: SigningContext, request: SignRequest, final: StoredDocument, history: AuditEntry[]): Promise<Uint8Array> {
  const first = await fileBytes(ctx.gateway, request.rootId);
  const last = await fileBytes(ctx.gateway, final.id);
  const asker = await ctx.users.byLogin(request.createdBy);
  const blocks: TextBlock[] = [
    { text: 'Completion certificate', style: 'title' },
    { text: `Every signer asked has signed ${last?.name ?? `document ${final.rootId}`}.` },
    { text: 'Document', style: 'heading' },
    { text: `Name: ${last?.name ?? '—'} · document ${final.rootId}, final version ${final.id}` },
    { text: `SHA-256 of the first version (${request.rootId}): ${first ? sha256(first.bytes) : '—'}` },
    { text: `SHA-256 of the final version (${final.id}): ${last ? sha256(last.bytes) : '—'}` },
    { text: 'Request', style: 'heading' },
    { text: `Asked by ${asker ? displayName(asker) : request.createdBy} (${request.createdBy}) on ${when(request.createdAt)}${request.dueDate === null ? '' : `, due ${shownDate(request.dueDate)}`}; request ${request.id}, mode ${request.imgManage}.` },
    ...(request.message ? [{ text: `Message: “${request.message}”` }] : []),
    { text: 'Signers', style: 'heading' },
    ...(await Promise.all(request.signers.map((signer, i) => signerBlocks(ctx, signer, i)))).flat(),
    { text: 'History', style: 'heading' },
    ...history.map((e): TextBlock => ({ text: maskAddresses(`${when(e.at)} · ${e.user} · ${e.action} · version ${e.documentId}${e.detail ? ` · ${e.detail}` : ''}`), style: 'small' })),
  ];
  return textDocument(blocks, `Completion certificate of request ${request.id}, made ${when(Date.now())}`);
}
