import type { Db } from '../database.js';
import type { SigningContext } from './context.js';
import type { Signer } from './requests/model.js';

const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const shownDate = (yyyymmdd: number) => `${String(yyyymmdd).slice(0, 4)}-${String(yyyymmdd).slice(4, 6)}-${String(yyyymmdd).slice(6, 8)}`;

/** Where an external signer's invitation leads: the signing screen of the document, with the link's token and the signer's id. */
export const signLinkPath = (documentId: number, signerId: number, token: string) =>
  `/sign/${documentId}?signToken=${encodeURIComponent(token)}&extUserId=${signerId}`;

/** The one-time password, in the signer's language (within the caller's transaction). */
export async function sendOtpMail(ctx: SigningContext, db: Db, to: { email: string; name: string; langKey: string }, code: string, document: string): Promise<void> {
  await ctx.mailer.send(db, {
    to: to.email,
    langKey: to.langKey,
    key: 'sign-otp',
    params: { login: to.name, code, document, minutes: Math.max(1, Math.round(ctx.options.otpValiditySeconds / 60)) },
    path: '/',
  });
}

/** An external signer's invitation with the link that carries their signToken (within the caller's transaction). */
export async function sendInvitation(
  ctx: SigningContext,
  db: Db,
  input: { signer: Signer; documentId: number; rootId: number; document: string; sender: string; dueDate: number | null },
): Promise<void> {
  const token = await ctx.signTokens.issue({ signerId: input.signer.id, rootId: input.rootId });
  const expires = Date.now() + ctx.options.signTokenValidityHours * 3_600_000;
  await ctx.mailer.send(db, {
    to: input.signer.email!,
    langKey: input.signer.langKey,
    key: 'sign-invitation',
    params: { login: input.signer.name, sender: input.sender, document: input.document, dueDate: input.dueDate ? shownDate(input.dueDate) : ymd(expires), expires: ymd(expires) },
    path: signLinkPath(input.documentId, input.signer.id, token),
  });
  await ctx.requests.markInvited(db, input.signer.id);
}

/** An address shown partly: the first character of the name and the whole domain. */
export const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1***$2');
