import { badRequest, tooMany, type AppError } from '../../errors/app-error.js';
import type { OtpSent } from '../../../src/shared/signing/wire.js';
import type { SignCaller } from '../caller.js';
import type { SigningContext } from '../context.js';
import { documentForSigning } from '../document.js';
import { maskEmail, sendOtpMail } from '../mails.js';
import { isTurnOf } from '../requests/model.js';
import { callerLogin, recordRefusal, signingConflict } from '../refusals.js';
import { signerOf } from '../sign-info.js';
import { OtpStore, TooManyOtps } from './store.js';

/**
 * Sends the caller a new one-time password for signing a document: only to a signer whose turn it
 * is (409 otherwise), at most SIGN_OTP_MAX_REQUESTS per SIGN_OTP_REQUEST_WINDOW_SECONDS per person
 * (429 with Retry-After), by mail in the signer's language. The code, the audit entry and the mail
 * commit together; the code replaces the signer's previous one.
 */
export async function requireOtp(ctx: SigningContext, caller: SignCaller, documentId: number): Promise<OtpSent> {
  const { doc } = await documentForSigning(ctx.gateway, caller, documentId);
  const request = await ctx.requests.openFor(ctx.db, doc.rootId);
  const signer = signerOf(request, caller);
  const refuse = async (detail: string, problem: AppError) => {
    await recordRefusal(ctx, doc.id, caller, `one-time password refused: ${detail}`);
    return problem;
  };
  if (!request || !signer || signer.signedAt !== null) throw await refuse('nothing awaits this signature', signingConflict('nothingtosign', `Nothing on document ${doc.id} awaits a signature of yours`));
  if (!isTurnOf(request, signer)) throw await refuse('not this signer\'s turn', signingConflict('notyourturn', 'Signers before you have not signed yet'));

  const to =
    caller.kind === 'account'
      ? { email: caller.user.email, name: signer.name, langKey: caller.user.langKey }
      : { email: signer.email, name: signer.name, langKey: signer.langKey };
  if (!to.email) throw await refuse('no e-mail address', badRequest('Your account has no e-mail address to send the one-time password to', { message: 'error.sign.noemail' }));
  const subject = caller.kind === 'account' ? `account:${caller.identity.login}` : `email:${to.email.toLowerCase()}`;
  const windowMs = ctx.options.otpRequestWindowSeconds * 1000;
  const since = Date.now() - windowMs;
  const code = OtpStore.newCode();
  const email = to.email;
  try {
    await ctx.gateway.store.recordEvent(doc.id, { action: 'sign-otp', detail: `one-time password sent to ${maskEmail(email)}` }, callerLogin(caller), async (trx) => {
      await ctx.otps.issue(trx, signer.id, subject, code, ctx.options.otpValiditySeconds * 1000, { max: ctx.options.otpMaxRequests, since });
      await sendOtpMail(ctx, trx, { email, name: signer.name, langKey: to.langKey }, code, doc.file?.name ?? `document ${doc.id}`);
    });
  } catch (error) {
    if (!(error instanceof TooManyOtps)) throw error;
    const seconds = Math.max(1, Math.ceil((error.oldest - since) / 1000));
    throw await refuse(
      'too many requests',
      tooMany('otp.too-many', `Too many one-time passwords asked for. Try again in ${Math.ceil(seconds / 60)} minute(s).`, seconds, 'error.sign.toomanyotps'),
    );
  }
  ctx.mailer.flush();
  return { sentTo: maskEmail(email), validitySeconds: ctx.options.otpValiditySeconds, attempts: ctx.options.otpMaxAttempts };
}
