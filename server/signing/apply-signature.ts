import type { FieldValues, StoredDocument, UpdateResult } from '../docstore/store.js';
import { inviteDue } from './requests/invitations.js';
import { SIGN_RESULT } from '../../src/shared/signing/codes.js';
import type { SigningContext } from './context.js';
import type { Appearance, DrawnOnPdf, Signer as EngineSigner } from './engine.js';
import type { Signer } from './requests/model.js';
import type { LongTermLevel } from '../../src/shared/signing/levels.js';

/** A step of the signature's transaction that another call did first: it rolls the write back and answers `code`. */
export class LostRace extends Error {
  constructor(readonly code: number) {
    super(`lost to a concurrent call (${code})`);
  }
}

export interface SignatureInput {
  doc: StoredDocument;
  file: { name: string; bytes: Buffer };
  signer: Signer;
  engineSigner: EngineSigner;
  appearances: Appearance[];
  /** Handwritten signatures and texts drawn with the signature. */
  drawn?: DrawnOnPdf[];
  reason?: string;
  /** What the signature carries for its later validation: the family's level. */
  level: LongTermLevel;
  /** Form data saved with the signature. */
  values?: FieldValues;
  /** The one-time password the signature spends. */
  otpId?: number;
  /** How the audit trail and the version name the signer. */
  login: string;
  /** The audit entry's detail. */
  detail: string;
  /** The client address the signature came from, and what confirmed it besides the one-time password (the completion certificate lists them). */
  from: string;
  signedWith: 'signature-password' | 'one-time-password';
}

/**
 * Signs the PDF and stores it as the document's new version, in one transaction with the audit
 * entry, the one-time password spent and the signer marked as signed (the request completed after
 * its last signer, the next step invited). Throws the engine's refusals of the PDF, and LostRace when a concurrent call
 * spent the password or signed first (nothing is written then).
 */
export async function applySignature(ctx: SigningContext, input: SignatureInput): Promise<UpdateResult> {
  const signedAt = new Date();
  const signed = await ctx.engine.signPdf({ pdf: input.file.bytes, signer: input.engineSigner, appearances: input.appearances, drawn: input.drawn, reason: input.reason, signedAt, level: input.level });
  const result = await ctx.gateway.store.update(
    input.doc.id,
    { values: input.values ?? {}, file: { name: input.file.name, content: Buffer.from(signed) } },
    input.login,
    {
      audit: [{ action: 'sign', detail: input.detail }],
      writes: async (trx, newId) => {
        if (input.otpId !== undefined && !(await ctx.otps.consume(trx, input.otpId))) throw new LostRace(SIGN_RESULT.otpNotValid);
        if (!(await ctx.requests.markSigned(trx, input.signer.id, newId, { from: input.from, with: input.signedWith }))) throw new LostRace(SIGN_RESULT.nothingToSign);
        // A step done: the next one's signers are mailed, on the version this signature made.
        await inviteDue(ctx, trx, input.signer.requestId, newId, input.file.name);
      },
    },
  );
  ctx.mailer.flush();
  // The last signature completes the request: its certificate and mails follow at once.
  ctx.kickScheduler();
  return result;
}
