import { AppError } from '../errors/app-error.js';
import type { SignCaller } from './caller.js';
import type { SigningContext } from './context.js';

/** How the audit trail names a caller: an account's login, or an external signer's `external:{id}`. */
export const callerLogin = (caller: SignCaller): string => (caller.kind === 'external' ? `external:${caller.signerId}` : caller.identity.login);

/** Records a refused signing step in the document's audit trail. */
export async function recordRefusal(ctx: SigningContext, documentId: number, caller: SignCaller, detail: string): Promise<void> {
  await ctx.gateway.store.recordEvent(documentId, { action: 'sign-refused', detail }, callerLogin(caller));
}

const SIGNING_CONFLICTS = { nothingtosign: 'sign.nothing-to-sign', notyourturn: 'sign.not-your-turn' } as const;

/** A refusal of a signing step that answers a problem (the OTP call answers no number): a conflict, its message key names why. */
export const signingConflict = (key: keyof typeof SIGNING_CONFLICTS, detail: string) =>
  new AppError('conflict', detail, { code: SIGNING_CONFLICTS[key], message: `error.sign.${key}` });
