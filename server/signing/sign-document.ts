import { Ajv, type ValidateFunction } from 'ajv';
import { badRequest, notFound } from '../errors/app-error.js';
import { UNSTORABLE_TEXT, unstorableAt } from '../validation/unstorable-text.js';
import { parseUpdate } from '../docstore/payload.js';
import { findFamily } from '../docstore/query.js';
import { SIGN_RESULT } from '../../src/shared/signing/codes.js';
import { JSON_DRAWN_OBJECTS_SCHEMA, JSON_SIGN_FIELDS_SCHEMA, type DrawnObject, type JsonSignField, type SignBody, type SignOutcome } from '../../src/shared/signing/wire.js';
import { applySignature, LostRace } from './apply-signature.js';
import { appearanceLines, drawnObjectToPdf, requestBoxToPdf, viewerFieldToPdf } from './boxes.js';
import type { SignCaller } from './caller.js';
import type { SigningContext } from './context.js';
import { checkCredentials } from './credentials/check-credentials.js';
import { documentForSigning, fileBytes, requireCurrent } from './document.js';
import type { Appearance, DrawnOnPdf, Signer as EngineSigner } from './engine.js';
import { inspectionOf, pdfRefusal } from './pdf-checks.js';
import type { ShownPage } from '../pdf/inspect-pdf.js';
import { isBadAppearance, isUnsignable, timestampProblem } from './pdf-problems.js';
import { isTurnOf, type Signer, type SignRequest } from './requests/model.js';
import { callerLogin, recordRefusal } from './refusals.js';
import { reasonFor, effectiveSettings } from './settings.js';
import { signerOf } from './sign-info.js';

const ajv = new Ajv({ allErrors: false, strict: false });
const validFields = ajv.compile<JsonSignField[]>(JSON_SIGN_FIELDS_SCHEMA);
const validDrawn = ajv.compile<DrawnObject[]>(JSON_DRAWN_OBJECTS_SCHEMA);

/**
 * Signs a document's current version for the caller (docs/signing.md, "Signing"): checks the
 * caller's turn, signature credentials (accounts) and one-time password, draws the boxes, signs the
 * PDF and stores it as a new version with the form data. Bad input is a 400; the flow's refusals
 * are the codes of SIGN_RESULT, each recorded in the audit trail.
 */
export async function signDocument(ctx: SigningContext, caller: SignCaller, documentId: number, body: SignBody, from: string): Promise<SignOutcome> {
  const { store } = ctx.gateway;
  const { doc, family } = await documentForSigning(ctx.gateway, caller, documentId);
  requireCurrent(doc);
  const fam = body.fidf ?? body.fam;
  if (fam !== undefined && findFamily(store.families(), fam).id !== family.id) throw badRequest(`Document ${doc.id} belongs to the family ${family.key}`);
  const fields = parseSerialised('jsonSignFields', body.jsonSignFields, validFields);
  const drawnObjects = parseSerialised('jsonDrawnObjects', body.jsonDrawnObjects, validDrawn);
  const { values, file: replaced } = parseUpdate({ fieldParameters: body.fieldParameters ?? [] }, family, store.lists(), doc.values);
  if (replaced) throw badRequest('A signature signs the document\'s file; it cannot replace it');

  const refuse = async (result: number, why: string, listId?: number): Promise<SignOutcome> => {
    await recordRefusal(ctx, doc.id, caller, `signature refused (${result}): ${why}`);
    return { result, ...(listId !== undefined ? { listId } : {}) };
  };
  const request = await ctx.requests.openFor(ctx.db, doc.rootId);
  const signer = signerOf(request, caller);
  if (!request || !signer || signer.signedAt !== null) return refuse(SIGN_RESULT.nothingToSign, 'nothing awaits this signature');
  if (!isTurnOf(request, signer)) return refuse(SIGN_RESULT.notYourTurn, "not this signer's turn");
  const settings = effectiveSettings(family, request, store.lists());
  const reason = reasonFor(settings.reason, body.reason);
  if (settings.imgManage === 2 && !fields.length) throw badRequest('In mode 2 the signer places at least one box (jsonSignFields)');

  let credentials: { credential: { certificatePem: string; encryptedPrivateKey: string }; password: string; meaning?: string } | undefined;
  if (caller.kind === 'account') {
    const outcome = await checkCredentials(ctx.credentials, ctx.options.signaturePasswordMaxAgeDays, caller.user, body, settings.meanings);
    if (!outcome.ok) return refuse(outcome.code, outcome.why, outcome.listId);
    credentials = outcome;
  }
  const otp = await ctx.otps.check(signer.id, body.otp, ctx.options.otpMaxAttempts);
  if (!otp.ok) return refuse(...otpRefusal(otp.why));

  const inspection = await inspectionOf(ctx, doc);
  const refusal = pdfRefusal(inspection, settings);
  if (refusal) return refuse(refusal.result, refusal.result === SIGN_RESULT.unsignablePdf && inspection ? `the PDF cannot be signed: ${refusal.why}` : refusal.why);
  const file = (await fileBytes(ctx.gateway, doc.id))!;
  const signedAt = new Date();
  const lines = appearanceLines(signer.name, signedAt, reason);
  const placed = placeOnPdf(inspection!.pages, signer, { imgManage: settings.imgManage, fields, drawnObjects, lines });
  if ('refusal' in placed) return refuse(SIGN_RESULT.unsignablePdf, placed.refusal);
  const { appearances, drawn } = placed;

  let engineSigner: EngineSigner;
  if (credentials) engineSigner = await ctx.engine.accountSigner(credentials.credential, credentials.password, signer.name);
  else engineSigner = await ctx.engine.externalSigner({ name: signer.name, email: signer.email! });

  const detail = signatureDetail(request, signer, { reason, meaning: credentials?.meaning, boxes: appearances.length, drawn: drawn.length });
  try {
    const signedWith = credentials ? 'signature-password' : 'one-time-password';
    const result = await applySignature(ctx, { doc, file, signer, engineSigner, appearances, drawn, reason, level: settings.level, values, otpId: otp.otpId, login: callerLogin(caller), detail, from, signedWith });
    if (result.status === 'not-found') throw notFound(`There is no document ${documentId}`);
    if (result.status === 'superseded') {
      // Another write made a newer version first: this signer's own signature (a call sent twice), or another change.
      const now = await ctx.requests.byId(ctx.db, request.id);
      if (now?.signers.find((s) => s.id === signer.id)?.signedAt !== null) return refuse(SIGN_RESULT.nothingToSign, 'a concurrent call signed first');
      requireCurrent({ ...doc, currentId: result.currentId });
    }
    if (result.status !== 'updated') throw new Error(`a signed version was not stored (${result.status})`);
    return { result: result.id };
  } catch (error) {
    if (error instanceof LostRace) return refuse(error.code, 'a concurrent call was first');
    if (isUnsignable(error)) return refuse(SIGN_RESULT.unsignablePdf, `the PDF cannot be signed: ${error.message}`);
    if (isBadAppearance(error)) throw badRequest(`A box does not fit the PDF: ${error.message}`);
    throw timestampProblem(error) ?? error;
  }
}

/** How a refused one-time password is answered and noted. */
function otpRefusal(why: 'wrong' | 'not-valid' | 'spent'): [result: number, why: string] {
  if (why === 'wrong') return [SIGN_RESULT.wrongOtp, 'wrong one-time password'];
  if (why === 'spent') return [SIGN_RESULT.otpSpent, 'too many wrong one-time passwords'];
  return [SIGN_RESULT.otpNotValid, 'no valid one-time password (none asked for, expired, used or replaced)'];
}

/**
 * Where the signature shows on the PDF (the request's boxes, or those the signer placed in mode 2
 * or when the request gives none) with its lines of text, and the objects the signer drew; or why
 * the PDF cannot take them. `pages` are the PDF's pages as shown (its inspection).
 */
function placeOnPdf(
  pages: ShownPage[],
  signer: Signer,
  asked: { imgManage: number; fields: JsonSignField[]; drawnObjects: DrawnObject[]; lines: string[] },
): { appearances: Appearance[]; drawn: DrawnOnPdf[] } | { refusal: string } {
  const { fields, drawnObjects, lines } = asked;
  const own = asked.imgManage !== 2 && signer.boxes.length > 0;
  // A file replaced since the request was made may lack a page a box is on.
  const lost = own ? signer.boxes.find((box) => !pages[box.page - 1]) : undefined;
  if (lost) return { refusal: `the PDF has no page ${lost.page} for a box of the request` };
  const appearances = own
    ? signer.boxes.map((box) => ({ page: box.page, rect: requestBoxToPdf(box, pages[box.page - 1]), lines }))
    : fields.map((field, i) => ({ ...viewerFieldToPdf(field, pages, i), lines }));
  const drawn = drawnObjects.map((object, i) => drawnObjectToPdf(object, pages, i));
  return { appearances, drawn };
}

/** What the audit trail says of a signature: who signed, in which place of the request, with which reason and meaning, how many boxes and drawings. */
function signatureDetail(request: SignRequest, signer: Signer, signature: { reason?: string; meaning?: string; boxes: number; drawn: number }): string {
  const who = signer.login ? signer.login : `${signer.email}`;
  return [
    `signed by ${signer.name} (${who}), signer ${request.signers.indexOf(signer) + 1} of ${request.signers.length} of request ${request.id}`,
    signature.reason ? `reason "${signature.reason}"` : '',
    signature.meaning ? `meaning "${signature.meaning}"` : '',
    `${signature.boxes} box(es)`,
    signature.drawn ? `${signature.drawn} drawn object(s)` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** A serialised member (jsonSignFields, jsonDrawnObjects), checked: 400 when it is no JSON, holds unstorable text at any depth, or is not of its shape. */
function parseSerialised<T>(name: string, text: string | undefined, valid: ValidateFunction<T[]>): T[] {
  if (text === undefined || text.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(`${name} is not valid JSON`);
  }
  const unstorable = unstorableAt(parsed);
  if (unstorable !== undefined) throw badRequest(`${name}${unstorable}: ${UNSTORABLE_TEXT}`);
  if (!valid(parsed)) {
    const first = valid.errors?.[0];
    const member = first?.keyword === 'additionalProperties' ? ` (${String(first.params.additionalProperty)})` : '';
    throw badRequest(`${name}${first?.instancePath ?? ''} ${first?.message ?? 'is not valid'}${member}`);
  }
  return parsed;
}
