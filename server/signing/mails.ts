import type { Db } from '../database.js';
import type { Phrase } from '../mail/templates.js';
import type { SigningContext } from './context.js';
import { copyPath } from './completion/copy-tokens.js';
import { shownDate, type SignRequest, type Signer } from './requests/model.js';

const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Where an external signer's invitation leads: the signing screen of the document, with the link's token and the signer's id. */
export const signLinkPath = (documentId: number, signerId: number, token: string) =>
  `/sign/${documentId}?signToken=${encodeURIComponent(token)}&extUserId=${signerId}`;

/**
 * Where an account's invitation and reminders lead: the portal's address that opens the first page
 * holding "Awaiting my signature" the account may see, found when it is opened (the composer's first
 * page on a site without one); the document waits there, opening the viewer beside the list.
 */
export const INBOX_PATH = '/wuser/signatures';

/** What every mail about a request says: the document, who asked, by when, and the asker's words. */
export interface RequestMailFacts {
  request: SignRequest;
  /** The version to open, and its file's name. */
  documentId: number;
  document: string;
  /** The asker's name. */
  sender: string;
}

const dueIn = (request: SignRequest): Phrase | '' => (request.dueDate === null ? '' : { phrase: 'sign-due', params: { date: shownDate(request.dueDate) } });
const messageOf = (request: SignRequest) => (request.message ? `“${request.message}”` : '');

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

/** A new link for an external signer: their signing screen, with a signToken of its own. */
async function linkFor(ctx: SigningContext, facts: RequestMailFacts, signer: Signer) {
  const token = await ctx.signTokens.issue({ signerId: signer.id, rootId: facts.request.rootId });
  return { path: signLinkPath(facts.documentId, signer.id, token), expires: Date.now() + ctx.options.signTokenValidityHours * 3_600_000 };
}

/**
 * Tells a signer it is their turn (within the caller's transaction): an external signer gets the link
 * that carries their signToken, an account a mail that leads to its signature inbox. Marks them invited.
 */
export async function sendInvitation(ctx: SigningContext, db: Db, facts: RequestMailFacts, signer: Signer, email: string): Promise<void> {
  const { request, document, sender } = facts;
  if (signer.email) {
    const { path, expires } = await linkFor(ctx, facts, signer);
    const dueDate = request.dueDate ? shownDate(request.dueDate) : ymd(expires);
    const params = { login: signer.name, sender, document, dueDate, expires: ymd(expires), message: messageOf(request) };
    await ctx.mailer.send(db, { to: email, langKey: signer.langKey, key: 'sign-invitation', params, path });
  } else {
    const params = { login: signer.name, sender, document, due: dueIn(request), message: messageOf(request) };
    await ctx.mailer.send(db, { to: email, langKey: signer.langKey, key: 'sign-request', params, path: INBOX_PATH });
  }
  await ctx.requests.markInvited(db, signer.id);
}

/** Reminds a signer whose turn it is (an external signer with a fresh link). */
export async function sendReminder(ctx: SigningContext, db: Db, facts: RequestMailFacts, signer: Signer, email: string): Promise<void> {
  const { request, document, sender } = facts;
  const path = signer.email ? (await linkFor(ctx, facts, signer)).path : INBOX_PATH;
  const params = { login: signer.name, sender, document, due: dueIn(request), message: messageOf(request) };
  await ctx.mailer.send(db, { to: email, langKey: signer.langKey, key: 'sign-reminder', params, path });
}

/** Tells a signer who was invited that the request ended without them (voided, expired, declined by another). */
export async function sendWithdrawn(ctx: SigningContext, db: Db, facts: RequestMailFacts, signer: Signer, email: string, ending: 'declined' | 'voided' | 'expired', reason: string): Promise<void> {
  const params = { login: signer.name, document: facts.document, ending: { phrase: `sign-ending-${ending}` }, reason };
  await ctx.mailer.send(db, { to: email, langKey: signer.langKey, key: 'sign-withdrawn', params, path: '/' });
}

/** Tells the asker their request ended unsigned: who ended it, and why. */
export async function sendEnded(
  ctx: SigningContext,
  db: Db,
  facts: RequestMailFacts,
  asker: { email: string; name: string; langKey: string },
  ending: 'declined' | 'voided' | 'expired',
  who: string,
  reason: string,
): Promise<void> {
  const params = { login: asker.name, document: facts.document, ending: { phrase: `sign-ending-${ending}` }, who, reason };
  await ctx.mailer.send(db, { to: asker.email, langKey: asker.langKey, key: 'sign-request-ended', params, path: '/' });
}

/** Tells the asker or a signer that every signer has signed: links to the signed PDF and its certificate, for that document alone. */
export async function sendCompleted(
  ctx: SigningContext,
  db: Db,
  input: { to: { email: string; name: string; langKey: string }; document: string; documentId: number; token: string },
): Promise<void> {
  const { to, document, documentId, token } = input;
  const params = { login: to.name, document, certificate: ctx.mailer.url(copyPath(documentId, token, 'certificate')) };
  await ctx.mailer.send(db, { to: to.email, langKey: to.langKey, key: 'sign-completed', params, path: copyPath(documentId, token, 'file') });
}

/** An address shown partly: the first character of the name and the whole domain. */
export const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1***$2');
