import type { SignField, SignInfo } from '../../src/shared/signing/wire.js';
import type { SignCaller } from './caller.js';
import type { SigningContext } from './context.js';
import { documentForSigning } from './document.js';
import { inspectionOf, pdfRefusal } from './pdf-checks.js';
import { versionsForCaller } from './link-versions.js';
import { isTurnOf, type SignRequest, type Signer } from './requests/model.js';
import { effectiveSettings } from './settings.js';
import { signatureVerdicts } from './signature-verdicts.js';

/** The signer of a request that the caller is, if any. */
export function signerOf(request: SignRequest | undefined, caller: SignCaller): Signer | undefined {
  if (!request) return undefined;
  if (caller.kind === 'external') return request.signers.find((s) => s.id === caller.signerId);
  if (caller.kind === 'account') return request.signers.find((s) => s.login === caller.identity.login);
  return undefined;
}

/**
 * The sign info of 001 §3 for a document and its caller. The mode decides the boxes answered: in
 * mode 2 none (signers place their own); in mode 3 every signer's, so that the viewer shows the
 * others' too (the caller approves its own); in modes 0, 1, 4 and 5 the caller's own. The
 * signatures are those of the asked version's PDF, each checked with what changed after it, and its
 * active content; a PDF that must not be signed (pdf-checks.ts) leaves nothing to sign, and says why.
 * An external signer's link reads up to the version their signature made (link-versions.ts).
 */
export async function signInfo(ctx: SigningContext, caller: SignCaller, documentId: number): Promise<SignInfo> {
  const { doc, family } = await documentForSigning(ctx.gateway, caller, documentId);
  const { signer: linkSigner } = await versionsForCaller(ctx, caller, doc);
  const request = await ctx.requests.latestFor(ctx.db, doc.rootId);
  const settings = effectiveSettings(family, request, ctx.gateway.store.lists());
  const me = request?.state === 'open' ? signerOf(request, caller) : undefined;
  // The asker follows when a signer whose turn it is first opened the document.
  if (me && me.openedAt === null && isTurnOf(request!, me)) await ctx.requests.markOpened(ctx.db, me.id);
  const shown: Signer[] = !request || settings.imgManage === 2 ? [] : settings.imgManage === 3 ? request.signers : me ? [me] : [];
  const inspection = await inspectionOf(ctx, doc);
  const signatures = inspection?.signatures ?? [];
  const refusal = inspection ? pdfRefusal(inspection, settings) : undefined;
  return {
    imgManage: settings.imgManage,
    requiredDigitalSign: settings.requiredDigitalSign,
    userIdExt: caller.kind === 'external' ? caller.signerId : null,
    signFields: shown.flatMap(fieldsOf),
    reasonValueList: settings.reason.list?.id ?? -1,
    reasonDefault: settings.reason.default,
    reasonEditable: settings.reason.editable,
    reasonMandatory: settings.reason.mandatory,
    signatureCount: signatures.length,
    signatures: signatures.map(({ name, date, status, coversWholeDocument, changes }) => ({ name, date, status, coversWholeDocument, modifiedAfterSigning: changes.length > 0, changes })),
    verdicts: await signatureVerdicts(inspection?.signatureFacts ?? [], ctx.trust),
    activeContent: inspection?.activeContent ?? [],
    pdfRefusal: refusal?.result ?? null,
    canSign: !!me && !!request && doc.currentId === doc.id && isTurnOf(request, me) && !refusal,
    canAsk: caller.kind === 'account' && request?.state !== 'open' && doc.currentId === doc.id && !refusal && (await ctx.gateway.access.rights(caller.identity, family.id)).update,
    signedDocumentId: (linkSigner ?? signerOf(request, caller))?.signedDocumentId ?? null,
    request: request
      ? {
          id: request.id,
          state: request.state,
          dueDate: request.dueDate === null ? null : String(request.dueDate),
          signers: request.signers.map((s) => ({ name: s.name, order: s.order, signed: s.signedAt !== null, signedDate: s.signedAt === null ? null : new Date(s.signedAt).toISOString() })),
        }
      : null,
  };
}

/** A signer's boxes as the sign info answers them (001 §3). */
const fieldsOf = (signer: Signer) =>
  signer.boxes.map(
    (box): SignField => ({
      Fpage_number: box.page,
      Ffield_x: box.x,
      Ffield_y: box.y,
      Ffield_width: box.width,
      Ffield_height: box.height,
      origin_Corner: box.corner,
      FSign_User: signer.login ?? signer.id,
      FSign_User_Name: signer.name,
      signed: signer.signedAt !== null,
    }),
  );
